import GazetteerIndex
import GazetteerOutput

/// Photon's `/api` and `/reverse`.
extension GazetteerAPI {
    /// Photon's default number of results.
    static let photonDefaultLimit = 15

    /// `GET /api?q=&limit=&lat=&lon=&lang=&osm_tag=&layer=&bbox=&countrycode=`.
    func photonSearch(_ index: Gazetteer, _ parameters: RequestParameters) throws(ParameterError) -> APIResponse {
        let text = try query(parameters)
        let limit = try limit(parameters, default: Self.photonDefaultLimit)
        let near = try parameters.coordinate().map { Coordinate(latitude: $0.0, longitude: $0.1) }
        let filter = try photonFilter(parameters)
        let languages = try photonLanguages(parameters)
        let rows = index.search(text, limit: limit, near: near, filter: filter, languages: languages).localized(preferring: languages)
        var json = JSONWriter(capacity: 1_024 + rows.count * 512)
        PhotonJSON.write(rows, into: &json)
        return .json(json)
    }

    /// `GET /reverse?lat=&lon=&limit=&radius=&osm_tag=&layer=&lang=`: the nearest named records, of any
    /// kind, within `radius` kilometres (default: no limit). With an `osm_tag` filter unnamed
    /// records count too, so amenities such as toilets, which rarely carry a name, are found.
    func photonReverse(_ index: Gazetteer, _ parameters: RequestParameters) throws(ParameterError) -> APIResponse {
        let center = try point(parameters)
        let limit = try limit(parameters, default: 1)
        let radiusKilometres = try parameters.double("radius", in: 0...5_000)
        var filter = try photonFilter(parameters)
        filter.namedOnly = filter.tags.isEmpty
        let rows = index.nearest(
            to: center, limit: limit, radiusMeters: radiusKilometres.map { $0 * 1_000 } ?? .infinity, filter: filter
        ).localized(preferring: try photonLanguages(parameters))
        var json = JSONWriter(capacity: 1_024 + rows.count * 512)
        PhotonJSON.write(rows, into: &json)
        return .json(json)
    }

    private func photonFilter(_ parameters: RequestParameters) throws(ParameterError) -> ResultFilter {
        var filter = ResultFilter()
        for term in parameters.all("osm_tag") { filter.tags.append(try ResultFilter.TagTerm(term)) }
        for value in parameters.all("layer") {
            for name in value.split(separator: ",") {
                guard let layer = PlaceKind.Layer(rawValue: String(name)) else {
                    throw ParameterError("layer", "must be one of house, street, locality, district, city, county, state, country, other; got \"\(name.prefix(30))\"")
                }
                filter.layers.insert(layer)
            }
        }
        filter.box = try box(parameters, "bbox")
        filter.countryCodes = try countryCodes(parameters, "countrycode")
        return filter
    }
}
