/// Opens input files as decompressed byte streams, whatever their container format.
@_spi(Internals) public enum InputOpener {
    /// Detects the format by magic bytes (gzip 1f 8b; zip "PK\u{3}\u{4}" or an empty-archive "PK\u{5}\u{6}"; anything else plain), not the extension.
    ///
    /// - Parameter path: The file to look at.
    /// - Returns: The format its first four bytes announce; a file shorter than that is plain.
    /// - Throws: ``InputError`` if the path is missing, a directory, not a regular file or unreadable,
    ///   or compressed in a format this reader does not read.
    /// - Complexity: O(1): reads eight bytes.
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

    /// - Throws: ``InputError/unsupportedCompression(path:format:command:)`` for a bzip2, xz, zstd,
    ///   lz4, 7z, rar, lzip or compress file.
    private static func detectFormat(of file: SourceFile) throws(InputError) -> InputFormat {
        let magic = try file.readBytes(count: InputFormat.magicLength, at: 0)
        if let (format, command) = InputFormat.unsupportedCompression(magic: magic) {
            throw .unsupportedCompression(path: file.path, format: format, command: command)
        }
        return InputFormat(magic: magic)
    }

    /// The data members' streams, after checking the archive as a whole: members must not share or
    /// overlap their bytes (or run into the central directory), and their declared sizes together
    /// must keep within the expansion limit against the archive's size. Reading then counts every
    /// member against one budget.
    private static func zipMemberStreams(of file: SourceFile, limits: DecompressionLimits) throws(InputError) -> [ByteStream] {
        let directory = try ZipCentralDirectory(file: file)
        let members = directory.entries.filter(\.isDataMember)
        guard !members.isEmpty else { throw .zipHasNoDataMember(path: file.path) }
        let budget = ExpansionBudget(limits: limits)
        var streams: [ZipMemberStream] = []
        for member in members {
            streams.append(try ZipMemberStream(file: file, entry: member, budget: budget))
        }
        try checkLayout(of: Array(zip(members, streams)), directoryOffset: directory.offset, path: file.path)
        var declared: UInt64 = 0
        for member in members {
            let (sum, overflow) = declared.addingReportingOverflow(member.uncompressedSize)
            declared = overflow ? .max : sum
        }
        if let ratio = limits.excessRatio(produced: declared, consumed: file.size) {
            throw .expansionLimitExceeded(name: file.path, offset: 0, ratio: ratio, limit: limits.maxExpansionRatio)
        }
        return streams
    }

    /// Refuses members whose local header and data overlap another's, or the central directory.
    private static func checkLayout(
        of members: [(entry: ZipEntry, stream: ZipMemberStream)], directoryOffset: UInt64, path: String
    ) throws(InputError) {
        let ordered = members.sorted { $0.entry.localHeaderOffset < $1.entry.localHeaderOffset }
        for (previous, next) in zip(ordered, ordered.dropFirst())
        where next.entry.localHeaderOffset < previous.stream.dataRange.upperBound {
            throw .overlappingZipMembers(
                path: path, first: previous.entry.name, second: next.entry.name, offset: next.entry.localHeaderOffset)
        }
        if let last = ordered.last, last.stream.dataRange.upperBound > directoryOffset {
            throw .corruptZipDirectory(
                path: path, offset: last.entry.localHeaderOffset,
                reason: "the data of member \(last.entry.name) runs into the central directory")
        }
    }
}
