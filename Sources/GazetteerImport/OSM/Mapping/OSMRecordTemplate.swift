import GazetteerIndex

/// What an object becomes in the index, decided from its tags alone; the location comes later.
struct OSMRecordTemplate: Sendable {
    var featureClass: UInt8
    var featureCode: String = ""
    var category: String
    var population: UInt64 = 0
    var tags: [RecordTag] = []
    var name: String
    var alternateNames: [String] = []
    /// For a closed way: `true` places it at its area's centroid (POIs), `false` on its outline.
    var prefersCentroid = false

    func record(id: SourceID, at location: OSMLocation) -> OSMRecord {
        OSMRecord(
            fields: RecordFields(
                id: id, latitudeE7: location.latitudeE7, longitudeE7: location.longitudeE7,
                featureClass: featureClass, featureCode: featureCode, category: category,
                population: population, tags: tags
            ),
            name: name,
            alternateNames: alternateNames
        )
    }
}
