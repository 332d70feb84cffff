import Foundation
import GazetteerImport
import GazetteerIndex
import GazetteerTestSupport
import Testing

/// The Liechtenstein extract built as a user builds it: the importer assembles the boundary relations
/// itself, and every OpenStreetMap record inside the country gets its country and municipality.
@Suite("Records of a real extract get their areas", .enabled(if: SharedData.liechtensteinPBF != nil))
struct BoundaryHierarchyTests {
    @Test("OpenStreetMap records take Liechtenstein's code, district and municipality, and --country and reverse see them")
    func liechtensteinRecords() throws {
        let path = try #require(SharedData.liechtensteinPBF)
        let directory = try TemporaryDirectory()
        let (index, _) = try IndexFile.build([path], in: directory)
        #expect(index.areaCount >= 14, "the country, 2 districts and 11 municipalities")

        let places = index.allPlaces
        let inside = places.filter { index.areas(containing: $0.coordinate).first?.countryCode == "LI" }
        #expect(inside.count > places.count / 2)
        #expect(inside.allSatisfy { $0.countryCode == "LI" && $0.hierarchy.first?.name == "Liechtenstein" })
        let vaduz = try #require(places.first { $0.name == "Vaduz" && $0.category == "place=town" })
        #expect(vaduz.hierarchy.map(\.name) == ["Liechtenstein", "Wahlkreis Oberland", "Vaduz"])
        #expect(vaduz.hierarchy.map(\.level) == [2, 6, 8])
        #expect(!index.search("vaduz", limit: 5, countryCode: "LI").isEmpty)
        let answer = index.reverseGeocode(Coordinate(latitude: 47.1395, longitude: 9.5216))
        #expect(answer.areas.map(\.name) == ["Liechtenstein", "Wahlkreis Oberland", "Vaduz"])
        #expect(answer.settlement?.place.name == "Vaduz")
    }
}
