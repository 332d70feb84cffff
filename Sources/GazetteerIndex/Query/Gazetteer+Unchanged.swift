extension Gazetteer {
    /// Checks that the index file has not been truncated or rewritten in place since it was opened.
    ///
    /// An open index never kills the process when its file changes underneath: reads past a new end
    /// of a truncated file see zeros, and every read is bounds-checked. But answers computed from a
    /// changed file cannot be trusted, so a long-running reader (a batch, a server, an app) calls
    /// this after its queries and stops using the index when it throws. A file replaced by renaming
    /// another over its path is not a change: this index goes on reading the old file's data, which
    /// stays valid as long as the index is open; open the path again to see the new one.
    ///
    /// An index opened from memory never changes.
    ///
    /// - Throws: ``IndexError/changedWhileOpen(path:reason:)`` naming how the file changed.
    /// - Complexity: O(1): one `fstat` of the open file.
    public func checkUnchanged() throws(IndexError) {
        if let reason = storage.watch?.change() {
            throw .changedWhileOpen(path: path, reason: reason)
        }
    }
}
