import GazetteerIndex

/// One record ready for the index: fixed fields, display name and alternate names.
struct OSMRecord: Sendable, Equatable, CustomStringConvertible {
    var fields: RecordFields
    var name: String
    var alternateNames: [String]

    static func == (lhs: OSMRecord, rhs: OSMRecord) -> Bool {
        let a = lhs.fields, b = rhs.fields
        return a.id == b.id && a.latitudeE7 == b.latitudeE7 && a.longitudeE7 == b.longitudeE7
            && a.featureClass == b.featureClass && a.featureCode == b.featureCode && a.category == b.category
            && a.countryCode == b.countryCode && a.admin1Code == b.admin1Code && a.population == b.population
            && a.tags == b.tags && lhs.name == rhs.name && lhs.alternateNames == rhs.alternateNames
    }

    /// `osm:node/3 P/PPL place=town 470000000,95000000 "Vaduz" [Vaduz (de)] pop=5000 [wheelchair=yes]`.
    var description: String {
        let f = fields
        let featureClass = f.featureClass == 0 ? "-" : String(UnicodeScalar(f.featureClass))
        let tags = f.tags.map { "\($0.key)=\($0.value)" }.joined(separator: ",")
        return "\(f.id) \(featureClass)/\(f.featureCode) \(f.category) \(f.latitudeE7),\(f.longitudeE7) "
            + "\"\(name)\" [\(alternateNames.joined(separator: "|"))] pop=\(f.population) [\(tags)]"
    }
}

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

/// Where mapped records go: a ``RecordBatch`` for the index, an ``OSMRecordList`` in tests.
protocol OSMRecordSink: Sendable {
    init()
    var count: Int { get }
    mutating func append(_ record: OSMRecord)
}

extension RecordBatch: OSMRecordSink {
    mutating func append(_ record: OSMRecord) {
        append(record.fields, name: record.name, alternateNames: record.alternateNames)
    }
}

/// Records kept as values, to compare imports with each other.
struct OSMRecordList: OSMRecordSink {
    var records: [OSMRecord] = []

    init() {}

    var count: Int { records.count }

    mutating func append(_ record: OSMRecord) { records.append(record) }
}
