import Foundation
import GazetteerImport
import GazetteerIndex
import Testing
import GazetteerTestSupport

@Suite("Reverse geocoding answers with a settlement")
struct ReverseSettlementTests {
    @Test("at the South Pole the answer is the Amundsen-Scott station 278 m away, not McMurdo")
    func southPole() throws {
        let directory = try TemporaryDirectory()
        let (index, _) = try IndexFile.build([GeoNamesFixture.awkwardPlacesText], in: directory)
        for longitude in [0.0, 139.27, -180, 180] {
            let found = try #require(index.reverse(Coordinate(latitude: -90, longitude: longitude)))
            #expect(found.place.name == "Amundsen-Scott South Pole Station")
            #expect(abs(found.distanceMeters - 278) < 1, "\(found.distanceMeters)")
        }
        #expect(index.reverse(Coordinate(latitude: -77.85, longitude: 166.67))?.place.name == "McMurdo Station")
        // Beyond the maximum distance there is no answer; the distance is always reported.
        #expect(index.reverse(Coordinate(latitude: -85, longitude: 0), maximumDistanceMeters: 100_000) == nil)
        #expect(index.reverse(Coordinate(latitude: -85, longitude: 0))?.place.name == "Amundsen-Scott South Pole Station")
        // A place with no feature code or population is still a settlement.
        #expect(index.reverse(Coordinate(latitude: 10.6, longitude: 20.3))?.place.name == "Middle Of Nowhere")
    }

    @Test(
        "on the Liechtenstein extract every answer is the nearest town, village, hamlet or part of one",
        .enabled(if: SharedData.liechtensteinPBF != nil))
    func liechtensteinAnswersAreSettlements() throws {
        let directory = try TemporaryDirectory()
        let (index, _) = try IndexFile.build([OSMTestSupport.liechtensteinPBF], in: directory)
        let settlementValues: Set<String> = ["city", "town", "village", "hamlet", "suburb", "quarter", "neighbourhood", "isolated_dwelling"]
        let places = index.allPlaces
        let settlements = places.filter { $0.category.hasPrefix("place=") && settlementValues.contains(String($0.category.dropFirst(6))) }
        let others = places.filter { $0.category.hasPrefix("place=") && !settlementValues.contains(String($0.category.dropFirst(6))) }
        #expect(settlements.count > 15)
        #expect(!others.isEmpty, "the extract has place nodes that are not settlements (localities, the country node)")
        var random = SplitMix64(seed: 0x11EC)
        for _ in 0..<300 {
            let point = Coordinate(latitude: random.uniform(47.04, 47.28), longitude: random.uniform(9.47, 9.64))
            let found = try #require(index.reverse(point))
            let nearest = settlements.map { GeoMath.distanceMeters(point, $0.coordinate) }.min()!
            #expect(settlements.contains { $0.recordNumber == found.place.recordNumber }, "\(point): \(found.place.category)")
            #expect(abs(found.distanceMeters - nearest) < 0.01)
        }
    }
}
