import Foundation
import GazetteerIndex

/// The one open index all connections share, reopened when the file at its path is replaced.
///
/// A rebuild writes a new file and renames it over the old path; ``reloadIfReplaced()`` notices
/// the new device and inode numbers and opens the new file. Requests that already hold the old
/// ``Gazetteer`` keep a valid mapping until they finish: the old file is unmapped when its last
/// user lets go.
package final class IndexStore: @unchecked Sendable {
    /// The path the index is read from.
    package let path: String
    private let lock = NSLock()
    private var index: Gazetteer
    private var identity: FileIdentity?
    private var reloads = 0

    /// Opens the index at `path`.
    /// - Throws: ``IndexError`` when it cannot be opened.
    package init(path: String) throws {
        self.path = path
        let identity = FileIdentity(path: path)
        index = try Gazetteer(path: path)
        self.identity = identity
    }

    /// The index to answer the next request with.
    package var current: Gazetteer {
        lock.lock()
        defer { lock.unlock() }
        return index
    }

    /// The index to answer with and how many times the store had reopened it, read together: what
    /// is made once for each index (the page's raster, the id table) is keyed by the count.
    package var currentAndReloads: (index: Gazetteer, reloads: Int) {
        lock.lock()
        defer { lock.unlock() }
        return (index, reloads)
    }

    /// How many times the index has been reopened.
    package var reloadCount: Int {
        lock.lock()
        defer { lock.unlock() }
        return reloads
    }

    /// Reopens the index when the file at ``path`` is no longer the one open (one `stat` call
    /// otherwise). A file that cannot be opened leaves the old index in service.
    /// - Returns: what happened, for the log.
    @discardableResult
    package func reloadIfReplaced() -> ReloadOutcome {
        let now = FileIdentity(path: path)
        lock.lock()
        let unchanged = now == identity
        lock.unlock()
        guard !unchanged, let now else { return .unchanged }
        do {
            let fresh = try Gazetteer(path: path)
            lock.lock()
            index = fresh
            identity = now
            reloads += 1
            lock.unlock()
            return .reloaded(records: fresh.count)
        } catch {
            return .failed("\(error)")
        }
    }

    /// The result of ``reloadIfReplaced()``.
    package enum ReloadOutcome: Sendable, Equatable {
        case unchanged
        case reloaded(records: Int)
        case failed(String)
    }
}

/// A file's device and inode numbers: a rename over the path gives new ones.
struct FileIdentity: Equatable {
    var device: UInt64
    var inode: UInt64
    var size: Int64

    init?(path: String) {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        device = UInt64(status.st_dev)
        inode = UInt64(status.st_ino)
        size = Int64(status.st_size)
    }
}
