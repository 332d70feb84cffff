import GazetteerIndex

/// One record as a test hands it to the builder: its fields, name and alternate names.
struct TestRecord: Sendable {
    var fields: RecordFields
    var name: String
    var alternateNames: [String] = []

    var latitude: Double { Double(fields.latitudeE7) / 10_000_000 }
    var longitude: Double { Double(fields.longitudeE7) / 10_000_000 }

    /// The build-time rank the index should store for this record (when nothing merges with it
    /// and no country names it as its capital).
    var importance: Int {
        let keys = Set(([name] + alternateNames).map(NameNormalizer.key(for:)).filter { !$0.isEmpty })
        return Int(Importance.score(
            population: fields.population, featureClass: fields.featureClass, featureCode: fields.featureCode,
            category: fields.category, nameCount: keys.count, isCapital: fields.featureCode == "PPLC"))
    }

    var featureClassLetter: String {
        fields.featureClass == 0 ? "" : String(UnicodeScalar(fields.featureClass))
    }
}

/// Fixed-point degrees, clamped into range.
func latitudeE7(_ degrees: Double) -> Int32 {
    Int32(max(-900_000_000, min(900_000_000, (degrees * 10_000_000).rounded())))
}

/// Fixed-point degrees of a longitude, wrapped into -180...180.
func longitudeE7(_ degrees: Double) -> Int32 {
    var wrapped = degrees.truncatingRemainder(dividingBy: 360)
    if wrapped > 180 { wrapped -= 360 } else if wrapped < -180 { wrapped += 360 }
    return Int32(max(-1_800_000_000, min(1_800_000_000, (wrapped * 10_000_000).rounded())))
}

/// A coordinate on the fixed-point grid, as the index stores it.
func snapped(_ latitude: Double, _ longitude: Double) -> Coordinate {
    Coordinate(
        latitude: Double(latitudeE7(latitude)) / 10_000_000,
        longitude: Double(longitudeE7(longitude)) / 10_000_000)
}
