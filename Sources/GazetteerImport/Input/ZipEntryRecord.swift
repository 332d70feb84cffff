/// Decodes one central directory file header into a ``ZipEntry``, applying the ZIP64 extra field.
enum ZipEntryRecord {
    static let signature: UInt32 = 0x0201_4B50
    static let fixedLength = 46
    private static let zip64ExtraTag: UInt16 = 0x0001
    private static let zip64Marker32: UInt32 = 0xFFFF_FFFF

    /// Reads the header at the reader's position and moves past it (name, extra field and comment).
    ///
    /// - Throws: `OutOfBounds` if the signature is wrong or a field or the ZIP64 extra field is cut short.
    static func read(_ reader: inout LittleEndianReader) throws(LittleEndianReader.OutOfBounds) -> ZipEntry {
        guard try reader.readUInt32() == signature else { throw LittleEndianReader.OutOfBounds() }
        try reader.skip(4)  // version made by, version needed
        let flags = try reader.readUInt16()
        let method = try reader.readUInt16()
        try reader.skip(4)  // modification time and date
        let crc32 = try reader.readUInt32()
        let compressedSize = try reader.readUInt32()
        let uncompressedSize = try reader.readUInt32()
        let nameLength = Int(try reader.readUInt16())
        let extraLength = Int(try reader.readUInt16())
        let commentLength = Int(try reader.readUInt16())
        try reader.skip(8)  // disk number start, internal and external attributes
        let localHeaderOffset = try reader.readUInt32()
        let name = String(decoding: try reader.readBytes(nameLength), as: UTF8.self)
        let extra = Array(try reader.readBytes(extraLength))
        try reader.skip(commentLength)

        var entry = ZipEntry(
            name: name, flags: flags, method: method, crc32: crc32,
            compressedSize: UInt64(compressedSize), uncompressedSize: UInt64(uncompressedSize),
            localHeaderOffset: UInt64(localHeaderOffset))
        try applyZip64Extra(extra, to: &entry)
        return entry
    }

    /// Replaces the 32-bit fields set to 0xFFFFFFFF with the 64-bit values of the ZIP64 extra field,
    /// which stores them in the order uncompressed size, compressed size, local header offset.
    private static func applyZip64Extra(_ extra: [UInt8], to entry: inout ZipEntry) throws(LittleEndianReader.OutOfBounds) {
        let marker = UInt64(zip64Marker32)
        guard entry.uncompressedSize == marker || entry.compressedSize == marker || entry.localHeaderOffset == marker
        else { return }
        var fields = LittleEndianReader(extra)
        while fields.remaining >= 4 {
            let tag = try fields.readUInt16()
            let body = Array(try fields.readBytes(Int(try fields.readUInt16())))
            guard tag == zip64ExtraTag else { continue }
            var values = LittleEndianReader(body)
            if entry.uncompressedSize == marker { entry.uncompressedSize = try values.readUInt64() }
            if entry.compressedSize == marker { entry.compressedSize = try values.readUInt64() }
            if entry.localHeaderOffset == marker { entry.localHeaderOffset = try values.readUInt64() }
            return
        }
        throw LittleEndianReader.OutOfBounds()
    }
}
