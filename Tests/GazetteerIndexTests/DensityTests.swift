import GazetteerIndex
import GazetteerTestSupport
import Testing

@Suite("Density raster")
struct DensityTests {
    @Test("counts per cell match a brute-force count of the records in the box")
    func matchesBruteForce() throws {
        var generator = SplitMix64(seed: 7)
        let places = (0..<500).map { number in
            populatedPlace(
                UInt64(number + 1), "Place \(number)", latitude: Double.random(in: -60...70, using: &generator),
                longitude: Double.random(in: -170...170, using: &generator))
        }
        let index = try BuiltIndex(places)
        let box = BoundingBox(minLatitude: -30, minLongitude: -100, maxLatitude: 50, maxLongitude: 60)
        let (columns, rows) = (16, 8)
        let counts = index.gazetteer.density(columns: columns, rows: rows, over: box)
        var expected = [UInt32](repeating: 0, count: columns * rows)
        for place in index.records {
            let (latitude, longitude) = (place.latitude, place.longitude)
            guard longitude >= box.minLongitude, longitude <= box.maxLongitude,
                  latitude >= box.minLatitude, latitude <= box.maxLatitude else { continue }
            let column = min(Int((longitude - box.minLongitude) / 160 * Double(columns)), columns - 1)
            let row = min(Int((box.maxLatitude - latitude) / 80 * Double(rows)), rows - 1)
            expected[row * columns + column] += 1
        }
        #expect(counts == expected)
        #expect(counts.reduce(0, +) > 0)
        #expect(index.gazetteer.density(columns: 1, rows: 1, over: BoundingBox(
            minLatitude: -90, minLongitude: -180, maxLatitude: 90, maxLongitude: 180)) == [UInt32(index.records.count)])
    }
}
