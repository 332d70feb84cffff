import GazetteerIndex
import GazetteerTestSupport

/// A handful of OpenStreetMap-style amenities around Vaduz's centre (47.14151, 9.52154).
enum SampleAmenities {
    /// The point the amenities lie around.
    static let center = Coordinate(latitude: 47.14151, longitude: 9.52154)

    /// One amenity: its node id, name (empty when unnamed), category, offset from the
    /// centre in degrees, whether it lies in Vaduz (admin1 and country set), and its tags.
    struct Node {
        var id: UInt64
        var name: String
        var category: String
        var north: Double
        var east: Double
        var inVaduz: Bool
        var tags: [RecordTag]
    }

    static let nodes: [Node] = [
        // About 100 m north: unnamed, accessible.
        Node(id: 1, name: "", category: "amenity=toilets", north: 0.0009, east: 0, inVaduz: true,
             tags: [RecordTag(key: "wheelchair", value: "yes")]),
        // About 300 m east: named, not accessible, outside any known region.
        Node(id: 2, name: "Rathaus WC", category: "amenity=toilets", north: 0, east: 0.004, inVaduz: false,
             tags: [RecordTag(key: "wheelchair", value: "no")]),
        // About 1.5 km south: only limited access, which is not accessible.
        Node(id: 3, name: "", category: "amenity=toilets", north: -0.0135, east: 0, inVaduz: true,
             tags: [RecordTag(key: "wheelchair", value: "limited")]),
        // About 50 m west: drinking water.
        Node(id: 4, name: "", category: "amenity=drinking_water", north: 0, east: -0.00066, inVaduz: true, tags: []),
        // About 22 km north: toilets out of every test's range.
        Node(id: 5, name: "Far WC", category: "amenity=toilets", north: 0.2, east: 0, inVaduz: false, tags: []),
    ]

    /// The records of ``nodes``, ready for an ``IndexBuilder``.
    static var batch: RecordBatch {
        var batch = RecordBatch()
        for node in nodes {
            let fields = RecordFields(
                id: SourceID(kind: .osmNode, value: node.id),
                latitudeE7: FixedPoint.e7(center.latitude + node.north),
                longitudeE7: FixedPoint.e7(center.longitude + node.east),
                category: node.category,
                countryCode: node.inVaduz ? "LI" : "",
                admin1Code: node.inVaduz ? "11" : "",
                tags: node.tags)
            batch.append(fields, name: node.name)
        }
        return batch
    }
}
