@testable import GazetteerIndex
import Testing
import GazetteerTestSupport

@Suite("Writing an index file section by section")
struct IndexFileWriterTests {
    /// The sections of a built index in file order, each with its bytes.
    private func sections(of index: BuiltIndex) throws -> [(kind: SectionKind, bytes: [UInt8])] {
        let file = try readBytes(index.path)
        return index.gazetteer.sections.map { ($0.kind, Array(file[$0.offset..<$0.offset + $0.length])) }
    }

    @Test("sections streamed in chunks of a few bytes give the file the builder wrote, byte for byte")
    func chunksGiveTheSameFile() throws {
        let index = try SmallIndex.build()
        let path = index.directory.file("streamed.gaz")
        let writer = try IndexFileWriter(to: path)
        for section in try sections(of: index) {
            try writer.begin(section.kind)
            for start in stride(from: 0, to: section.bytes.count, by: 5) {
                try writer.append(Array(section.bytes[start..<min(start + 5, section.bytes.count)]))
            }
            writer.end()
        }
        let size = try writer.finish()
        #expect(size == index.gazetteer.fileSize)
        #expect(try readBytes(path) == readBytes(index.path))
        try Gazetteer(path: path).verify()
    }

    @Test("a section of entries made a chunk at a time has the bytes of the section made whole")
    func entriesInChunksGiveTheWholeSection() throws {
        let directory = try TemporaryDirectory()
        // Past two chunks, and not a whole number of them (entries of 6 bytes).
        let (count, stride) = (IndexFileWriter.entryChunkBytes / 6 * 2 + 7, 6)
        func fill(_ number: Int, _ entry: EntryWriter) {
            entry.store(Field<UInt32>.first, UInt32(number) &* 2_654_435_761)
            entry.store(Field<UInt16>(offset: 4), UInt16(truncatingIfNeeded: number))
        }
        let whole = fixedWidthSection(count: count, stride: stride, fill)
        let paths = (directory.file("whole.gaz"), directory.file("chunked.gaz"))
        let wholeWriter = try IndexFileWriter(to: paths.0, sectionCount: 1)
        try wholeWriter.append(.ranks, whole)
        _ = try wholeWriter.finish()
        let chunkedWriter = try IndexFileWriter(to: paths.1, sectionCount: 1)
        try chunkedWriter.append(.ranks, count: count, stride: stride, fill)
        _ = try chunkedWriter.finish()
        let file = try readBytes(paths.1)
        #expect(file == (try readBytes(paths.0)))
        #expect(Array(file.suffix(whole.count)) == whole)
    }

    @Test("a file long enough to be written back while it grows keeps every byte, the header written over its start last")
    func writtenBackFileKeepsEveryByte() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("long.gaz")
        // Two and a half write-back steps, in pieces of odd sizes.
        let bytes = (0..<TemporaryFile.writebackStep * 5 / 2 + 13).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 >> 11) }
        let writer = try IndexFileWriter(to: path, sectionCount: 1)
        try writer.begin(.postings)
        for start in stride(from: 0, to: bytes.count, by: 999_983) {
            try writer.append(Array(bytes[start..<min(start + 999_983, bytes.count)]))
        }
        writer.end()
        let size = try writer.finish()
        let file = try readBytes(path)
        #expect(file.count == size)
        #expect(Array(file.suffix(bytes.count)) == bytes)
        var crc = CRC32()
        bytes.withUnsafeBytes { crc.update($0) }
        let table = IndexFileWriter.headerAndTable(
            [SectionInfo(kind: .postings, offset: size - bytes.count, length: bytes.count, checksum: crc.value)],
            fileLength: size)
        #expect(Array(file.prefix(table.count)) == table)
    }

    @Test("a writer released before it finishes leaves nothing behind, and the index it would replace intact")
    func unfinishedWriterLeavesNothing() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("index.gaz")
        try writeBytes([1, 2, 3], to: path)
        do {
            let writer = try IndexFileWriter(to: path)
            try writer.append(.parameters, [UInt8](repeating: 0, count: ParameterLayout.size))
            try writer.begin(.records)
            try writer.append([1, 2, 3])
        }
        #expect(try directory.entries() == ["index.gaz"])
        #expect(try readBytes(path) == [1, 2, 3])
    }
}
