/// A source of decompressed bytes, read in chunks.
///
/// Parsers read from a `ByteStream` without knowing whether the bytes come from a plain file,
/// a gzip file or a member of a zip archive. Streams are not thread-safe: read each one from a
/// single thread at a time.
@_spi(Internals) public protocol ByteStream: AnyObject {
    /// Fills up to `buffer.count` bytes and returns how many; returns 0 only at the end of the data.
    ///
    /// Larger buffers (1 MiB or more) read fastest.
    ///
    /// - Parameter buffer: Where to write the bytes.
    /// - Returns: The number of bytes written, or 0 at the end of the data.
    /// - Throws: ``InputError`` when the file cannot be read or its compressed data is damaged.
    /// - Complexity: O(`buffer.count`) plus the compressed bytes consumed to produce them.
    func read(into buffer: UnsafeMutableRawBufferPointer) throws -> Int

    /// Bytes of the underlying file consumed so far (for progress display).
    ///
    /// For a zip member this is the position reached in the archive, so that
    /// `sourceBytesRead / sourceSize` is the progress through the whole file.
    var sourceBytesRead: UInt64 { get }

    /// Size of the underlying file in bytes.
    var sourceSize: UInt64 { get }

    /// Display name: the path, or "path:member" for a zip member.
    var name: String { get }
}
