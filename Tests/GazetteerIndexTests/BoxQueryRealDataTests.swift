import GazetteerIndex
import Testing
import GazetteerTestSupport

@Suite("Bounding-box queries on real data")
struct BoxQueryRealDataTests {
    @Test("on cities500 and the Liechtenstein extract, box walks with filters match a brute-force scan",
          .enabled(if: SharedData.cities500 != nil && SharedData.liechtensteinPBF != nil, "../shared/data is absent"))
    func realBoxesMatchBruteForce() async throws {
        let index = try #require(try await SharedIndexes.mixed()).index
        let places = (0..<index.count).map(index.place(at:))
        #expect(Array(index.records()).count == index.count)
        let cases: [(BoundingBox, PlaceFilter)] = [
            (BoundingBox(minLatitude: 47.04, minLongitude: 9.47, maxLatitude: 47.28, maxLongitude: 9.64), .any),
            (BoundingBox(minLatitude: 47.04, minLongitude: 9.47, maxLatitude: 47.28, maxLongitude: 9.64), PlaceFilter(source: "osm")),
            (BoundingBox(minLatitude: 47.04, minLongitude: 9.47, maxLatitude: 47.28, maxLongitude: 9.64), PlaceFilter(categories: ["restaurant"])),
            (BoundingBox(minLatitude: 45, minLongitude: 5, maxLatitude: 48, maxLongitude: 11), PlaceFilter(countryCode: "CH", source: "geonames")),
            (BoundingBox(minLatitude: -50, minLongitude: 170, maxLatitude: 0, maxLongitude: -170), .populatedPlaces),
            (BoundingBox(minLatitude: 60, minLongitude: -180, maxLatitude: 90, maxLongitude: 180), .any),
            (.world, PlaceFilter(countryCode: "LI")),
        ]
        for (box, filter) in cases {
            let expected = places.indices.filter { number in
                let place = places[number]
                return contains(box, place.coordinate)
                    && (filter.source == nil || place.id.source == filter.source)
                    && (filter.countryCode == nil || place.countryCode == filter.countryCode)
                    && (filter.featureClass == nil || place.featureClass == filter.featureClass)
                    && (filter.categories.isEmpty || place.categories.contains { $0.hasSuffix("=" + filter.categories[0]) })
            }
            #expect(!expected.isEmpty, "\(box) \(filter)")
            #expect(Array(index.records(within: box, filter: filter)) == expected, "\(box) \(filter)")
        }
    }
}

/// Whether a coordinate lies in a box, edges included, in fixed point; written apart from the library.
private func contains(_ box: BoundingBox, _ point: Coordinate) -> Bool {
    func e7(_ degrees: Double) -> Int64 { Int64((degrees * 10_000_000).rounded()) }
    let latitude = e7(point.latitude), longitude = e7(point.longitude)
    guard latitude >= e7(box.minLatitude) && latitude <= e7(box.maxLatitude) else { return false }
    let west = e7(box.minLongitude), east = e7(box.maxLongitude)
    return west <= east ? longitude >= west && longitude <= east : longitude >= west || longitude <= east
}
