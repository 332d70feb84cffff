import Foundation

/// Why a ``FileStore`` could not read or write its file.
public enum FileStoreError: Error, Equatable, Sendable, CustomStringConvertible, LocalizedError {
    /// The store was given a URL that does not name a local file.
    case notAFileURL(url: String)
    /// The file exists but could not be read: a directory, no permission, an I/O error.
    case unreadable(path: String, reason: String)
    /// The file is not a saved-locations file: empty, not JSON, or JSON of another shape.
    /// It is left as it is.
    case corrupt(path: String, reason: String)
    /// The file was written in a format version this build does not read. It is left as it is.
    case unsupportedVersion(path: String, found: Int, supported: Int)
    /// The locations could not be written; the file and the store keep their previous contents.
    case writeFailed(path: String, reason: String)

    /// A sentence a person can read.
    public var description: String {
        switch self {
        case let .notAFileURL(url):
            "\(url) is not a file URL; saved locations can only be kept in a local file."
        case let .unreadable(path, reason):
            "The saved locations at \(path) could not be read: \(reason)"
        case let .corrupt(path, reason):
            "The saved locations at \(path) are damaged and were left untouched: \(reason)"
        case let .unsupportedVersion(path, found, supported):
            "The saved locations at \(path) are in format version \(found); this app reads version \(supported)."
        case let .writeFailed(path, reason):
            "The saved locations could not be written to \(path): \(reason)"
        }
    }

    /// The same text as ``description``, for `localizedDescription`.
    public var errorDescription: String? { description }
}
