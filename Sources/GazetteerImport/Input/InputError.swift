import GazetteerIndex

/// Why an input file could not be opened, read or decompressed.
///
/// Every case names the file (and the zip member, where there is one) and, where it applies,
/// the byte offset in the file at which the problem was found. ``description`` is one readable line.
public enum InputError: Error, Equatable, CustomStringConvertible {
    /// Nothing exists at the path.
    case fileNotFound(path: String)
    /// The path names a directory, not a file.
    case isDirectory(path: String)
    /// The path names something other than a regular file (a FIFO, a device, a socket), which is
    /// refused before it is opened, so it can neither block nor be read forever.
    case notARegularFile(path: String, kind: IndexError.FileKind)
    /// `-` was given where only a file can be read.
    case standardInputNotSupported
    /// The file exists but this process may not read it.
    case permissionDenied(path: String)
    /// The file could not be opened for another reason, given by the system.
    case cannotOpen(path: String, reason: String)
    /// Reading the file failed at `offset`, for the reason given by the system.
    case readFailed(path: String, offset: UInt64, reason: String)

    /// The gzip data ends before its last member is complete: the file is truncated.
    case unexpectedEndOfGzip(path: String, offset: UInt64)
    /// The gzip data is damaged; `reason` is zlib's message.
    case corruptGzip(path: String, offset: UInt64, reason: String)
    /// A gzip member's trailer (its CRC-32 or its length, named by `check`) disagrees with the data.
    case gzipTrailerMismatch(path: String, offset: UInt64, check: String)
    /// Bytes that are neither a gzip member nor zero padding follow the last member.
    case gzipTrailingData(path: String, offset: UInt64)

    /// The file is compressed in a format this reader does not read; `command` unpacks it.
    case unsupportedCompression(path: String, format: String, command: String)
    /// The text is not UTF-8 but UTF-16 or UTF-32 (`encoding` names which).
    case unsupportedTextEncoding(path: String, encoding: String)
    /// The file, or all of its first `count` bytes, is NUL bytes.
    case onlyNulBytes(path: String, count: Int, wholeFile: Bool)
    /// Lines end with a carriage return alone.
    case carriageReturnLineEnds(path: String)
    /// The file is empty.
    case emptyFile(path: String)

    /// No end of central directory record: the file is not a zip archive, or it is truncated.
    case zipEndRecordNotFound(path: String)
    /// The zip central directory or a local header is damaged.
    case corruptZipDirectory(path: String, offset: UInt64, reason: String)
    /// The archive is split over several files, which is not supported.
    case multiVolumeZip(path: String)
    /// The archive holds no data member (only directories and readme.txt files, or nothing).
    case zipHasNoDataMember(path: String)
    /// Two members share or overlap their bytes: a zip bomb, or a damaged archive.
    case overlappingZipMembers(path: String, first: String, second: String, offset: UInt64)
    /// A data member uses a compression method other than stored (0) or deflate (8).
    case unsupportedCompressionMethod(path: String, member: String, method: UInt16)
    /// A data member is encrypted.
    case encryptedMember(path: String, member: String)
    /// A member's deflate data is damaged; `reason` is zlib's message.
    case corruptZipMember(path: String, member: String, offset: UInt64, reason: String)
    /// A member's compressed data ends before its deflate stream does, or lies past the end of the file.
    case unexpectedEndOfZipMember(path: String, member: String, offset: UInt64)
    /// A member's CRC-32 differs from the one recorded in the central directory.
    case zipMemberChecksumMismatch(path: String, member: String, offset: UInt64, expected: UInt32, actual: UInt32)
    /// A member decompresses to a size other than the one recorded in the central directory.
    case zipMemberSizeMismatch(path: String, member: String, offset: UInt64, expected: UInt64, actual: UInt64)

    /// The data expands more than ``DecompressionLimits/maxExpansionRatio`` allows.
    ///
    /// `name` is the stream's ``ByteStream/name``; `offset` is the compressed position reached.
    case expansionLimitExceeded(name: String, offset: UInt64, ratio: Double, limit: Double)
    /// zlib refused to start or went on failing for a reason unrelated to the data (such as memory).
    case zlibFailure(name: String, code: Int32, reason: String)

    /// One readable line: the file (and member), what is wrong and, where it applies, the byte offset.
    public var description: String {
        switch self {
        case .fileNotFound(let path):
            "\(path): no such file"
        case .isDirectory(let path):
            "\(path): is a directory, not a file"
        case .notARegularFile(let path, let kind):
            "\(path): is a \(kind), not a regular file; save the data to a file and give its path"
        case .standardInputNotSupported:
            "-: standard input cannot be read here (an input is read more than once and by position); save the data to a file and give its path"
        case .permissionDenied(let path):
            "\(path): permission denied"
        case .cannotOpen(let path, let reason):
            "\(path): cannot open: \(reason)"
        case .readFailed(let path, let offset, let reason):
            "\(path): read failed at byte \(offset): \(reason)"
        case .unexpectedEndOfGzip(let path, let offset):
            "\(path): unexpected end of gzip data at byte \(offset) (the file is truncated)"
        case .corruptGzip(let path, let offset, let reason):
            "\(path): corrupt gzip data at byte \(offset): \(reason)"
        case .gzipTrailerMismatch(let path, let offset, let check):
            "\(path): gzip \(check) check failed at byte \(offset): the decompressed data does not match the trailer"
        case .gzipTrailingData(let path, let offset):
            "\(path): unexpected data after the last gzip member at byte \(offset)"
        case .unsupportedCompression(let path, let format, let command):
            "\(path): \(format)-compressed data, which gazetteer does not read; unpack it first (\(command) \(path)) or use the gzip or zip download"
        case .unsupportedTextEncoding(let path, let encoding):
            "\(path): text is \(encoding), not UTF-8; convert it first (iconv -f \(encoding.split(separator: " ").first ?? "") -t UTF-8)"
        case .onlyNulBytes(let path, let count, let wholeFile):
            wholeFile
                ? "\(path): holds only NUL bytes (\(count) of them): a zero-filled or damaged file; download it again"
                : "\(path): its first \(count) bytes are all NUL: a zero-filled or damaged file; download it again"
        case .carriageReturnLineEnds(let path):
            "\(path): lines end with CR alone (old Mac line ends), so the file reads as one line; convert them first (tr '\\r' '\\n')"
        case .emptyFile(let path):
            "\(path): the file is empty"
        case .zipEndRecordNotFound(let path):
            "\(path): not a zip archive, or truncated: no end of central directory record"
        case .corruptZipDirectory(let path, let offset, let reason):
            "\(path): corrupt zip directory at byte \(offset): \(reason)"
        case .multiVolumeZip(let path):
            "\(path): zip archives split over several files are not supported"
        case .zipHasNoDataMember(let path):
            "\(path): zip archive has no data member"
        case .overlappingZipMembers(let path, let first, let second, let offset):
            first == second
                ? "\(path): member \(first) is listed twice for the same bytes at byte \(offset) (a zip bomb, or a damaged archive)"
                : "\(path): members \(first) and \(second) overlap at byte \(offset) (a zip bomb, or a damaged archive)"
        case .unsupportedCompressionMethod(let path, let member, let method):
            "\(path):\(member): unsupported compression method \(method)\(Self.zipMethodName(method)) in member \(member) (only stored and deflate are read); extract it, or re-create the archive with deflate"
        case .encryptedMember(let path, let member):
            "\(path):\(member): member \(member) is encrypted, which is not supported"
        case .corruptZipMember(let path, let member, let offset, let reason):
            "\(path):\(member): corrupt deflate data at byte \(offset): \(reason)"
        case .unexpectedEndOfZipMember(let path, let member, let offset):
            "\(path):\(member): unexpected end of member data at byte \(offset) (the archive is truncated or corrupt)"
        case .zipMemberChecksumMismatch(let path, let member, let offset, let expected, let actual):
            "\(path):\(member): CRC-32 mismatch at byte \(offset): expected \(hex(expected)), got \(hex(actual))"
        case .zipMemberSizeMismatch(let path, let member, let offset, let expected, let actual):
            "\(path):\(member): size mismatch at byte \(offset): expected \(expected) bytes, got \(actual)"
        case .expansionLimitExceeded(let name, let offset, let ratio, let limit):
            "\(name): data expands \(oneDecimal(ratio))x at byte \(offset), over the limit of \(oneDecimal(limit))x "
                + "(a decompression bomb?); raise the limit with --max-expansion if the file is trusted"
        case .zlibFailure(let name, let code, let reason):
            "\(name): zlib failed with code \(code): \(reason)"
        }
    }
}

extension InputError {
    /// " (bzip2)" for the zip compression methods with a name people know, else "".
    static func zipMethodName(_ method: UInt16) -> String {
        switch method {
        case 9: " (deflate64)"
        case 12: " (bzip2)"
        case 14: " (LZMA)"
        case 93: " (zstd)"
        case 95: " (xz)"
        case 98: " (PPMd)"
        default: ""
        }
    }

}

private func hex(_ value: UInt32) -> String {
    let digits = String(value, radix: 16)
    return "0x" + String(repeating: "0", count: 8 - digits.count) + digits
}

private func oneDecimal(_ value: Double) -> String {
    guard value.isFinite else { return "\(value)" }
    let rounded = (value * 10).rounded() / 10
    return rounded == rounded.rounded() && abs(rounded) < 1e15 ? "\(Int64(rounded))" : "\(rounded)"
}
