import GazetteerImport
import GazetteerIndex

/// The indexes the benchmarks query, built on first use.
public enum BenchIndex {
    /// Opens the GeoNames index at `path`, building it from `source` first when it is missing or
    /// does not open (an index left by an older format version).
    public static func geonames(path: String = BenchPaths.geonamesIndex, source: String = BenchPaths.geonames) throws -> Gazetteer {
        if let index = try? Gazetteer(path: path) { return index }
        BenchPaths.makeDirectory(BenchPaths.parent(path))
        _ = try BuildJob(inputs: [source], output: path).run()
        return try Gazetteer(path: path)
    }

    /// Opens the OpenStreetMap index at `path`, building it from `source` first when it is missing;
    /// `nil`, with the reason, when the extract cannot be indexed (the importer does not read it yet).
    public static func openStreetMap(path: String = BenchPaths.osmIndex, source: String = BenchPaths.osm) -> (Gazetteer?, String) {
        do {
            if (try? Gazetteer(path: path)) == nil {
                guard BenchPaths.exists(source) else { return (nil, "\(source) not found") }
                BenchPaths.makeDirectory(BenchPaths.parent(path))
                _ = try BuildJob(inputs: [source], output: path).run()
            }
            let index = try Gazetteer(path: path)
            return index.count > 0 ? (index, "") : (nil, "\(path) has no records")
        } catch {
            return (nil, "building an index from \(source) failed: \(error)")
        }
    }

    /// The most frequent categories in an index's metadata, most frequent first.
    public static func topCategories(of index: Gazetteer, count: Int) -> [String] {
        guard let categories = try? index.metadata().categories else { return [] }
        return categories.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.prefix(count).map(\.key)
    }
}
