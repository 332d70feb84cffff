/// The entries of a zip archive, read from its central directory (ZIP64 included).
///
/// The end of central directory record is searched backwards through the last 64 KiB + 22 bytes
/// of the file (the record plus the longest comment). A ZIP64 locator just before it, when
/// present, points to the ZIP64 record whose counts, size and offset replace the record's.
struct ZipCentralDirectory {
    /// The file entries, in central directory order.
    let entries: [ZipEntry]
    /// Where the central directory starts: no member's data may run into it.
    let offset: UInt64

    /// Reads the central directory of `file`.
    ///
    /// - Throws: ``InputError/zipEndRecordNotFound(path:)``, ``InputError/multiVolumeZip(path:)``,
    ///   ``InputError/corruptZipDirectory(path:offset:reason:)`` or a read error.
    /// - Complexity: O(size of the central directory).
    init(file: SourceFile) throws(InputError) {
        let location = try Self.locate(in: file)
        let bytes = try file.readBytes(count: Int(location.size), at: location.offset)
        var reader = LittleEndianReader(bytes)
        var entries: [ZipEntry] = []
        entries.reserveCapacity(Int(location.entryCount))
        while UInt64(entries.count) < location.entryCount {
            let start = location.offset + UInt64(reader.position)
            guard let entry = try? ZipEntryRecord.read(&reader) else {
                throw .corruptZipDirectory(
                    path: file.path, offset: start,
                    reason: "central directory entry \(entries.count + 1) is damaged or cut short")
            }
            entries.append(entry)
        }
        self.entries = entries
        self.offset = location.offset
    }
}

extension ZipCentralDirectory {
    /// Where the central directory lies and how many entries it holds.
    private struct Location {
        var entryCount: UInt64
        var offset: UInt64
        var size: UInt64
    }

    /// The fields of an end of central directory record (classic or ZIP64) that locate the directory.
    private struct EndRecord {
        var disk: UInt32
        var directoryDisk: UInt32
        var entriesOnDisk: UInt64
        var entryCount: UInt64
        var directorySize: UInt64
        var directoryOffset: UInt64
    }

    private static let endRecordSignature: UInt32 = 0x0605_4B50
    private static let endRecordLength = 22
    private static let zip64LocatorSignature: UInt32 = 0x0706_4B50
    private static let zip64LocatorLength = 20
    private static let zip64EndRecordSignature: UInt32 = 0x0606_4B50
    private static let zip64EndRecordLength = 56
    /// A central directory larger than this is taken for damage rather than read into memory.
    private static let largestDirectory: UInt64 = 1 << 30

    private static func locate(in file: SourceFile) throws(InputError) -> Location {
        let tailLength = Int(min(file.size, UInt64(endRecordLength + 0xFFFF)))
        let tailStart = file.size - UInt64(tailLength)
        let tail = try file.readBytes(count: tailLength, at: tailStart)
        var index = tail.count - endRecordLength
        while index >= 0 {
            var reader = LittleEndianReader(tail, position: index)
            if let (record, commentLength) = try? classicEndRecord(&reader),
               index + endRecordLength + commentLength <= tail.count {
                let recordOffset = tailStart + UInt64(index)
                let zip64 = try zip64EndRecord(in: file, endRecordOffset: recordOffset)
                return try check(zip64?.record ?? record, end: zip64?.offset ?? recordOffset, path: file.path)
            }
            index -= 1
        }
        throw .zipEndRecordNotFound(path: file.path)
    }

    private static func check(_ record: EndRecord, end: UInt64, path: String) throws(InputError) -> Location {
        guard record.disk == 0, record.directoryDisk == 0, record.entriesOnDisk == record.entryCount else {
            throw .multiVolumeZip(path: path)
        }
        let location = Location(entryCount: record.entryCount, offset: record.directoryOffset, size: record.directorySize)
        guard location.offset <= end, location.size <= end - location.offset else {
            throw .corruptZipDirectory(
                path: path, offset: end,
                reason: "central directory of \(location.size) bytes at byte \(location.offset) lies outside the archive")
        }
        guard location.size <= largestDirectory, location.entryCount <= location.size / UInt64(ZipEntryRecord.fixedLength) else {
            throw .corruptZipDirectory(
                path: path, offset: end,
                reason: "\(location.entryCount) entries in a central directory of \(location.size) bytes")
        }
        return location
    }

    private static func classicEndRecord(
        _ reader: inout LittleEndianReader
    ) throws(LittleEndianReader.OutOfBounds) -> (EndRecord, commentLength: Int) {
        guard try reader.readUInt32() == endRecordSignature else { throw LittleEndianReader.OutOfBounds() }
        let record = EndRecord(
            disk: UInt32(try reader.readUInt16()),
            directoryDisk: UInt32(try reader.readUInt16()),
            entriesOnDisk: UInt64(try reader.readUInt16()),
            entryCount: UInt64(try reader.readUInt16()),
            directorySize: UInt64(try reader.readUInt32()),
            directoryOffset: UInt64(try reader.readUInt32()))
        return (record, Int(try reader.readUInt16()))
    }

    /// The ZIP64 end record and its offset, or `nil` if no ZIP64 locator precedes the classic record.
    private static func zip64EndRecord(
        in file: SourceFile, endRecordOffset: UInt64
    ) throws(InputError) -> (record: EndRecord, offset: UInt64)? {
        guard endRecordOffset >= UInt64(zip64LocatorLength) else { return nil }
        let locatorOffset = endRecordOffset - UInt64(zip64LocatorLength)
        var locator = LittleEndianReader(try file.readBytes(count: zip64LocatorLength, at: locatorOffset))
        guard (try? locator.readUInt32()) == zip64LocatorSignature,
              (try? locator.skip(4)) != nil,
              let recordOffset = try? locator.readUInt64(),
              let diskCount = try? locator.readUInt32()
        else { return nil }
        guard diskCount <= 1 else { throw .multiVolumeZip(path: file.path) }
        let bytes = recordOffset < locatorOffset ? try file.readBytes(count: zip64EndRecordLength, at: recordOffset) : []
        var reader = LittleEndianReader(bytes)
        guard let record = try? readZip64EndRecord(&reader) else {
            throw .corruptZipDirectory(
                path: file.path, offset: locatorOffset, reason: "the ZIP64 locator points to no ZIP64 end record")
        }
        return (record, recordOffset)
    }

    private static func readZip64EndRecord(
        _ reader: inout LittleEndianReader
    ) throws(LittleEndianReader.OutOfBounds) -> EndRecord {
        guard try reader.readUInt32() == zip64EndRecordSignature else { throw LittleEndianReader.OutOfBounds() }
        try reader.skip(12)  // record size, version made by, version needed
        return EndRecord(
            disk: try reader.readUInt32(),
            directoryDisk: try reader.readUInt32(),
            entriesOnDisk: try reader.readUInt64(),
            entryCount: try reader.readUInt64(),
            directorySize: try reader.readUInt64(),
            directoryOffset: try reader.readUInt64())
    }
}
