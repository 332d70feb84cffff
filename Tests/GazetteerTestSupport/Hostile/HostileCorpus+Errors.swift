import GazetteerIndex

extension HostileCorpus {
    /// Class 8: inputs that used to end in an error that did not say what was wrong.
    static var unclearErrors: [HostileCase] {
        let text = Array(placesText.utf8)
        func build(_ name: String, _ bytes: [UInt8], mentioning texts: [String]) -> HostileCase {
            HostileCase(name, .unclearError, arguments: ["build", "@\(name)", "-o", "@out.gazetteer"],
                        outcome: .refused(mentioning: texts)) { try $0.write(bytes, name) }
        }
        return [
            build("places.txt.bz2", Array("BZh91AY&SY".utf8) + [UInt8](repeating: 0x17, count: 200), mentioning: ["bzip2-compressed"]),
            build("places.txt.xz", [0xFD, 0x37, 0x7A, 0x58, 0x5A, 0x00] + [UInt8](repeating: 0x11, count: 200), mentioning: ["xz-compressed"]),
            build("places.txt.zst", [0x28, 0xB5, 0x2F, 0xFD] + [UInt8](repeating: 0x22, count: 200), mentioning: ["zstd-compressed"]),
            build("places.txt.lz4", [0x04, 0x22, 0x4D, 0x18] + [UInt8](repeating: 0x33, count: 200), mentioning: ["lz4-compressed"]),
            build("places-utf16le.txt", [0xFF, 0xFE] + utf16(placesText, bigEndian: false), mentioning: ["UTF-16"]),
            build("places-utf16be-no-bom.txt", utf16(placesText, bigEndian: true), mentioning: ["UTF-16"]),
            build("places-cr.txt", text.map { $0 == 0x0A ? 0x0D : $0 }, mentioning: ["CR"]),
            build("zeros.txt", [UInt8](repeating: 0, count: 100_000), mentioning: ["are all NUL", "zero-filled"]),
            build("few-zeros.txt", [UInt8](repeating: 0, count: 1_000), mentioning: ["only NUL bytes", "zero-filled"]),
            build("empty.txt", [], mentioning: ["the file is empty"]),
            build("garbage.txt", Array("not\ta gazetteer\nfile at all\n\n12\tx\ty\n".utf8),
                  mentioning: ["no records", "wrong column count", "line 1"]),
            build("data-first.osm.pbf", PBFBuilder.dataFrame(PBFBuilder.primitiveBlock(strings: [""], group: [])),
                  mentioning: ["OSMHeader"]),
            build("data-first-unnamed.bin", PBFBuilder.dataFrame(PBFBuilder.primitiveBlock(strings: [""], group: [])),
                  mentioning: ["OSMHeader"]),
            HostileCase("bzip2-zip-member", .unclearError, arguments: ["build", "@places.zip", "-o", "@out.gazetteer"],
                        outcome: .refused(mentioning: ["method 12 (bzip2)"])) { directory in
                var archive = ZipWriter()
                archive.addFile("XX.txt", contents: text, method: .other(12))
                try directory.write(archive.finish(), "places.zip")
            },
            HostileCase("misaligned-section", .unclearError, arguments: ["search", "vaduz", "--index", "@misaligned.gazetteer"],
                        outcome: .refused(mentioning: ["misaligned"])) { directory in
                try directory.write(try misalignedIndex(), "misaligned.gazetteer")
            },
        ]
    }

    /// `text` as UTF-16 without a byte order mark.
    static func utf16(_ text: String, bigEndian: Bool) -> [UInt8] {
        text.utf16.flatMap { unit in
            bigEndian ? [UInt8(unit >> 8), UInt8(unit & 0xFF)] : [UInt8(unit & 0xFF), UInt8(unit >> 8)]
        }
    }

    /// An index of one place, Vaduz.
    static func smallIndex() throws -> [UInt8] {
        let scratch = try TemporaryDirectory(prefix: "gazetteer-hostile")
        let builder = IndexBuilder()
        var batch = RecordBatch()
        batch.append(RecordFields(id: SourceID(kind: .geonames, value: 1), latitudeE7: 471_415_100, longitudeE7: 95_215_400), name: "Vaduz")
        try builder.add(batch)
        _ = try builder.write(to: scratch.file("index"))
        return try readBytes(scratch.file("index"))
    }

    /// A small index whose first section is moved 4 bytes off its 8-byte boundary (header checksum repaired).
    static func misalignedIndex() throws -> [UInt8] {
        var bytes = try smallIndex()
        let firstOffset = 64 + 8
        let offset = bytes[firstOffset..<firstOffset + 8].reversed().reduce(UInt64(0)) { $0 << 8 | UInt64($1) } + 4
        for index in 0..<8 { bytes[firstOffset + index] = UInt8(truncatingIfNeeded: offset >> (8 * index)) }
        let sectionCount = Int(bytes[12])
        for index in 24..<28 { bytes[index] = 0 }
        let checksum = Compression.crc32(Array(bytes[0..<(64 + 24 * sectionCount)]))
        for index in 0..<4 { bytes[24 + index] = UInt8(truncatingIfNeeded: checksum >> (8 * index)) }
        return bytes
    }
}
