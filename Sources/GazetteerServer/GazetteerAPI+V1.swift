import GazetteerIndex
import GazetteerOutput

/// Our own routes: `/v1/search`, `/v1/near`, `/v1/reverse` (the command line's JSON), `/v1/info`
/// and `/health` (`/v1/within` and `/v1/export` in GazetteerAPI+Export).
extension GazetteerAPI {
    /// `GET /v1/search?q=&limit=&country=&lat=&lon=&lang=&format=json|geojson`.
    func searchV1(_ index: Gazetteer, _ parameters: RequestParameters) throws(ParameterError) -> APIResponse {
        let text = try query(parameters)
        let limit = try limit(parameters, default: 10)
        let geo = try geoJSONFormat(parameters)
        let near = try parameters.coordinate().map { Coordinate(latitude: $0.0, longitude: $0.1) }
        var filter = ResultFilter()
        if let country = parameters.string("country") {
            if let problem = FilterVocabulary.problem(country: country, in: index) { throw ParameterError("country", problem) }
            filter.countryCodes = [country.uppercased()]
        }
        let languages = try listedLanguages(parameters)
        return encode(index.search(text, limit: limit, near: near, filter: filter, languages: languages).localized(preferring: languages), geoJSON: geo)
    }

    /// `GET /v1/near?lat=&lon=&radius=&category=&feature_class=&feature_code=&country=&source=&limit=&lang=&format=`.
    func nearV1(_ index: Gazetteer, _ parameters: RequestParameters) throws(ParameterError) -> APIResponse {
        let center = try point(parameters)
        let limit = try limit(parameters, default: 10)
        let geo = try geoJSONFormat(parameters)
        let radius = try parameters.double("radius", in: 0...QueryLimits.maximumRadiusMeters) ?? 1_000
        let filter = try placeFilter(index, parameters)
        let rows = index.nearby(center, radiusMeters: radius, limit: limit, filter: filter).map(ResultRow.init)
        return encode(rows.localized(preferring: try listedLanguages(parameters)), geoJSON: geo)
    }

    /// `GET /v1/reverse?lat=&lon=&lang=&format=`: the nearest populated place.
    func reverseV1(_ index: Gazetteer, _ parameters: RequestParameters) throws(ParameterError) -> APIResponse {
        let center = try point(parameters)
        let geo = try geoJSONFormat(parameters)
        let rows = index.reverse(center).map { [ResultRow($0)] } ?? []
        return encode(rows.localized(preferring: try listedLanguages(parameters)), geoJSON: geo)
    }

    func geoJSONFormat(_ parameters: RequestParameters) throws(ParameterError) -> Bool {
        switch parameters.string("format") ?? "json" {
        case "json": return false
        case "geojson": return true
        default: throw ParameterError("format", "must be json or geojson")
        }
    }

    func encode(_ rows: [ResultRow], geoJSON: Bool) -> APIResponse {
        var json = JSONWriter(capacity: 1_024 + rows.count * 512)
        if geoJSON { GazetteerJSON.writeGeoJSON(rows, into: &json) } else { GazetteerJSON.writeArray(rows, into: &json) }
        return .json(json)
    }

    /// `GET /health`: 200 with the record count while the index is open.
    func health(_ index: Gazetteer) -> APIResponse {
        var json = JSONWriter(capacity: 128)
        json.beginObject()
        json.key("status")
        json.literal("ok")
        json.key("records")
        json.integer(index.count)
        json.key("reloads")
        json.integer(store.reloadCount)
        json.endObject()
        return .json(json)
    }

    /// `GET /v1/info`: counts, build time and the build metadata (inputs, bounds, categories).
    func info(_ index: Gazetteer) -> APIResponse {
        var json = JSONWriter(capacity: 4_096)
        json.beginObject()
        json.key("records")
        json.integer(index.count)
        json.key("names")
        json.integer(index.nameCount)
        json.key("createdAt")
        json.string(Self.isoDate(index.createdAt))
        json.key("version")
        json.string(ToolVersion.current)
        json.key("metadata")
        let metadata = (try? index.metadata())?.encoded() ?? Array("{}".utf8)
        json.raw(String(decoding: metadata, as: UTF8.self))
        json.endObject()
        return .json(json)
    }
}
