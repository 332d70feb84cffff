extension HostileCorpus {
    /// Class 2: data that expands far beyond its size, whatever the container.
    static var expansion: [HostileCase] {
        [
            HostileCase(
                "zip-64-entries-share-one-member", .expansion, arguments: ["build", "@bomb.zip", "-o", "@out.gazetteer"],
                outcome: .refused(mentioning: ["overlap"])
            ) { directory in
                try directory.write(sharedMemberZip(entries: 64, member: repeatedPlaces(60 << 20)), "bomb.zip")
            },
            HostileCase(
                "zip-overlapping-members", .expansion, arguments: ["build", "@overlap.zip", "-o", "@out.gazetteer"],
                outcome: .refused(mentioning: ["overlap"])
            ) { directory in
                try directory.write(overlappingZip(), "overlap.zip")
            },
            HostileCase(
                "zip-64-distinct-members-each-under-the-grace-size", .expansion,
                arguments: ["build", "@members.zip", "-o", "@out.gazetteer"],
                outcome: .refused(mentioning: ["expands", "--max-expansion"])
            ) { directory in
                let text = repeatedPlaces(48 << 20)
                let data = rawDeflateOnce(text)
                let crc = Compression.crc32(text)
                var archive = RawZip()
                for number in 0..<64 { archive.add("XX\(number).txt", deflated: data, size: text.count, crc: crc) }
                try directory.write(archive.finish(), "members.zip")
            },
            HostileCase(
                "gzip-concatenated-members", .expansion, arguments: ["build", "@members.txt.gz", "-o", "@out.gazetteer"],
                outcome: .refused(mentioning: ["expands", "--max-expansion"])
            ) { directory in
                let member = Compression.gzip(repeatedPlaces(32 << 20), level: 9)
                try directory.write(Array([[UInt8]](repeating: member, count: 64).joined()), "members.txt.gz")
            },
            HostileCase(
                "pbf-zlib-blobs-of-zero-delta-dense-nodes", .expansion,
                arguments: ["build", "@zero-nodes.osm.pbf", "-o", "@out.gazetteer"],
                outcome: .refused(mentioning: ["expand"])
            ) { directory in
                try directory.write(zeroDeltaDenseNodesPBF(blobs: 24), "zero-nodes.osm.pbf")
            },
            HostileCase(
                "pbf-raw-size-far-beyond-its-zlib-data", .expansion,
                arguments: ["build", "@raw-size.osm.pbf", "-o", "@out.gazetteer"],
                outcome: .refused(mentioning: ["raw_size"])
            ) { directory in
                var file = PBFBuilder.headerFrame()
                var blob = ProtobufWriter()
                blob.varintField(2, UInt64(32 << 20) - 1)
                blob.bytesField(3, Compression.zlib(Array("x".utf8)))
                for _ in 0..<64 { file += PBFBuilder.frame(type: "OSMData", blob: blob.bytes) }
                try directory.write(file, "raw-size.osm.pbf")
            },
        ]
    }

    /// Good GeoNames rows repeated to about `count` bytes: text that compresses several hundred times.
    static func repeatedPlaces(_ count: Int) -> [UInt8] {
        let rows = Array(placesText.utf8)
        return Array([[UInt8]](repeating: rows, count: count / rows.count).joined())
    }

    static func rawDeflateOnce(_ data: [UInt8]) -> [UInt8] { Compression.rawDeflate(data, level: 9) }

    /// A zip whose central directory lists `entries` members, all pointing at the one local header.
    public static func sharedMemberZip(entries: Int, member: [UInt8]) -> [UInt8] {
        var archive = RawZip()
        archive.add("XX0.txt", deflated: rawDeflateOnce(member), size: member.count, crc: Compression.crc32(member))
        for number in 1..<entries { archive.repeatEntry(0, as: "XX\(number).txt") }
        return archive.finish()
    }

    /// A zip whose first member's stored data holds the second member's whole local record.
    public static func overlappingZip() -> [UInt8] {
        let text = Array(placesText.utf8)
        let inner = RawZip.localRecord("XX1.txt", method: 0, crc: Compression.crc32(text), compressedSize: text.count, size: text.count)
        var archive = RawZip()
        archive.add("XX0.txt", stored: inner + text)
        archive.add("XX1.txt", stored: text)
        archive.moveEntry(1, toOffsetOf: 0, plus: RawZip.localRecord("XX0.txt", method: 0, crc: 0, compressedSize: 0, size: 0).count)
        return archive.finish()
    }

    /// A PBF file: the header, then `blobs` copies of one zlib blob holding a 30 MiB block of dense
    /// nodes whose deltas are all zero (each node three bytes before compression, nothing after).
    static func zeroDeltaDenseNodesPBF(blobs: Int) -> [UInt8] {
        let nodes = 10 << 20
        var dense = ProtobufWriter()
        let zerosField = [UInt8](repeating: 0, count: nodes)
        dense.bytesField(1, zerosField)
        dense.bytesField(8, zerosField)
        dense.bytesField(9, zerosField)
        var group = ProtobufWriter()
        group.bytesField(2, dense.bytes)
        let block = PBFBuilder.primitiveBlock(strings: [""], group: group.bytes)
        let frame = PBFBuilder.frame(type: "OSMData", blob: PBFBuilder.zlibBlob(block))
        return PBFBuilder.headerFrame() + Array([[UInt8]](repeating: frame, count: blobs).joined())
    }
}
