import Foundation
import GazetteerIndex

/// A small index written directly by the index builder: two towns in Liechtenstein (Vaduz,
/// Schaan) and two public toilets in Vaduz's centre, one of them wheelchair accessible.
public enum SampleIndex {
    /// The centre of Vaduz, where the toilets are.
    public static let vaduz = (latitude: 47.14151, longitude: 9.52154)

    /// The index, built once per test process.
    public static func index() throws -> Gazetteer {
        try built.get()
    }

    private static let built = Result<Gazetteer, any Error> {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("SampleIndex-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        var batch = RecordBatch()
        func add(_ id: SourceID, _ name: String, _ latitude: Double, _ longitude: Double,
                 featureClass: Character = "P", code: String = "PPL", category: String = "", population: UInt64 = 0,
                 tags: [RecordTag] = []) {
            batch.append(RecordFields(
                id: id, latitudeE7: FixedPoint.e7(latitude), longitudeE7: FixedPoint.e7(longitude),
                featureClass: category.isEmpty ? featureClass.asciiValue ?? 0 : 0, featureCode: category.isEmpty ? code : "",
                category: category, countryCode: "LI", admin1Code: "11", population: population, tags: tags), name: name)
        }
        add(SourceID(kind: .geonames, value: 3_042_030), "Vaduz", vaduz.latitude, vaduz.longitude, code: "PPLC", population: 5_197)
        add(SourceID(kind: .geonames, value: 3_042_041), "Schaan", 47.16498, 9.50867, population: 5_748)
        add(SourceID(kind: .osmNode, value: 1), "", vaduz.latitude + 0.0009, vaduz.longitude, category: "amenity=toilets",
            tags: [RecordTag(key: "wheelchair", value: "yes")])
        add(SourceID(kind: .osmNode, value: 2), "Rathaus WC", vaduz.latitude, vaduz.longitude + 0.004, category: "amenity=toilets")
        let builder = IndexBuilder()
        try builder.add(batch)
        builder.setAdmin1Names(["LI.11": "Vaduz"])
        builder.setCountryNames(["LI": "Liechtenstein"])
        let output = directory.appendingPathComponent("sample.gazetteer").path
        _ = try builder.write(to: output)
        return try Gazetteer(path: output)
    }
}
