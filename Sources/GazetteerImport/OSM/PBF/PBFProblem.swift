/// What is wrong with a PBF blob.
public enum PBFProblem: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file ends inside a blob: `missing` more bytes were expected.
    case truncated(missing: Int)
    /// The BlobHeader is larger than the 64 KiB the format allows.
    case blobHeaderTooLarge(bytes: Int)
    /// The Blob (compressed or not) is larger than the 32 MiB the format allows.
    case blobTooLarge(bytes: Int)
    /// The uncompressed data would be larger than 32 MiB.
    case rawSizeTooLarge(bytes: Int)
    /// The Blob is compressed with a method this reader does not support (`lz4`, `lzma`, `zstd`, `bzip2`).
    case unsupportedCompression(String)
    /// The Blob carries no data field.
    case emptyBlob
    /// zlib reported an error while inflating.
    case decompressionFailed(String)
    /// The inflated size differs from the size the Blob announces.
    case sizeMismatch(expected: Int, actual: Int)
    /// The file does not start with an OSMHeader blob; `found` is the type of its first blob.
    case missingHeader(found: String)
    /// A zlib blob announces more uncompressed bytes than its compressed data can hold.
    case rawSizeBeyondData(rawSize: Int, compressed: Int)
    /// The header lists a required feature this reader does not implement.
    case unknownRequiredFeature(String)
    /// The file holds history (several versions per object), which the gazetteer does not import.
    case historyNotSupported
    /// The bytes are not valid protobuf.
    case malformed(String)
    /// A required protobuf field is absent.
    case missingField(String)
    /// A tag or role refers past the end of the block's string table.
    case stringIndexOutOfRange(index: UInt64, count: Int)
    /// Parallel arrays (ids and coordinates, keys and values…) differ in length.
    case lengthMismatch(String)
    /// `DenseNodes.keys_vals` ends before the tag list of a node is closed by a 0.
    case unterminatedDenseTags(nodeID: Int64)
    /// A value does not fit where it must (a delta sum past 64 bits, a negative size…).
    case valueOutOfRange(String)
    /// A node id outside ``OSMIDRange``: a damaged block, since no store or index can hold it.
    case nodeIDOutOfRange(Int64)
    /// A way or relation id outside ``OSMIDRange``: stored, it would be clamped onto another id.
    case objectIDOutOfRange(kind: String, id: Int64)

    public var description: String {
        switch self {
        case .truncated(let missing): "file ends inside the blob (\(missing) more bytes expected)"
        case .blobHeaderTooLarge(let bytes): "BlobHeader of \(bytes) bytes exceeds the 64 KiB limit"
        case .blobTooLarge(let bytes): "blob of \(bytes) bytes exceeds the 32 MiB limit"
        case .rawSizeTooLarge(let bytes): "uncompressed size of \(bytes) bytes exceeds the 32 MiB limit"
        case .unsupportedCompression(let method): "unsupported compression (\(method))"
        case .emptyBlob: "blob holds no data"
        case .decompressionFailed(let reason): "zlib data is corrupt (\(reason))"
        case .sizeMismatch(let expected, let actual):
            "uncompressed size is \(actual) bytes, the blob announces \(expected)"
        case .missingHeader(let found):
            "the file starts with a \"\(found)\" blob, not the OSMHeader blob every PBF file starts with (damaged, or not an OSM PBF file)"
        case .rawSizeBeyondData(let rawSize, let compressed):
            "raw_size \(rawSize) is more than \(compressed) bytes of zlib data can hold (deflate expands at most 1032:1): a decompression bomb or a damaged blob"
        case .unknownRequiredFeature(let feature): "file requires unsupported feature \"\(feature)\""
        case .historyNotSupported:
            "history files are not supported (required feature HistoricalInformation); extract a snapshot first"
        case .malformed(let reason): "malformed protobuf: \(reason)"
        case .missingField(let field): "missing required field \(field)"
        case .stringIndexOutOfRange(let index, let count):
            "string index \(index) out of range (table has \(count) strings)"
        case .lengthMismatch(let what): "\(what) differ in length"
        case .unterminatedDenseTags(let id): "DenseNodes keys_vals ends inside the tags of node \(id)"
        case .valueOutOfRange(let what): "\(what) out of range"
        case .nodeIDOutOfRange(let id): OSMIDRange.outOfRange(id, kind: "node")
        case .objectIDOutOfRange(let kind, let id): OSMIDRange.outOfRange(id, kind: kind)
        }
    }
}
