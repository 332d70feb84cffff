/// Opens input files as decompressed byte streams, whatever their container format.
@_spi(Internals) public enum InputOpener {
    /// Detects the format by magic bytes (gzip 1f 8b; zip "PK\u{3}\u{4}" or an empty-archive "PK\u{5}\u{6}"; anything else plain), not the extension.
    ///
    /// - Parameter path: The file to look at.
    /// - Returns: The format its first four bytes announce; a file shorter than that is plain.
    /// - Throws: ``InputError`` if the path is missing, a directory, not a regular file or unreadable.
    /// - Complexity: O(1): reads four bytes.
    public static func detectFormat(path: String) throws -> InputFormat {
        try detectFormat(of: SourceFile(path: path))
    }

    /// Opens the data streams of a file: one for plain and gzip; for a zip, one per data member.
    ///
    /// The data members of a zip archive are its files other than directories and readme.txt files
    /// (in any letter case), in central directory order. Streams of one archive share one open file.
    ///
    /// - Parameters:
    ///   - path: The file to open.
    ///   - limits: How far compressed data may expand before reading stops with an error.
    /// - Returns: The streams, in reading order; never empty.
    /// - Throws: ``InputError`` if the file cannot be opened, a zip's central directory is damaged,
    ///   it has no data member, or a data member is encrypted or uses an unsupported method.
    /// - Complexity: O(1) for plain and gzip files; O(size of the central directory) for a zip.
    public static func openStreams(path: String, limits: DecompressionLimits = .init()) throws -> [ByteStream] {
        let file = try SourceFile(path: path)
        switch try detectFormat(of: file) {
        case .plain:
            return [FileByteStream(file: file)]
        case .gzip:
            return [try GzipByteStream(file: file, limits: limits)]
        case .zip:
            return try zipMemberStreams(of: file, limits: limits)
        }
    }

    private static func detectFormat(of file: SourceFile) throws(InputError) -> InputFormat {
        InputFormat(magic: try file.readBytes(count: InputFormat.magicLength, at: 0))
    }

    private static func zipMemberStreams(of file: SourceFile, limits: DecompressionLimits) throws(InputError) -> [ByteStream] {
        let members = try ZipCentralDirectory(file: file).entries.filter(\.isDataMember)
        guard !members.isEmpty else { throw .zipHasNoDataMember(path: file.path) }
        var streams: [ByteStream] = []
        for member in members {
            streams.append(try ZipMemberStream(file: file, entry: member, limits: limits))
        }
        return streams
    }
}
