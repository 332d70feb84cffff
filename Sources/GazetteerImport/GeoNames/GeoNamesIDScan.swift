/// The geonameids of GeoNames dumps, read from their first column only, so that a side file keyed
/// by geonameid (``AlternateNamesLoader``) keeps just the rows of the places a build reads.
enum GeoNamesIDScan {
    /// The geonameids in the files at `paths`, sorted, each once; lines whose first column is not a
    /// number are passed over.
    /// - Throws: ``InputError`` when a file cannot be opened or read.
    /// - Complexity: O(n) in the files, O(k log k) in the ids.
    static func ids(in paths: [String]) throws -> [UInt32] {
        var ids: [UInt32] = []
        for path in paths {
            for stream in try InputOpener.openStreams(path: path) {
                try LineReader.forEachLine(stream) { line in
                    let end = line.firstIndex(of: 0x09) ?? line.endIndex
                    if let id = DecimalParser.unsigned(line[..<end]), id <= UInt64(UInt32.max) { ids.append(UInt32(id)) }
                }
            }
        }
        return sortedUnique(ids)
    }

    /// `ids` sorted, each once. O(n log n).
    static func sortedUnique(_ ids: [UInt32]) -> [UInt32] {
        var ids = ids
        ids.sort()
        var unique: [UInt32] = []
        unique.reserveCapacity(ids.count)
        for id in ids where unique.last != id { unique.append(id) }
        return unique
    }
}
