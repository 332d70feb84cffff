import GazetteerIndex
import Testing
import GazetteerTestSupport

@Suite("Batch reverse geocoding")
struct ReverseBatchTests {
    @Test("a batch answers every point as a single reverse query does", arguments: SpatialScenario.allCases)
    func batchMatchesSingleQueries(_ scenario: SpatialScenario) throws {
        let records = scenario.records()
        let index = try BuiltIndex(records, options: scenario.options)
        var random = SplitMix64(seed: scenario.seed ^ 0xBA7C)
        var points = spatialQueryPoints(for: records, random: &random, randomCount: 40)
        // Neighbours share a walk: clusters of nearby points, repeats and invalid points between them.
        for _ in 0..<100 {
            let base = points[random.below(points.count)]
            points.append(Coordinate(
                latitude: min(90, max(-90, base.latitude + random.gaussian() * 0.01)),
                longitude: min(180, max(-180, base.longitude + random.gaussian() * 0.01))))
        }
        points += [points[0], Coordinate(latitude: .nan, longitude: 0), Coordinate(latitude: 91, longitude: 0), points[3]]
        for maximum in [Double.infinity, 50_000, 0] {
            let batch = index.gazetteer.reverse(points: points, maximumDistanceMeters: maximum)
            #expect(batch.count == points.count)
            var hits: [SpatialHit?] = []
            index.gazetteer.reverseHits(points: points, maximumDistanceMeters: maximum, into: &hits)
            for (number, point) in points.enumerated() {
                let single = index.gazetteer.reverse(point, maximumDistanceMeters: maximum)
                #expect(batch[number] == single, "\(scenario) point \(number) \(point) maximum \(maximum)")
                #expect(hits[number]?.record == single?.place.recordNumber)
                #expect(hits[number]?.distanceMeters == single?.distanceMeters)
            }
        }
    }

    @Test("an empty batch gives no answers, and a batch on an empty index gives nil for each point")
    func emptyBatches() throws {
        let index = try BuiltIndex(SpatialScenario.citiesGridLevel3.records(), options: SpatialScenario.citiesGridLevel3.options)
        #expect(index.gazetteer.reverse(points: []).isEmpty)
        let empty = try BuiltIndex([])
        #expect(empty.gazetteer.reverse(points: [Coordinate(latitude: 1, longitude: 2)]) == [nil])
    }
}
