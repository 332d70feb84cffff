import Foundation
import GazetteerIndex

extension Gazetteer {
    /// Opens the index file at a file URL.
    ///
    /// - Throws: ``IndexError/cannotOpen(path:reason:)`` when `url` is not a file URL, and
    ///   whatever ``Gazetteer/init(path:)`` throws otherwise.
    init(contentsOf url: URL) throws(IndexError) {
        guard url.isFileURL else {
            throw .cannotOpen(path: url.absoluteString, reason: "not a file URL")
        }
        try self.init(path: url.path)
    }
}
