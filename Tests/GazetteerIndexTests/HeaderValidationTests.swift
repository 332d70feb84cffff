import GazetteerIndex
import Testing
import GazetteerTestSupport

@Suite("Opening damaged or foreign files")
struct HeaderValidationTests {
    /// Writes a damaged copy of the small index and returns its path.
    private func damagedCopy(_ index: BuiltIndex, _ damage: (inout IndexBytes) -> Void) throws -> String {
        var file = IndexBytes(bytes: try readBytes(index.path))
        damage(&file)
        let path = index.directory.file("damaged.gaz")
        try writeBytes(file.bytes, to: path)
        return path
    }

    @Test("a file with the wrong magic bytes is not an index")
    func wrongMagic() throws {
        let index = try SmallIndex.build()
        let path = try damagedCopy(index) { $0.bytes[1] = UInt8(ascii: "X") }
        #expect(throws: IndexError.notAnIndex(path: path)) { try Gazetteer(path: path) }
        let text = index.directory.file("text.txt")
        try writeBytes(Array(String(repeating: "not an index\n", count: 10).utf8), to: text)
        #expect(throws: IndexError.notAnIndex(path: text)) { try Gazetteer(path: text) }
    }

    @Test("another format version is refused, and the message names both versions", arguments: [UInt32(1), 2, 3, 5])
    func otherVersion(_ version: UInt32) throws {
        let index = try SmallIndex.build()
        let path = try damagedCopy(index) { $0.setU32(HeaderLayout.version.offset, version) }
        let expected = IndexError.unsupportedVersion(path: path, found: version, supported: IndexFormat.version)
        #expect(throws: expected) { try Gazetteer(path: path) }
        #expect(expected.description.contains("version \(version)"))
        #expect(expected.description.contains("version \(IndexFormat.version)"))
        #expect(expected.description.contains(path))
        // An index of a previous format is to be rebuilt.
        #expect(expected.description.contains("rebuild") == (version < IndexFormat.version))
    }

    @Test("an index of format version 3, written before names by language, is refused with a message to rebuild")
    func versionThreeIsRebuilt() throws {
        #expect(IndexFormat.version == 4)
        let index = try SmallIndex.build()
        let path = try damagedCopy(index) {
            $0.setU32(HeaderLayout.version.offset, 3)
            $0.refreshHeaderChecksum()
        }
        #expect(throws: IndexError.unsupportedVersion(path: path, found: 3, supported: 4)) { try Gazetteer(path: path) }
        let message = IndexError.unsupportedVersion(path: path, found: 3, supported: 4).description
        #expect(message.contains("rebuild the index with `gazetteer build`"))
    }

    @Test("a huge section count is refused before anything is read", arguments: [UInt32(33), 1_000, .max])
    func hugeSectionCount(_ count: UInt32) throws {
        let index = try SmallIndex.build()
        let path = try damagedCopy(index) {
            $0.setU32(12, count)
            $0.refreshHeaderChecksum()
        }
        expectOpeningFails(at: path) { error in
            guard case .corruptHeader(path, let reason) = error else { return false }
            return reason.contains("section count")
        }
    }

    @Test("a section table longer than the file is refused")
    func tableLongerThanFile() throws {
        let directory = try TemporaryDirectory()
        var file = IndexBytes(bytes: [0x89, 0x47, 0x41, 0x5A, 0x0D, 0x0A, 0x1A, 0x0A] + [UInt8](repeating: 0, count: 56))
        file.setU32(HeaderLayout.version.offset, IndexFormat.version)
        file.setU32(12, 1)
        file.setU64(16, 64)
        let path = directory.file("short.gaz")
        try writeBytes(file.bytes, to: path)
        expectOpeningFails(at: path) { error in
            guard case .corruptHeader(path, _) = error else { return false }
            return true
        }
    }

    @Test("a wrong header checksum is refused")
    func wrongHeaderChecksum() throws {
        let index = try SmallIndex.build()
        for offset in [24, 40, IndexBytes.entry(3) + 4] {
            let path = try damagedCopy(index) { $0.bytes[offset] ^= 0x10 }
            #expect(throws: IndexError.corruptHeader(path: path, reason: "header checksum mismatch")) { try Gazetteer(path: path) }
        }
    }

    @Test("a file longer or shorter than its header says is refused")
    func lengthMismatch() throws {
        let index = try SmallIndex.build()
        let size = UInt64(index.gazetteer.fileSize)
        let longer = try damagedCopy(index) { $0.bytes.append(0) }
        #expect(throws: IndexError.lengthMismatch(path: longer, expected: size, actual: size + 1)) { try Gazetteer(path: longer) }
        let shorter = try damagedCopy(index) { $0.bytes.removeLast(8) }
        #expect(throws: IndexError.lengthMismatch(path: shorter, expected: size, actual: size - 8)) { try Gazetteer(path: shorter) }
    }

    @Test("a section that starts or ends past the end of the file is refused")
    func sectionPastTheEnd() throws {
        let index = try SmallIndex.build()
        let size = UInt64(index.gazetteer.fileSize)
        let damages: [(inout IndexBytes) -> Void] = [
            { $0.setU64(IndexBytes.entry(2) + 8, size + 8) },
            { $0.setU64(IndexBytes.entry(2) + 8, UInt64.max - 7) },
            { $0.setU64(IndexBytes.entry(2) + 16, size) },
            { $0.setU64(IndexBytes.entry(2) + 16, UInt64.max) },
            { $0.setU64(IndexBytes.entry(5) + 8, 8) },
        ]
        for damage in damages {
            let path = try damagedCopy(index) {
                damage(&$0)
                $0.refreshHeaderChecksum()
            }
            expectOpeningFails(at: path) { error in
                guard case .sectionOutOfBounds(path, _, _, _, size) = error else { return false }
                return true
            }
        }
    }

    @Test("a section that does not start on an 8-byte boundary is reported as misaligned")
    func misalignedSection() throws {
        let index = try SmallIndex.build()
        for shift: UInt64 in [1, 4] {
            let path = try damagedCopy(index) {
                $0.setU64(IndexBytes.entry(5) + 8, $0.u64(IndexBytes.entry(5) + 8) + shift)
                $0.refreshHeaderChecksum()
            }
            expectOpeningFails(at: path) { error in
                guard case .misalignedSection(path, _, let offset, 8) = error else { return false }
                return offset % 8 == shift && error.description.contains("misaligned")
            }
        }
    }

    @Test("overlapping sections are refused")
    func overlappingSections() throws {
        let index = try SmallIndex.build()
        let path = try damagedCopy(index) { file in
            let records = IndexBytes.entry(1)
            let cells = IndexBytes.entry(2)
            file.setU64(cells + 8, file.u64(records + 8) + 8)
            file.refreshHeaderChecksum()
        }
        expectOpeningFails(at: path) { error in
            guard case .sectionOutOfBounds(path, _, _, _, _) = error else { return false }
            return true
        }
    }

    @Test("an unknown or repeated section kind is refused")
    func unknownOrRepeatedKind() throws {
        let index = try SmallIndex.build()
        for kind: UInt32 in [0, 99, SectionKind.records.rawValue] {
            let path = try damagedCopy(index) {
                $0.setU32(IndexBytes.entry(4), kind)
                $0.refreshHeaderChecksum()
            }
            expectOpeningFails(at: path) { error in
                guard case .corruptHeader(path, _) = error else { return false }
                return true
            }
        }
    }

    @Test("a missing section is named")
    func missingSection() throws {
        let index = try SmallIndex.build()
        let original = IndexBytes(bytes: try readBytes(index.path))
        let lastKind = try #require(SectionKind(rawValue: original.u32(IndexBytes.entry(original.sectionCount - 1))))
        let path = try damagedCopy(index) {
            $0.setU32(12, UInt32($0.sectionCount - 1))
            $0.refreshHeaderChecksum()
        }
        #expect(throws: IndexError.missingSection(path: path, section: lastKind.description)) { try Gazetteer(path: path) }
    }

    @Test("parameters that do not fit the sections are refused")
    func parametersThatDoNotFit() throws {
        let index = try SmallIndex.build()
        let parameters = try #require(index.gazetteer.sections.first { $0.kind == .parameters }).offset
        let grid = try damagedCopy(index) { $0.setU32(parameters + 4, 14) }
        expectOpeningFails(at: grid) { error in
            guard case .malformedSection(grid, "parameters", _) = error else { return false }
            return true
        }
        let count = try damagedCopy(index) { $0.setU32(parameters, $0.u32(parameters) + 1) }
        expectOpeningFails(at: count) { error in
            guard case .malformedSection(count, "records", _) = error else { return false }
            return true
        }
    }

    @Test("an empty file, a directory and a missing file cannot be opened")
    func notRegularFiles() throws {
        let directory = try TemporaryDirectory()
        let empty = directory.file("empty.gaz")
        try writeBytes([], to: empty)
        #expect(throws: IndexError.emptyFile(path: empty)) { try Gazetteer(path: empty) }
        #expect(throws: IndexError.notARegularFile(path: directory.path, kind: .directory)) {
            try Gazetteer(path: directory.path)
        }
        let missing = directory.file("missing.gaz")
        expectOpeningFails(at: missing) { error in
            guard case .notFound(missing) = error else { return false }
            return true
        }
        let tiny = directory.file("tiny.gaz")
        try writeBytes(Array([0x89, 0x47, 0x41, 0x5A]), to: tiny)
        #expect(throws: IndexError.notAnIndex(path: tiny)) { try Gazetteer(path: tiny) }
    }
}
