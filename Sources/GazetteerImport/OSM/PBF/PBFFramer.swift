/// Splits a PBF stream into frames: a 4-byte big-endian BlobHeader length, the BlobHeader, then the Blob.
struct PBFFramer {
    private var reader: ByteReader
    let file: String
    /// Offset of the frame returned last (or being read when an error was thrown).
    private(set) var lastOffset: UInt64 = 0

    init(reader: ByteReader) {
        self.reader = reader
        self.file = reader.name
    }

    /// File bytes behind the frames read so far: the compressed bytes when the stream is
    /// decompressed, so limits on inflation hold against the file itself.
    var sourceBytesRead: UInt64 { min(reader.offset, reader.stream.sourceBytesRead) }

    /// Reads the next frame, or returns `nil` at a clean end of file.
    /// - Throws: ``OSMError/pbf(file:offset:problem:)`` for a truncated frame or a size over the limits.
    mutating func next() throws -> PBFFrame? {
        let offset = reader.offset
        lastOffset = offset
        func fail(_ problem: PBFProblem) -> OSMError { .pbf(file: file, offset: offset, problem: problem) }

        let prefix = try reader.read(4)
        if prefix.isEmpty { return nil }
        guard prefix.count == 4 else { throw fail(.truncated(missing: 4 - prefix.count)) }
        let headerLength = prefix.reduce(0) { $0 << 8 | Int($1) }
        guard headerLength <= PBFLimits.maxBlobHeaderBytes else { throw fail(.blobHeaderTooLarge(bytes: headerLength)) }
        let headerBytes = try reader.read(headerLength)
        guard headerBytes.count == headerLength else { throw fail(.truncated(missing: headerLength - headerBytes.count)) }
        let header: (type: String, dataSize: Int)
        do {
            header = try headerBytes.withUnsafeBytes { try PBFFramer.parseBlobHeader($0) }
        } catch let problem as PBFProblem {
            throw fail(problem)
        }
        let blob = try reader.read(header.dataSize)
        guard blob.count == header.dataSize else { throw fail(.truncated(missing: header.dataSize - blob.count)) }
        return PBFFrame(offset: offset, type: header.type, blob: blob)
    }

    /// Decodes a BlobHeader: its `type` (field 1) and `datasize` (field 3); `indexdata` is skipped.
    static func parseBlobHeader(_ bytes: UnsafeRawBufferPointer) throws(PBFProblem) -> (type: String, dataSize: Int) {
        var reader = ProtobufReader(bytes)
        var type: String?
        var rawSize: Int64?
        do throws(ProtobufError) {
            while let field = try reader.nextField() {
                switch field.number {
                case 1: type = String(decoding: try reader.readLengthDelimited(field), as: UTF8.self)
                case 3: rawSize = Int64(bitPattern: try reader.readVarint(field))
                default: try reader.skip(field.wireType)
                }
            }
        } catch {
            throw .malformed("BlobHeader: \(error)")
        }
        guard let type else { throw .missingField("BlobHeader.type") }
        guard let rawSize else { throw .missingField("BlobHeader.datasize") }
        guard rawSize >= 0, rawSize <= Int64(Int32.max) else { throw .valueOutOfRange("datasize \(rawSize)") }
        let dataSize = Int(rawSize)
        guard dataSize <= PBFLimits.maxBlobBytes else { throw .blobTooLarge(bytes: dataSize) }
        return (type, dataSize)
    }

    /// Whether the stream starts like a PBF file: a plausible length, then a BlobHeader whose type is
    /// a short printable name (`OSMHeader` in a well-formed file; a file that starts with another
    /// blob is still PBF, and its reader reports the missing header).
    ///
    /// Consumes nothing.
    static func looksLikePBF(_ reader: inout ByteReader) throws -> Bool {
        guard let headerLength = blobHeaderLength(try reader.peek(4)) else { return false }
        return looksLikePBF(head: try reader.peek(4 + headerLength))
    }

    /// ``looksLikePBF(_:)`` on the first bytes of a stream (at least the length and the BlobHeader).
    static func looksLikePBF(head bytes: [UInt8]) -> Bool {
        guard let headerLength = blobHeaderLength(bytes.prefix(4)), bytes.count >= 4 + headerLength else { return false }
        let header = try? bytes.withUnsafeBytes {
            try PBFFramer.parseBlobHeader(UnsafeRawBufferPointer(rebasing: $0[4..<4 + headerLength]))
        }
        guard let type = header?.type else { return false }
        return (1...64).contains(type.utf8.count) && type.utf8.allSatisfy { (0x21...0x7E).contains($0) }
    }

    /// The BlobHeader length a file's first 4 bytes give, when plausible.
    private static func blobHeaderLength(_ prefix: some Collection<UInt8>) -> Int? {
        guard prefix.count == 4 else { return nil }
        let length = prefix.reduce(0) { $0 << 8 | Int($1) }
        return length > 0 && length <= PBFLimits.maxBlobHeaderBytes ? length : nil
    }
}
