import GazetteerIndex
import Testing
import GazetteerTestSupport

@Suite("Damaged files")
struct CorruptionTests {
    @Test("a fresh index verifies, and its checksums agree with a reference CRC-32")
    func freshIndexVerifies() throws {
        let index = try SmallIndex.build()
        try index.gazetteer.verify()
        var file = IndexBytes(bytes: try readBytes(index.path))
        let stored = file.u32(IndexBytes.checksumOffset)
        file.refreshHeaderChecksum()
        #expect(file.u32(IndexBytes.checksumOffset) == stored)
        // An index without names by language has every section but that one.
        let required = SectionKind.allCases.filter { !$0.isOptional }
        #expect(index.gazetteer.sections.count == required.count)
        #expect(Set(index.gazetteer.sections.map(\.kind)) == Set(required))
        for section in index.gazetteer.sections {
            #expect(section.offset % 8 == 0)
            #expect(section.checksum == ReferenceCRC32.checksum(file.bytes[section.offset..<section.offset + section.length]))
        }
    }

    @Test("CRC32 agrees with the reference on the check value and on random data")
    func crc32MatchesReference() {
        let check = Array("123456789".utf8)
        #expect(check.withUnsafeBytes { CRC32.checksum($0) } == 0xCBF4_3926)
        var random = SplitMix64(seed: 0xC3C)
        for length in [0, 1, 7, 8, 9, 63, 64, 1_000] {
            let bytes = (0..<length).map { _ in UInt8(truncatingIfNeeded: random.next()) }
            var incremental = CRC32()
            bytes.withUnsafeBytes { buffer in
                incremental.update(UnsafeRawBufferPointer(rebasing: buffer[0..<length / 3]))
                incremental.update(UnsafeRawBufferPointer(rebasing: buffer[(length / 3)...]))
            }
            #expect(incremental.value == ReferenceCRC32.checksum(bytes))
            #expect(bytes.withUnsafeBytes { CRC32.checksum($0) } == ReferenceCRC32.checksum(bytes))
        }
    }

    @Test("changing any single byte is caught by opening or by verify, and queries never crash")
    func everySingleByteChangeIsCaught() throws {
        let index = try SmallIndex.build()
        let original = try readBytes(index.path)
        let path = index.directory.file("flipped.gaz")
        var random = SplitMix64(seed: 0xF11B)
        var undetected: [Int] = []
        var opened = 0
        for offset in original.indices {
            var bytes = original
            bytes[offset] ^= UInt8(1 + random.below(255))
            try writeBytes(bytes, to: path)
            guard let gazetteer = try? Gazetteer(path: path) else { continue }
            opened += 1
            if (try? gazetteer.verify()) != nil { undetected.append(offset) }
            SmallIndex.exercise(gazetteer)
        }
        #expect(undetected.isEmpty, "changes at offsets \(undetected.prefix(20)) went unnoticed")
        #expect(opened > original.count / 2, "most damage lies in sections, which only verify reads")
    }

    @Test("every truncation is refused when opening")
    func everyTruncationIsRefused() throws {
        let index = try SmallIndex.build()
        let original = try readBytes(index.path)
        let path = index.directory.file("truncated.gaz")
        for length in 0..<original.count {
            try writeBytes(Array(original[..<length]), to: path)
            expectOpeningFails(at: path) { error in
                switch (length, error) {
                case (0, .emptyFile(path)): true
                case (1..<64, .notAnIndex(path)): true
                case (64..., .lengthMismatch(path, UInt64(original.count), UInt64(length))): true
                default: false
                }
            }
        }
    }
}
