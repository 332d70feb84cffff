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
        let json = index.metadataJSON
        guard let start = json.firstRange(of: "\"categories\":{") else { return [] }
        let body = json[start.upperBound...].prefix { $0 != "}" }
        var counted: [(String, Int)] = []
        for entry in body.split(separator: ",") {
            let parts = entry.split(separator: ":")
            guard parts.count >= 2, let number = Int(parts[parts.count - 1]) else { continue }
            let name = parts[0..<(parts.count - 1)].joined(separator: ":").trimmingCharacters(in: "\"")
            counted.append((name, number))
        }
        return counted.sorted { $0.1 > $1.1 }.prefix(count).map(\.0)
    }
}

extension String {
    func trimmingCharacters(in character: Character) -> String {
        var slice = self[...]
        while slice.first == character { slice = slice.dropFirst() }
        while slice.last == character { slice = slice.dropLast() }
        return String(slice)
    }
}
