import GazetteerIndex

/// What an object becomes in the index, decided from its tags alone; the location comes later.
struct OSMRecordTemplate: Sendable, Equatable {
    var featureClass: UInt8
    var featureCode: String = ""
    var category: String
    var otherCategories: [String] = []
    var population: UInt64 = 0
    var tags: [RecordTag] = []
    var name: String
    var alternateNames: [String] = []
    var localizedNames: [LocalizedName] = []
    var address: PostalAddress = .none
    /// Whether a closed way (or a relation) with these tags is an area, placed inside its outline; otherwise
    /// it is a line (a roundabout), placed half-way along it.
    var isArea = true

    /// Appends the record at `location` to `sink`, with `extent` when the object has one.
    func append<Sink: OSMRecordSink>(to sink: inout Sink, id: SourceID, at location: OSMLocation, extent: BoundingBox? = nil) {
        sink.append(fields(id: id, at: location, extent: extent), name: name, alternateNames: alternateNames)
    }

    /// The record's fixed fields at `location`.
    private func fields(id: SourceID, at location: OSMLocation, extent: BoundingBox?) -> RecordFields {
        var fields = RecordFields(
            id: id, latitudeE7: location.latitudeE7, longitudeE7: location.longitudeE7,
            featureClass: featureClass, featureCode: featureCode, category: category,
            population: population, tags: tags
        )
        fields.otherCategories = otherCategories
        fields.address = address
        fields.extent = extent
        fields.localizedNames = localizedNames
        return fields
    }
}
