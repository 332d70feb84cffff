/// A zip writer that lets central directory entries point wherever a bomb needs them to: several
/// entries at one local header, or one member's data holding another member's local header.
struct RawZip {
    private struct Entry {
        var name: String
        var method: UInt16
        var crc: UInt32
        var compressedSize: Int
        var size: Int
        var offset: Int
    }

    private var bytes: [UInt8] = []
    private var entries: [Entry] = []

    /// Adds a deflated member whose compressed data is `deflated`.
    mutating func add(_ name: String, deflated: [UInt8], size: Int, crc: UInt32) {
        let offset = bytes.count
        bytes += Self.localRecord(name, method: 8, crc: crc, compressedSize: deflated.count, size: size)
        bytes += deflated
        entries.append(Entry(name: name, method: 8, crc: crc, compressedSize: deflated.count, size: size, offset: offset))
    }

    /// Adds a stored member.
    mutating func add(_ name: String, stored data: [UInt8]) {
        let offset = bytes.count
        let crc = Compression.crc32(data)
        bytes += Self.localRecord(name, method: 0, crc: crc, compressedSize: data.count, size: data.count)
        bytes += data
        entries.append(Entry(name: name, method: 0, crc: crc, compressedSize: data.count, size: data.count, offset: offset))
    }

    /// Adds a central directory entry for the data of entry `index`, under another name.
    mutating func repeatEntry(_ index: Int, as name: String) {
        var entry = entries[index]
        entry.name = name
        entries.append(entry)
    }

    /// Points entry `index` at the local header of entry `other`, moved on by `plus` bytes.
    mutating func moveEntry(_ index: Int, toOffsetOf other: Int, plus: Int) {
        entries[index].offset = entries[other].offset + plus
    }

    /// A local file header (30 bytes and the name) for a member.
    static func localRecord(_ name: String, method: UInt16, crc: UInt32, compressedSize: Int, size: Int) -> [UInt8] {
        var record: [UInt8] = []
        record.appendLittleEndian(UInt32(0x0403_4B50))
        record.appendLittleEndian(UInt16(20))
        record.appendLittleEndian(UInt16(0))
        record.appendLittleEndian(method)
        record.appendLittleEndian(UInt32(0))
        record.appendLittleEndian(crc)
        record.appendLittleEndian(UInt32(compressedSize))
        record.appendLittleEndian(UInt32(size))
        record.appendLittleEndian(UInt16(name.utf8.count))
        record.appendLittleEndian(UInt16(0))
        record += Array(name.utf8)
        return record
    }

    /// The archive: local records, central directory, end record.
    func finish() -> [UInt8] {
        var archive = bytes
        let directoryOffset = archive.count
        for entry in entries {
            archive.appendLittleEndian(UInt32(0x0201_4B50))
            archive.appendLittleEndian(UInt16(0x0314))
            archive.appendLittleEndian(UInt16(20))
            archive.appendLittleEndian(UInt16(0))
            archive.appendLittleEndian(entry.method)
            archive.appendLittleEndian(UInt32(0))
            archive.appendLittleEndian(entry.crc)
            archive.appendLittleEndian(UInt32(entry.compressedSize))
            archive.appendLittleEndian(UInt32(entry.size))
            archive.appendLittleEndian(UInt16(entry.name.utf8.count))
            archive.appendLittleEndian(UInt16(0))
            archive.appendLittleEndian(UInt16(0))
            archive.appendLittleEndian(UInt16(0))
            archive.appendLittleEndian(UInt16(0))
            archive.appendLittleEndian(UInt32(0))
            archive.appendLittleEndian(UInt32(entry.offset))
            archive += Array(entry.name.utf8)
        }
        let directorySize = archive.count - directoryOffset
        archive.appendLittleEndian(UInt32(0x0605_4B50))
        archive.appendLittleEndian(UInt32(0))
        archive.appendLittleEndian(UInt16(entries.count))
        archive.appendLittleEndian(UInt16(entries.count))
        archive.appendLittleEndian(UInt32(directorySize))
        archive.appendLittleEndian(UInt32(directoryOffset))
        archive.appendLittleEndian(UInt16(0))
        return archive
    }
}
