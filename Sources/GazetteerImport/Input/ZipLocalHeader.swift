/// Finds where a zip member's data starts, from the local header in front of it.
///
/// The local header repeats the entry's name and carries its own extra field, whose length may
/// differ from the central directory's, so the data offset can only be known by reading it.
enum ZipLocalHeader {
    static let signature: UInt32 = 0x0403_4B50
    static let fixedLength = 30

    /// The byte range of `entry`'s compressed data in `file`.
    ///
    /// - Throws: ``InputError/corruptZipDirectory(path:offset:reason:)`` if no local header is at the
    ///   recorded offset; ``InputError/unexpectedEndOfZipMember(path:member:offset:)`` if the data
    ///   runs past the end of the file.
    static func dataRange(of entry: ZipEntry, in file: SourceFile) throws(InputError) -> Range<UInt64> {
        let offset = entry.localHeaderOffset
        let bytes = offset < file.size ? try file.readBytes(count: fixedLength, at: offset) : []
        var reader = LittleEndianReader(bytes)
        let nameLength: UInt16
        let extraLength: UInt16
        do {
            guard try reader.readUInt32() == signature else {
                throw LittleEndianReader.OutOfBounds()
            }
            try reader.skip(22)
            nameLength = try reader.readUInt16()
            extraLength = try reader.readUInt16()
        } catch {
            throw .corruptZipDirectory(
                path: file.path, offset: offset, reason: "no local header for member \(entry.name)")
        }
        let start = offset + UInt64(fixedLength) + UInt64(nameLength) + UInt64(extraLength)
        guard start <= file.size, entry.compressedSize <= file.size - start else {
            throw .unexpectedEndOfZipMember(path: file.path, member: entry.name, offset: file.size)
        }
        return start..<start + entry.compressedSize
    }
}
