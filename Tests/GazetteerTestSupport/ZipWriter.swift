/// Writes small zip archives in memory for tests: stored and deflated members, directories,
/// deliberately wrong headers, and ZIP64 records and extra fields.
public struct ZipWriter {
    /// How a member's data is written.
    public enum Method: Sendable {
        /// Method 0: the bytes as they are.
        case stored
        /// Method 8: raw deflate.
        case deflated
        /// Any other method number; the bytes are written as they are.
        case other(UInt16)

        public var number: UInt16 {
            switch self {
            case .stored: 0
            case .deflated: 8
            case .other(let number): number
            }
        }
    }

    /// Whether every entry and the end of the archive use ZIP64 records and extra fields.
    public let zip64: Bool
    private var bytes: [UInt8] = []
    private var directory: [UInt8] = []
    private var entryCount = 0

    public init(zip64: Bool = false) {
        self.zip64 = zip64
    }

    /// Adds a directory entry; its name should end with "/".
    public mutating func addDirectory(_ name: String) {
        addFile(name, contents: [], method: .stored)
    }

    /// Adds a file entry.
    ///
    /// - Parameters:
    ///   - crc32: The CRC-32 to record instead of the true one.
    ///   - compressedSize: The compressed size to record instead of the true one.
    ///   - encrypted: Sets flag bit 0 (the data is not actually encrypted).
    ///   - localExtraPadding: Bytes of an extra field only in the local header, so that the local
    ///     and central extra lengths differ.
    public mutating func addFile(
        _ name: String, contents: [UInt8], method: Method = .deflated,
        crc32: UInt32? = nil, compressedSize: UInt64? = nil, encrypted: Bool = false, localExtraPadding: Int = 0
    ) {
        let data = if case .deflated = method { Compression.rawDeflate(contents) } else { contents }
        let checksum = crc32 ?? Compression.crc32(contents)
        let declaredCompressed = compressedSize ?? UInt64(data.count)
        let uncompressed = UInt64(contents.count)
        let offset = UInt64(bytes.count)
        let flags: UInt16 = (encrypted ? 1 : 0) | 0x0800
        let nameBytes = Array(name.utf8)

        var localExtra: [UInt8] = []
        if zip64 {
            localExtra.appendLittleEndian(UInt16(0x0001))
            localExtra.appendLittleEndian(UInt16(16))
            localExtra.appendLittleEndian(uncompressed)
            localExtra.appendLittleEndian(declaredCompressed)
        }
        if localExtraPadding > 0 {
            localExtra.appendLittleEndian(UInt16(0xCAFE))
            localExtra.appendLittleEndian(UInt16(localExtraPadding))
            localExtra.append(contentsOf: repeatElement(0xEE, count: localExtraPadding))
        }
        bytes.appendLittleEndian(UInt32(0x0403_4B50))
        bytes.appendLittleEndian(UInt16(zip64 ? 45 : 20))
        bytes.appendLittleEndian(flags)
        bytes.appendLittleEndian(method.number)
        bytes.appendLittleEndian(UInt32(0))  // time and date
        bytes.appendLittleEndian(checksum)
        bytes.appendLittleEndian(zip64 ? UInt32.max : UInt32(declaredCompressed))
        bytes.appendLittleEndian(zip64 ? UInt32.max : UInt32(uncompressed))
        bytes.appendLittleEndian(UInt16(nameBytes.count))
        bytes.appendLittleEndian(UInt16(localExtra.count))
        bytes.append(contentsOf: nameBytes)
        bytes.append(contentsOf: localExtra)
        bytes.append(contentsOf: data)

        var centralExtra: [UInt8] = []
        if zip64 {
            centralExtra.appendLittleEndian(UInt16(0x0001))
            centralExtra.appendLittleEndian(UInt16(24))
            centralExtra.appendLittleEndian(uncompressed)
            centralExtra.appendLittleEndian(declaredCompressed)
            centralExtra.appendLittleEndian(offset)
        }
        directory.appendLittleEndian(UInt32(0x0201_4B50))
        directory.appendLittleEndian(UInt16(0x0300 | 45))  // made by Unix
        directory.appendLittleEndian(UInt16(zip64 ? 45 : 20))
        directory.appendLittleEndian(flags)
        directory.appendLittleEndian(method.number)
        directory.appendLittleEndian(UInt32(0))
        directory.appendLittleEndian(checksum)
        directory.appendLittleEndian(zip64 ? UInt32.max : UInt32(declaredCompressed))
        directory.appendLittleEndian(zip64 ? UInt32.max : UInt32(uncompressed))
        directory.appendLittleEndian(UInt16(nameBytes.count))
        directory.appendLittleEndian(UInt16(centralExtra.count))
        directory.appendLittleEndian(UInt16(0))  // comment length
        directory.appendLittleEndian(UInt16(0))  // disk number start
        directory.appendLittleEndian(UInt16(0))  // internal attributes
        directory.appendLittleEndian(UInt32(0))  // external attributes
        directory.appendLittleEndian(zip64 ? UInt32.max : UInt32(offset))
        directory.append(contentsOf: nameBytes)
        directory.append(contentsOf: centralExtra)
        entryCount += 1
    }

    /// The finished archive: entries, central directory, ZIP64 records if any, end record and comment.
    public func finish(comment: String = "") -> [UInt8] {
        var archive = bytes
        let directoryOffset = UInt64(archive.count)
        archive.append(contentsOf: directory)
        if zip64 {
            let recordOffset = UInt64(archive.count)
            archive.appendLittleEndian(UInt32(0x0606_4B50))
            archive.appendLittleEndian(UInt64(44))  // size of the rest of the record
            archive.appendLittleEndian(UInt16(45))
            archive.appendLittleEndian(UInt16(45))
            archive.appendLittleEndian(UInt32(0))
            archive.appendLittleEndian(UInt32(0))
            archive.appendLittleEndian(UInt64(entryCount))
            archive.appendLittleEndian(UInt64(entryCount))
            archive.appendLittleEndian(UInt64(directory.count))
            archive.appendLittleEndian(directoryOffset)
            archive.appendLittleEndian(UInt32(0x0706_4B50))
            archive.appendLittleEndian(UInt32(0))
            archive.appendLittleEndian(recordOffset)
            archive.appendLittleEndian(UInt32(1))
        }
        let commentBytes = Array(comment.utf8)
        archive.appendLittleEndian(UInt32(0x0605_4B50))
        archive.appendLittleEndian(UInt16(0))
        archive.appendLittleEndian(UInt16(0))
        archive.appendLittleEndian(zip64 ? UInt16.max : UInt16(entryCount))
        archive.appendLittleEndian(zip64 ? UInt16.max : UInt16(entryCount))
        archive.appendLittleEndian(zip64 ? UInt32.max : UInt32(directory.count))
        archive.appendLittleEndian(zip64 ? UInt32.max : UInt32(directoryOffset))
        archive.appendLittleEndian(UInt16(commentBytes.count))
        archive.append(contentsOf: commentBytes)
        return archive
    }
}

extension Array where Element == UInt8 {
    /// Appends `value` in little-endian byte order.
    public mutating func appendLittleEndian<Value: FixedWidthInteger>(_ value: Value) {
        for index in 0..<(Value.bitWidth / 8) {
            append(UInt8(truncatingIfNeeded: value >> (8 * index)))
        }
    }
}
