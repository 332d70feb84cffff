import GazetteerIndex

/// A populated place with the fields name searches look at.
func populatedPlace(
    _ id: UInt64, _ name: String, latitude: Double, longitude: Double, country: String = "", admin1: String = "",
    population: UInt64 = 1_000, featureCode: String = "PPL", alternateNames: [String] = []
) -> TestRecord {
    TestRecord(
        fields: RecordFields(
            id: SourceID(kind: .geonames, value: id), latitudeE7: latitudeE7(latitude), longitudeE7: longitudeE7(longitude),
            featureClass: UInt8(ascii: "P"), featureCode: featureCode, countryCode: country, admin1Code: admin1,
            population: population),
        name: name, alternateNames: alternateNames)
}
