import GazetteerIndex
import GazetteerOutput

/// Nominatim's `/lookup` and `/details`: places asked for by their OpenStreetMap ids (or, for
/// details, by `place_id`), found through ``RecordIDTable``.
extension GazetteerAPI {
    /// The most ids one `/lookup` takes, as Nominatim.
    static let maximumLookupIDs = 50

    /// `GET /lookup?osm_ids=N240109189,W104393803,R146656&format=&addressdetails=`: the places in
    /// the order asked, leaving out those the index does not hold.
    func nominatimLookup(_ index: Gazetteer, _ parameters: RequestParameters) throws(ParameterError) -> APIResponse {
        let format = try nominatimFormat(parameters, default: .jsonv2)
        guard let text = parameters.string("osm_ids"), !text.isEmpty else {
            throw ParameterError("osm_ids", "is missing: give OpenStreetMap ids such as N240109189,W104393803,R146656")
        }
        let ids = try text.split(separator: ",").map { (part) throws(ParameterError) -> SourceID in
            try Self.osmID(String(part.filter { $0 != " " }), parameter: "osm_ids")
        }
        guard ids.count <= Self.maximumLookupIDs else {
            throw ParameterError("osm_ids", "takes at most \(Self.maximumLookupIDs) ids, got \(ids.count)")
        }
        let (current, table) = recordIDs.value(for: store, make: RecordIDTable.init)
        let rows = table.records(withIDs: ids).compactMap { $0 }.map { ResultRow(place: current.place(at: $0)) }
        let details = try parameters.flag("addressdetails", default: false)
        return try nominatimAnswer(rows, format: format, single: false, details: details, query: "", parameters)
    }

    /// `GET /details?osmtype=N&osmid=240109189` or `?place_id=` (`format=json`, the only format
    /// Nominatim's details offer): one place's identity, names (every name by language, under its
    /// OpenStreetMap key; `localname` in the `accept-language` asked for), address, tags, ranks and centroid.
    func nominatimDetails(_ index: Gazetteer, _ parameters: RequestParameters) throws(ParameterError) -> APIResponse {
        if let format = parameters.string("format"), format != "json" { throw ParameterError("format", "must be json") }
        var index = index
        let number: Int?
        if let placeID = try parameters.integer("place_id", in: 1...Int.max) {
            number = placeID <= index.count ? placeID - 1 : nil
        } else {
            guard let type = parameters.string("osmtype") else {
                throw ParameterError("osmtype", "is missing: give osmtype (N, W or R) and osmid, or place_id")
            }
            guard ["N", "W", "R"].contains(type.uppercased()) else { throw ParameterError("osmtype", "must be N, W or R") }
            guard let id = parameters.string("osmid") else { throw ParameterError("osmid", "is missing") }
            let osmID = try Self.osmID(type + id, parameter: "osmid")
            let (current, table) = recordIDs.value(for: store, make: RecordIDTable.init)
            index = current
            number = table.records(withIDs: [osmID]).first ?? nil
        }
        guard let number else {
            return ErrorStyle.nominatim.response(status: 404, message: "No place with that OSM ID found.")
        }
        var json = JSONWriter(capacity: 1_024)
        NominatimJSON.writeDetails(index.place(at: number).localized(preferring: nominatimLanguages(parameters)), into: &json)
        return .json(json)
    }

    /// An OpenStreetMap id as Nominatim writes it: `N`, `W` or `R` (either case), then the number.
    static func osmID(_ text: String, parameter: String) throws(ParameterError) -> SourceID {
        let kinds: [Character: SourceID.Kind] = ["N": .osmNode, "W": .osmWay, "R": .osmRelation]
        guard let first = text.first, let kind = kinds[Character(first.uppercased())],
              let value = UInt64(text.dropFirst()), value > 0, value <= SourceID.maximumValue else {
            throw ParameterError(parameter, "must be N, W or R followed by a positive id, got \"\(text.prefix(24))\"")
        }
        return SourceID(kind: kind, value: value)
    }
}
