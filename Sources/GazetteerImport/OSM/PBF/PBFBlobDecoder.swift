/// Turns a serialized `Blob` message into the bytes it carries: stored raw, or zlib-compressed.
///
/// `lzma_data` (4), `OBSOLETE_bzip2_data` (5), `lz4_data` (6) and `zstd_data` (7) are recognised and refused.
enum PBFBlobDecoder {
    enum Payload {
        case raw(UnsafeRawBufferPointer)
        case zlib(UnsafeRawBufferPointer)
        case unsupported(String)
    }

    /// Calls `body` with the uncompressed bytes of `blob`; the bytes are valid only inside `body`.
    ///
    /// - Throws: ``PBFProblem`` for malformed, oversized, unsupported or corrupt data; whatever `body` throws.
    /// - Complexity: O(n) in the uncompressed size, which is limited to 32 MiB.
    static func withData<R>(_ blob: [UInt8], _ body: (UnsafeRawBufferPointer) throws -> R) throws -> R {
        try blob.withUnsafeBytes { bytes in
            let (payload, rawSize) = try fields(of: bytes)
            switch payload {
            case nil: throw PBFProblem.emptyBlob
            case .unsupported(let method): throw PBFProblem.unsupportedCompression(method)
            case .raw(let data): return try body(data)
            case .zlib(let data):
                guard let rawSize else { throw PBFProblem.missingField("Blob.raw_size") }
                guard rawSize >= 0 else { throw PBFProblem.valueOutOfRange("raw_size \(rawSize)") }
                try checkRawSize(rawSize, compressed: data.count)
                let inflated = try inflate(data, size: Int(rawSize))
                return try inflated.withUnsafeBytes { try body($0) }
            }
        }
    }

    /// The payload of a serialized `Blob` and its `raw_size`, if given; the views point into `bytes`.
    ///
    /// - Throws: ``PBFProblem/malformed(_:)``.
    static func fields(of bytes: UnsafeRawBufferPointer) throws(PBFProblem) -> (payload: Payload?, rawSize: Int64?) {
        var reader = ProtobufReader(bytes)
        var payload: Payload?
        var rawSize: Int64?
        do throws(ProtobufError) {
            while let field = try reader.nextField() {
                switch field.number {
                case 1: payload = .raw(try reader.readLengthDelimited(field))
                case 2: rawSize = Int64(bitPattern: try reader.readVarint(field))
                case 3: payload = .zlib(try reader.readLengthDelimited(field))
                case 4, 5, 6, 7:
                    _ = try reader.readLengthDelimited(field)
                    payload = .unsupported(["lzma", "bzip2", "lz4", "zstd"][field.number - 4])
                default: try reader.skip(field.wireType)
                }
            }
        } catch {
            throw .malformed("Blob: \(error)")
        }
        return (payload, rawSize)
    }

    /// The bytes `blob` holds once uncompressed: its `raw_size` for zlib data, else the size of its
    /// raw data; 0 when it cannot tell (the decoder then reports what is wrong). Read on the framing
    /// thread, so that a blob that could never inflate to its `raw_size` is refused before a worker
    /// sets memory aside for it, and the file's expansion budget counts what the blobs will take.
    ///
    /// - Throws: ``PBFProblem/rawSizeTooLarge(bytes:)`` or ``PBFProblem/rawSizeBeyondData(rawSize:compressed:)``.
    /// - Complexity: O(fields): payloads are skipped, not read.
    static func inflatedSize(of blob: [UInt8]) throws(PBFProblem) -> Int {
        let fields = blob.withUnsafeBytes { try? Self.fields(of: $0) }
        switch fields?.payload {
        case .raw(let data)?: return data.count
        case .zlib(let data)?:
            guard let rawSize = fields?.rawSize, rawSize >= 0 else { return 0 }
            try checkRawSize(rawSize, compressed: data.count)
            return Int(rawSize)
        default: return 0
        }
    }

    /// Refuses a `raw_size` past the blob limit or past what `compressed` bytes of zlib data can inflate to.
    private static func checkRawSize(_ rawSize: Int64, compressed: Int) throws(PBFProblem) {
        guard rawSize <= PBFLimits.maxBlobBytes else { throw .rawSizeTooLarge(bytes: Int(rawSize)) }
        guard rawSize <= Int64(PBFLimits.maxInflationRatio * compressed + 64) else {
            throw .rawSizeBeyondData(rawSize: Int(rawSize), compressed: compressed)
        }
    }

    /// Inflates a zlib stream that must produce exactly `size` bytes.
    private static func inflate(_ data: UnsafeRawBufferPointer, size: Int) throws(PBFProblem) -> [UInt8] {
        let output: [UInt8]
        do throws(ZlibBufferInflater.Failure) {
            // One spare byte tells "exactly size" apart from "more than size".
            output = try ZlibBufferInflater.inflate(data, capacity: size + 1)
        } catch {
            switch error {
            case .pastCapacity: throw .decompressionFailed("data inflates to more than raw_size \(size)")
            case .invalidData: throw .decompressionFailed("invalid data")
            case .outOfMemory: throw .decompressionFailed("out of memory")
            }
        }
        guard output.count == size else { throw .sizeMismatch(expected: size, actual: output.count) }
        return output
    }
}
