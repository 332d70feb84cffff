import GazetteerIndex

/// What an object becomes in the index, decided from its tags alone; the location comes later.
///
/// A class, made once by ``OSMRecordMapper`` and never changed: a template passes through the mapper, the
/// block, the node lookups and the placing of its way, and each hand-over then costs one reference count
/// instead of one for each of its dozen strings and arrays.
final class OSMRecordTemplate: Sendable {
    let featureClass: UInt8
    let featureCode: String
    let category: String
    let otherCategories: [String]
    let population: UInt64
    let tags: [RecordTag]
    let name: String
    let alternateNames: [String]
    let localizedNames: [LocalizedName]
    let address: PostalAddress
    /// Whether a closed way (or a relation) with these tags is an area, placed inside its outline; otherwise
    /// it is a line (a roundabout), placed half-way along it.
    let isArea: Bool

    init(
        featureClass: UInt8, featureCode: String = "", category: String, otherCategories: [String] = [],
        population: UInt64 = 0, tags: [RecordTag] = [], name: String, alternateNames: [String] = [],
        localizedNames: [LocalizedName] = [], address: PostalAddress = .none, isArea: Bool = true
    ) {
        self.featureClass = featureClass
        self.featureCode = featureCode
        self.category = category
        self.otherCategories = otherCategories
        self.population = population
        self.tags = tags
        self.name = name
        self.alternateNames = alternateNames
        self.localizedNames = localizedNames
        self.address = address
        self.isArea = isArea
    }

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
