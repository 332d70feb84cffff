import CZlib

/// One zlib inflate stream fed from a byte range of a file: the streaming decompressor.
///
/// Gzip files and zip members both decompress through it. It reads the compressed range in chunks
/// of up to ``inputChunkSize`` into a buffer it owns, and writes straight into the caller's buffer.
final class Inflater {
    /// The framing around the deflate data.
    enum Format {
        /// Gzip members (header and CRC-32/length trailer checked by zlib).
        case gzip
        /// Bare deflate data, as in a zip member.
        case rawDeflate

        fileprivate var windowBits: Int32 {
            switch self {
            case .gzip: 15 + 16
            case .rawDeflate: -15
            }
        }
    }

    /// Why ``inflate(into:)`` returned.
    enum Outcome {
        /// The output buffer is full; more data may follow.
        case outputFull
        /// The deflate stream (or gzip member) ended.
        case streamEnd
        /// The compressed range was used up before the stream ended.
        case inputExhausted
    }

    /// Largest read from the file: 1 MiB.
    static let inputChunkSize = 1 << 20

    private let stream: UnsafeMutablePointer<z_stream>
    private let input: UnsafeMutableRawBufferPointer
    private let file: SourceFile
    private let end: UInt64
    private var readOffset: UInt64
    private let name: String
    private let corruption: (_ reason: String, _ offset: UInt64) -> InputError

    /// Starts inflating the bytes of `file` in `range`.
    ///
    /// - Parameters:
    ///   - file: The compressed file.
    ///   - range: The byte range holding the compressed data.
    ///   - format: Gzip or raw deflate.
    ///   - name: The stream's display name, for errors unrelated to the data.
    ///   - corruption: Makes the error for damaged data from zlib's message and the byte offset.
    /// - Throws: ``InputError/zlibFailure(name:code:reason:)`` if zlib cannot start.
    init(
        file: SourceFile,
        range: Range<UInt64>,
        format: Format,
        name: String,
        corruption: @escaping (_ reason: String, _ offset: UInt64) -> InputError
    ) throws(InputError) {
        stream = .allocate(capacity: 1)
        stream.initialize(to: z_stream())
        let code = inflateInit2_(stream, format.windowBits, zlibVersion(), Int32(MemoryLayout<z_stream>.size))
        guard code == Z_OK else {
            stream.deinitialize(count: 1)
            stream.deallocate()
            throw .zlibFailure(name: name, code: code, reason: "cannot start inflate")
        }
        let capacity = max(1, Int(clamping: min(UInt64(Self.inputChunkSize), UInt64(range.count))))
        input = .allocate(byteCount: capacity, alignment: 16)
        self.file = file
        self.end = range.upperBound
        self.readOffset = range.lowerBound
        self.name = name
        self.corruption = corruption
    }

    deinit {
        inflateEnd(stream)
        stream.deinitialize(count: 1)
        stream.deallocate()
        input.deallocate()
    }

    /// File offset of the first compressed byte not yet consumed.
    var position: UInt64 {
        readOffset - UInt64(stream.pointee.avail_in)
    }

    /// Decompresses into `output` until it is full, the stream ends or the input runs out.
    ///
    /// - Returns: The bytes written and why it stopped.
    /// - Throws: The `corruption` error for damaged data; ``InputError/readFailed(path:offset:reason:)``;
    ///   ``InputError/zlibFailure(name:code:reason:)``.
    /// - Complexity: O(`output.count`) plus the compressed bytes consumed.
    func inflate(into output: UnsafeMutableRawBufferPointer) throws(InputError) -> (count: Int, outcome: Outcome) {
        guard let base = output.baseAddress, output.count > 0 else { return (0, .outputFull) }
        let capacity = min(output.count, Int(UInt32.max))
        stream.pointee.next_out = base.assumingMemoryBound(to: Bytef.self)
        stream.pointee.avail_out = UInt32(capacity)
        var produced: Int { capacity - Int(stream.pointee.avail_out) }
        while true {
            if stream.pointee.avail_in == 0, try !refill() {
                return (produced, .inputExhausted)
            }
            let code = CZlib.inflate(stream, Z_NO_FLUSH)
            switch code {
            case Z_STREAM_END:
                return (produced, .streamEnd)
            case Z_OK, Z_BUF_ERROR:
                if stream.pointee.avail_out == 0 { return (produced, .outputFull) }
                if code == Z_BUF_ERROR, stream.pointee.avail_in > 0 {
                    throw .zlibFailure(name: name, code: code, reason: "inflate made no progress")
                }
            case Z_NEED_DICT:
                throw corruption("deflate data needs a preset dictionary", position)
            case Z_DATA_ERROR:
                throw corruption(zlibMessage ?? "invalid deflate data", position)
            case Z_MEM_ERROR:
                throw .zlibFailure(name: name, code: code, reason: "out of memory")
            default:
                throw .zlibFailure(name: name, code: code, reason: zlibMessage ?? "unexpected inflate result")
            }
        }
    }

    /// Makes the stream ready for the next gzip member, keeping the unconsumed input.
    func reset() throws(InputError) {
        let code = inflateReset(stream)
        guard code == Z_OK else {
            throw .zlibFailure(name: name, code: code, reason: "cannot reset inflate")
        }
    }

    /// The next unconsumed input byte, without consuming it, or `nil` at the end of the range.
    func peekByte() throws(InputError) -> UInt8? {
        if stream.pointee.avail_in == 0, try !refill() { return nil }
        return stream.pointee.next_in.pointee
    }

    /// Consumes zero bytes; returns the first nonzero byte (not consumed), or `nil` at the end of the range.
    func skipZeroBytes() throws(InputError) -> UInt8? {
        while let byte = try peekByte() {
            if byte != 0 { return byte }
            stream.pointee.next_in += 1
            stream.pointee.avail_in -= 1
        }
        return nil
    }

    private var zlibMessage: String? {
        stream.pointee.msg.map { String(cString: $0) }
    }

    private func refill() throws(InputError) -> Bool {
        guard readOffset < end else { return false }
        let wanted = Int(clamping: min(UInt64(input.count), end - readOffset))
        let count = try file.read(into: UnsafeMutableRawBufferPointer(rebasing: input[0..<wanted]), at: readOffset)
        guard count > 0 else { return false }
        readOffset += UInt64(count)
        stream.pointee.next_in = input.baseAddress!.assumingMemoryBound(to: Bytef.self)
        stream.pointee.avail_in = UInt32(count)
        return true
    }
}
