#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Why an index could not be opened, verified or written.
///
/// Every case names the file; ``description`` is one line a person can act on.
public enum IndexError: Error, Equatable, Sendable, CustomStringConvertible {
    /// No file exists at the path.
    case notFound(path: String)
    /// The process may not read the file (or, when writing, create a file in its directory).
    case permissionDenied(path: String)
    /// The path names a directory, a FIFO, a socket or a device rather than a regular file.
    case notARegularFile(path: String, kind: FileKind)
    /// The file is empty.
    case emptyFile(path: String)
    /// The URL does not name a local file.
    case notAFileURL(url: String)
    /// Opening or mapping failed for another reason; `code` is the system's `errno`.
    case systemError(path: String, operation: String, code: Int32)
    /// The file does not start with the index magic bytes.
    case notAnIndex(path: String)
    /// The file was written in a format version this build does not read.
    case unsupportedVersion(path: String, found: UInt32, supported: UInt32)
    /// The index was built with other name-folding data than this build's, so its keys would not match.
    case foldTableMismatch(path: String, found: UInt32, expected: UInt32)
    /// The file is shorter or longer than its header says.
    case lengthMismatch(path: String, expected: UInt64, actual: UInt64)
    /// The header or section table is damaged.
    case corruptHeader(path: String, reason: String)
    /// A section lies (partly) outside the file, or overlaps another.
    case sectionOutOfBounds(path: String, section: String, offset: UInt64, length: UInt64, fileLength: UInt64)
    /// A section does not start on the 8-byte boundary the format requires.
    case misalignedSection(path: String, section: String, offset: UInt64, alignment: Int)
    /// The file was truncated or rewritten in place after it was opened (found by
    /// ``Gazetteer/checkUnchanged()``); `reason` says how.
    case changedWhileOpen(path: String, reason: String)
    /// A required section is absent.
    case missingSection(path: String, section: String)
    /// A section's size does not fit its declared contents.
    case malformedSection(path: String, section: String, reason: String)
    /// A section's bytes do not match its checksum (found by verification).
    case checksumMismatch(path: String, section: String, expected: UInt32, actual: UInt32)
    /// Bytes between sections that must be zero are not.
    case nonZeroPadding(path: String, offset: UInt64)
    /// Writing the index failed; `code` is the system's `errno` (`ENOSPC` for a full disk).
    case writeFailed(path: String, code: Int32)
    /// The build was interrupted before the index was complete; nothing was written.
    case interrupted(path: String)
    /// The input holds more than the format can address.
    case tooLarge(reason: String)

    /// What a path names, when it is not a regular file.
    public enum FileKind: String, Sendable, CustomStringConvertible {
        case directory, fifo, socket, characterDevice = "character device", blockDevice = "block device", other

        /// What a person calls it: "FIFO (named pipe)", "character device"…
        public var description: String {
            switch self {
            case .fifo: "FIFO (named pipe)"
            case .other: "special file"
            default: rawValue
            }
        }
    }

    public var description: String {
        switch self {
        case let .notFound(path):
            "\(path): no such index file (build one with `gazetteer build`)"
        case let .permissionDenied(path):
            "\(path): permission denied"
        case let .notARegularFile(path, kind):
            "\(path): is a \(kind), not an index file"
        case let .emptyFile(path):
            "\(path): empty file, not an index"
        case let .notAFileURL(url):
            "\(url): not a file URL"
        case let .systemError(path, operation, code):
            "\(path): cannot \(operation): \(Self.message(code))"
        case let .notAnIndex(path):
            "\(path): not a gazetteer index (wrong magic bytes)"
        case let .unsupportedVersion(path, found, supported):
            found < supported
                ? "\(path): index format version \(found) is older than this build's version \(supported); rebuild the index with `gazetteer build`"
                : "\(path): index format version \(found) is newer than this build reads (version \(supported)); use a newer gazetteer"
        case let .foldTableMismatch(path, found, expected):
            "\(path): index was built with other name-folding data (fingerprint \(hex(found)), this build has \(hex(expected))); rebuild the index with `gazetteer build`"
        case let .lengthMismatch(path, expected, actual):
            "\(path): index is \(actual) bytes but its header says \(expected) (truncated or padded file)"
        case let .corruptHeader(path, reason):
            "\(path): damaged index header: \(reason)"
        case let .sectionOutOfBounds(path, section, offset, length, fileLength):
            "\(path): section \(section) (offset \(offset), length \(length)) lies outside the \(fileLength)-byte file or overlaps another section"
        case let .misalignedSection(path, section, offset, alignment):
            "\(path): section \(section) is misaligned: it starts at byte \(offset), not on a \(alignment)-byte boundary (damaged or not written by gazetteer)"
        case let .changedWhileOpen(path, reason):
            "\(path): index file changed while open (\(reason)); answers from it cannot be trusted: open it again, and replace an index by writing the new one elsewhere and renaming it over this path"
        case let .missingSection(path, section):
            "\(path): index has no \(section) section"
        case let .malformedSection(path, section, reason):
            "\(path): damaged \(section) section: \(reason)"
        case let .checksumMismatch(path, section, expected, actual):
            "\(path): \(section) section checksum mismatch (stored \(hex(expected)), computed \(hex(actual)))"
        case let .nonZeroPadding(path, offset):
            "\(path): damaged padding at byte \(offset)"
        case let .writeFailed(path, code):
            "\(path): cannot write index: \(Self.message(code))"
        case let .interrupted(path):
            "\(path): interrupted; no index written"
        case let .tooLarge(reason):
            "input too large for the index format: \(reason)"
        }
    }

    /// The system's text for an `errno` value.
    static func message(_ code: Int32) -> String {
        String(cString: strerror(code))
    }

    /// The error for a failed `open`/`stat` of `path` with `errno` `code`.
    static func opening(_ path: String, code: Int32) -> IndexError {
        switch code {
        case ENOENT, ENOTDIR: .notFound(path: path)
        case EACCES, EPERM: .permissionDenied(path: path)
        default: .systemError(path: path, operation: "open", code: code)
        }
    }
}

private func hex(_ value: UInt32) -> String {
    let digits = String(value, radix: 16)
    return "0x" + String(repeating: "0", count: 8 - digits.count) + digits
}
