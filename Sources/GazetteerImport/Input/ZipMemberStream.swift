import CZlib

/// The decompressed bytes of one zip member, stored or deflated.
///
/// The member's CRC-32 and size are checked against the central directory as its end is reached.
/// Its inflate state and input buffer exist only while it is being read.
final class ZipMemberStream: ByteStream {
    let name: String
    var sourceSize: UInt64 { file.size }
    /// The position reached in the archive: `sourceBytesRead / sourceSize` is the progress through the file.
    var sourceBytesRead: UInt64 {
        if finished { return dataRange.upperBound }
        return inflater?.position ?? (dataRange.lowerBound + storedBytesRead)
    }

    private let file: SourceFile
    private let entry: ZipEntry
    /// Where the member's compressed data lies in the archive.
    let dataRange: Range<UInt64>
    private let budget: ExpansionBudget
    private var inflater: Inflater?
    /// Compressed bytes of this member consumed so far.
    private var consumed: UInt64 = 0
    private var storedBytesRead: UInt64 = 0
    private var produced: UInt64 = 0
    private var checksum: UInt = 0
    private var finished = false

    /// Prepares to read `entry` of the archive `file`; `budget` is shared by all members of the archive.
    ///
    /// - Throws: ``InputError/encryptedMember(path:member:)``,
    ///   ``InputError/unsupportedCompressionMethod(path:member:method:)``, or an error from
    ///   ``ZipLocalHeader/dataRange(of:in:)``.
    init(file: SourceFile, entry: ZipEntry, budget: ExpansionBudget) throws(InputError) {
        guard !entry.isEncrypted else {
            throw .encryptedMember(path: file.path, member: entry.name)
        }
        guard entry.method == ZipEntry.stored || entry.method == ZipEntry.deflated else {
            throw .unsupportedCompressionMethod(path: file.path, member: entry.name, method: entry.method)
        }
        self.file = file
        self.entry = entry
        self.budget = budget
        self.name = "\(file.path):\(entry.name)"
        self.dataRange = try ZipLocalHeader.dataRange(of: entry, in: file)
    }

    func read(into buffer: UnsafeMutableRawBufferPointer) throws(InputError) -> Int {
        guard !finished, let base = buffer.baseAddress, buffer.count > 0 else { return 0 }
        let count = entry.method == ZipEntry.stored ? try readStored(into: buffer) : try readDeflated(into: buffer)
        checksum = crc32_z(checksum, base.assumingMemoryBound(to: Bytef.self), count)
        produced += UInt64(count)
        guard produced <= entry.uncompressedSize else {
            throw sizeMismatch()
        }
        let position = sourceBytesRead
        let consumedNow = position - dataRange.lowerBound
        try budget.record(produced: UInt64(count), consumed: consumedNow - consumed, name: name, offset: position)
        consumed = consumedNow
        if finished {
            try verifyEnd()
        }
        return count
    }

    private func readStored(into buffer: UnsafeMutableRawBufferPointer) throws(InputError) -> Int {
        let remaining = UInt64(dataRange.count) - storedBytesRead
        let wanted = Int(clamping: min(UInt64(buffer.count), remaining))
        let count = try file.read(
            into: UnsafeMutableRawBufferPointer(rebasing: buffer[0..<wanted]), at: dataRange.lowerBound + storedBytesRead)
        storedBytesRead += UInt64(count)
        guard count == wanted else {
            throw .unexpectedEndOfZipMember(path: file.path, member: entry.name, offset: sourceBytesRead)
        }
        finished = storedBytesRead == UInt64(dataRange.count)
        return count
    }

    private func readDeflated(into buffer: UnsafeMutableRawBufferPointer) throws(InputError) -> Int {
        let inflater = if let inflater = self.inflater { inflater } else { try startInflating() }
        let (count, outcome) = try inflater.inflate(into: buffer)
        switch outcome {
        case .outputFull:
            break
        case .streamEnd:
            finished = true
            self.inflater = nil
        case .inputExhausted:
            throw .unexpectedEndOfZipMember(path: file.path, member: entry.name, offset: inflater.position)
        }
        return count
    }

    private func startInflating() throws(InputError) -> Inflater {
        let inflater = try Inflater(file: file, range: dataRange, format: .rawDeflate, name: name) {
            [path = file.path, member = entry.name] reason, offset in
            .corruptZipMember(path: path, member: member, offset: offset, reason: reason)
        }
        self.inflater = inflater
        return inflater
    }

    private func verifyEnd() throws(InputError) {
        guard produced == entry.uncompressedSize else { throw sizeMismatch() }
        guard UInt32(truncatingIfNeeded: checksum) == entry.crc32 else {
            throw .zipMemberChecksumMismatch(
                path: file.path, member: entry.name, offset: sourceBytesRead,
                expected: entry.crc32, actual: UInt32(truncatingIfNeeded: checksum))
        }
    }

    private func sizeMismatch() -> InputError {
        .zipMemberSizeMismatch(
            path: file.path, member: entry.name, offset: sourceBytesRead,
            expected: entry.uncompressedSize, actual: produced)
    }
}
