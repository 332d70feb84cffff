#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension Gazetteer {
    /// Opens the index file at a file URL.
    ///
    /// - Throws: ``IndexError/notAFileURL(url:)`` when `url` is not a file URL, and whatever
    ///   ``init(path:)`` throws otherwise.
    /// - Complexity: O(1) in the file size.
    public init(contentsOf url: URL) throws(IndexError) {
        guard url.isFileURL else { throw .notAFileURL(url: url.absoluteString) }
        try self.init(path: url.path)
    }
}
