import Foundation
import GazetteerIndex
import Testing
import GazetteerTestSupport

/// Liechtenstein's real boundaries (the country, two electoral districts, eleven municipalities
/// with their exclaves), assembled from the shared extract by osmium.
@Suite(
    "Real boundaries: Liechtenstein",
    .enabled(if: SharedData.liechtensteinPBF != nil && OsmiumBoundaries.executable != nil))
struct AreaRealBoundaryTests {
    static let boundaries: [BoundaryPolygon] = (try? OsmiumBoundaries.load(SharedData.liechtensteinPBF ?? "")) ?? nil ?? []

    @Test("known places lie in their municipality, district and country; neighbours abroad in none")
    func knownPlaces() throws {
        #expect(Self.boundaries.count >= 14)
        let bytes = AreaSectionBuilder.build(Self.boundaries).bytes
        func names(_ latitude: Double, _ longitude: Double) throws -> [String] {
            try AreaData.names(in: bytes, latitude: latitude, longitude: longitude)
        }
        #expect(try names(47.1395, 9.5216) == ["Liechtenstein", "Wahlkreis Oberland", "Vaduz"])
        #expect(try names(47.1650, 9.5090) == ["Liechtenstein", "Wahlkreis Oberland", "Schaan"])
        #expect(try names(47.2107, 9.5225) == ["Liechtenstein", "Wahlkreis Unterland", "Eschen"])
        #expect(try names(47.0632, 9.4982) == ["Liechtenstein", "Wahlkreis Oberland", "Balzers"])
        #expect(try names(47.1667, 9.4790).isEmpty, "Buchs, across the Rhine")
        #expect(try names(47.2380, 9.5990).isEmpty, "Feldkirch, Austria")
    }

    @Test("away from borders, every point is classified as the unsimplified boundaries classify it")
    func matchesUnsimplifiedBoundaries() throws {
        let bytes = AreaSectionBuilder.build(Self.boundaries).bytes
        var random = SplitMix64(seed: 0x11)
        var failures: [String] = []
        var insideCount = 0
        // 3,300 units is at least 25 m in every direction at this latitude: beyond the 20 m tolerance.
        let clearance = 3_300.0
        try AreaSection.reading(bytes) { section in
            var found: [Int] = []
            for _ in 0..<3_000 {
                let y = latitudeE7(random.uniform(47.04, 47.28)), x = longitudeE7(random.uniform(9.46, 9.65))
                found.removeAll()
                section.containing(latitudeE7: y, longitudeE7: x, into: &found)
                let ids = Set(found.map(section.id))
                for boundary in Self.boundaries where !boundary.name.isEmpty || !boundary.countryCode.isEmpty {
                    guard AreaData.distanceToBorder(boundary, latitudeE7: y, longitudeE7: x) > clearance else { continue }
                    let expected = AreaData.contains(boundary, latitudeE7: y, longitudeE7: x)
                    if expected { insideCount += 1 }
                    if ids.contains(boundary.id) != expected { failures.append("\(boundary.name) at \(y),\(x): expected \(expected)") }
                }
            }
        }
        #expect(failures.isEmpty, "\(failures.count) failures, e.g. \(failures.prefix(5))")
        #expect(insideCount > 1_000)
    }

    @Test("simplification keeps the section small and the rings close to the source")
    func compactStorage() throws {
        let vertices = Self.boundaries.reduce(0) { $0 + $1.rings.reduce(0) { $0 + $1.latitudesE7.count } }
        let exact = AreaSectionBuilder.build(Self.boundaries, toleranceMeters: 0)
        let simplified = AreaSectionBuilder.build(Self.boundaries)
        #expect(simplified.bytes.count < exact.bytes.count * 2 / 3, "\(simplified.bytes.count) of \(exact.bytes.count) bytes")
        #expect(simplified.bytes.count < vertices * 16, "\(simplified.bytes.count) bytes for \(vertices) source vertices")
        try AreaSection.reading(simplified.bytes) { section in
            let stored = (0..<section.count).reduce(0) { $0 + section.rings($1).reduce(0) { $0 + $1.points.count } }
            #expect(stored < vertices / 2, "\(stored) of \(vertices) vertices kept")
        }
    }
}
