import Foundation

/// How far an import has come, for a progress display.
public struct ImportProgress: Sendable {
    public var input: String
    /// Bytes of the input file consumed (compressed bytes for compressed files).
    public var sourceBytesRead: UInt64
    /// The input file's size.
    public var sourceSize: UInt64
    /// Rows or objects parsed so far.
    public var itemsRead: Int
    /// Decompressed bytes of the input handed to the parser so far.
    public var bytesDecoded: UInt64 = 0
}
