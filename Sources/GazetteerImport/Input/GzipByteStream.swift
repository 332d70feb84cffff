/// The decompressed bytes of a gzip file, all of its members in turn.
///
/// Concatenated members (as written by `cat a.gz b.gz` or parallel compressors) are read whole;
/// zero padding after the last member is skipped. Each member's CRC-32 and length are checked.
final class GzipByteStream: ByteStream {
    let name: String
    var sourceSize: UInt64 { file.size }
    var sourceBytesRead: UInt64 { inflater.position }

    private let file: SourceFile
    private let inflater: Inflater
    private let budget: ExpansionBudget
    private var finished = false

    /// Creates a stream over the whole of `file`, which starts with the gzip magic.
    ///
    /// - Throws: ``InputError/zlibFailure(name:code:reason:)`` if zlib cannot start.
    init(file: SourceFile, limits: DecompressionLimits) throws(InputError) {
        let path = file.path
        self.file = file
        self.name = path
        self.budget = ExpansionBudget(limits: limits)
        self.inflater = try Inflater(file: file, range: 0..<file.size, format: .gzip, name: path) { reason, offset in
            switch reason {
            case "incorrect data check": .gzipTrailerMismatch(path: path, offset: offset, check: "CRC-32")
            case "incorrect length check": .gzipTrailerMismatch(path: path, offset: offset, check: "length")
            default: .corruptGzip(path: path, offset: offset, reason: reason)
            }
        }
        file.adviseSequentialReading()
    }

    func read(into buffer: UnsafeMutableRawBufferPointer) throws(InputError) -> Int {
        var filled = 0
        while !finished, filled < buffer.count {
            let (count, outcome) = try inflater.inflate(into: UnsafeMutableRawBufferPointer(rebasing: buffer[filled...]))
            filled += count
            switch outcome {
            case .outputFull:
                break
            case .inputExhausted:
                throw .unexpectedEndOfGzip(path: file.path, offset: inflater.position)
            case .streamEnd:
                try startNextMember()
            }
        }
        let position = inflater.position
        try budget.record(produced: UInt64(filled), consumed: position - budget.consumed, name: name, offset: position)
        return filled
    }

    /// After a member ends: go on with the next member, or finish at the end of the file or of its zero padding.
    private func startNextMember() throws(InputError) {
        if try inflater.peekByte() == 0x1F {
            try inflater.reset()
        } else if try inflater.skipZeroBytes() == nil {
            finished = true
        } else {
            throw .gzipTrailingData(path: file.path, offset: inflater.position)
        }
    }
}
