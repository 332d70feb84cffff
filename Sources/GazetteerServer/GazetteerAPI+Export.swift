import GazetteerIndex
import GazetteerOutput

/// Our box routes: `/v1/within` (a box's most important records, as `/v1/near` answers) and
/// `/v1/export` (every record of a selection, streamed in an export format, up to the server's
/// ceiling).
extension GazetteerAPI {
    /// `GET /v1/within?bbox=W,S,E,N&limit=&category=&feature_class=&feature_code=&country=&source=&format=json|geojson`.
    func withinV1(_ index: Gazetteer, _ parameters: RequestParameters) throws(ParameterError) -> APIResponse {
        guard let box = try strictBox(parameters) else {
            throw ParameterError("bbox", "is missing: give WEST,SOUTH,EAST,NORTH in degrees")
        }
        let limit = try limit(parameters, default: 10)
        let geo = try geoJSONFormat(parameters)
        let filter = try placeFilter(index, parameters)
        return encode(index.within(box, limit: limit, filter: filter).map { ResultRow(place: $0) }, geoJSON: geo)
    }

    /// `GET /v1/export?format=geojsonseq|ndjson|csv&bbox=&lat=&lon=&radius=&category=&feature_class=&feature_code=&country=&source=&limit=`:
    /// the records of the selection in spatial order, streamed; at most `limit` (default and
    /// ceiling: the server's export limit). `X-Export-Limit` gives the ceiling applied and
    /// `X-Export-Truncated` says whether records were left out.
    func exportV1(_ index: Gazetteer, _ parameters: RequestParameters) throws(ParameterError) -> APIResponse {
        let formatName = parameters.string("format") ?? ExportFormat.ndjson.rawValue
        guard let format = ExportFormat(rawValue: formatName) else {
            throw ParameterError("format", "must be one of: \(ExportFormat.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        let box = try strictBox(parameters) ?? .world
        let center = try parameters.coordinate().map { Coordinate(latitude: $0.0, longitude: $0.1) }
        let radius = try parameters.double("radius", in: 0...QueryLimits.maximumRadiusMeters)
        if center != nil && radius == nil { throw ParameterError("radius", "is missing: lat and lon select the records within radius metres") }
        if center == nil && radius != nil { throw ParameterError("lat", "and lon are required with radius") }
        let limit = try parameters.integer("limit", in: 1...exportLimit) ?? exportLimit
        let filter = try placeFilter(index, parameters)
        let walk = if let center, let radius {
            index.records(within: box, near: center, radiusMeters: radius, filter: filter)
        } else {
            index.records(within: box, filter: filter)
        }
        var response = APIResponse(contentType: format.contentType, body: [])
        response.headers = [
            ("X-Export-Limit", String(limit)),
            ("X-Export-Truncated", RecordExport.exceeds(limit, walk) ? "true" : "false"),
        ]
        response.export = RecordExport(index: index, walk: walk, format: format, center: center, limit: limit)
        return response
    }

    /// The record filter of the spatial routes: `category` (repeated or comma-separated),
    /// `feature_class`, `feature_code`, `country`, `source` (`geonames` or `osm`), each checked
    /// against what the index holds.
    func placeFilter(_ index: Gazetteer, _ parameters: RequestParameters) throws(ParameterError) -> PlaceFilter {
        let categories = parameters.all("category").flatMap { $0.split(separator: ",").map(String.init) }
        for category in categories {
            if let problem = FilterVocabulary.problem(category: category, in: index) { throw ParameterError("category", problem) }
        }
        let featureClass = parameters.string("feature_class")
        if let featureClass, let problem = FilterVocabulary.problem(featureClass: featureClass, in: index) {
            throw ParameterError("feature_class", problem)
        }
        let featureCode = parameters.string("feature_code")
        if let featureCode, let problem = FilterVocabulary.problem(featureCode: featureCode, in: index) {
            throw ParameterError("feature_code", problem)
        }
        let country = parameters.string("country")
        if let country, let problem = FilterVocabulary.problem(country: country, in: index) { throw ParameterError("country", problem) }
        let source = parameters.string("source")
        if let source, source != "geonames" && source != "osm" { throw ParameterError("source", "must be geonames or osm") }
        return PlaceFilter(featureClass: featureClass, featureCode: featureCode, categories: categories, countryCode: country, source: source)
    }
}
