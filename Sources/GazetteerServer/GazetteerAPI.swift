import GazetteerIndex
import GazetteerOutput

/// The HTTP API without HTTP: each route reads its parameters, runs one library query and encodes
/// the answer. The server glue maps paths to ``Route`` values; tests call ``respond(to:parameters:)``
/// directly.
package struct GazetteerAPI: Sendable {
    /// The index every request reads.
    package let store: IndexStore
    /// The most records one `/v1/export` answer holds.
    package let exportLimit: Int
    /// The search page's base layer (``DensityRaster``), made once for each index opened.
    package let density = PerIndexCache<[UInt8]>()
    /// Records by source id for `/lookup` and `/details`, made once for each index opened.
    package let recordIDs = PerIndexCache<RecordIDTable>()

    /// The export ceiling unless the server is told otherwise.
    package static let defaultExportLimit = 100_000

    package init(store: IndexStore, exportLimit: Int = defaultExportLimit) {
        self.store = store
        self.exportLimit = max(1, exportLimit)
    }

    /// The routes, by path.
    package enum Route: String, Sendable, CaseIterable {
        case page = "/"
        case photonSearch = "/api"
        case reverse = "/reverse"
        case nominatimSearch = "/search"
        case status = "/status"
        case lookup = "/lookup"
        case details = "/details"
        case health = "/health"
        case search = "/v1/search"
        case near = "/v1/near"
        case within = "/v1/within"
        case export = "/v1/export"
        case reverseV1 = "/v1/reverse"
        case info = "/v1/info"
        case density = "/v1/density"

        /// The route for a request path (trailing slashes and Nominatim's `.php` forms accepted).
        package init?(path: Substring) {
            var path = path
            while path.count > 1 && path.hasSuffix("/") { path.removeLast() }
            if path.hasSuffix(".php") { path.removeLast(4) }
            guard let route = Route(rawValue: String(path)) else { return nil }
            self = route
        }
    }

    /// The answer to `route` with `parameters`.
    package func respond(to route: Route, parameters: RequestParameters) -> APIResponse {
        let index = store.current
        switch route {
        case .page: return APIResponse(contentType: "text/html; charset=utf-8", body: Array(SearchPage.html.utf8))
        case .photonSearch: return answer(.photon) { try photonSearch(index, parameters) }
        case .reverse:
            if parameters.string("format") != nil { return answer(.nominatim) { try nominatimReverse(index, parameters) } }
            return answer(.photon) { try photonReverse(index, parameters) }
        case .nominatimSearch: return answer(.nominatim) { try nominatimSearch(index, parameters) }
        case .status: return answer(.nominatim) { try status(index, parameters) }
        case .lookup: return answer(.nominatim) { try nominatimLookup(index, parameters) }
        case .details: return answer(.nominatim) { try nominatimDetails(index, parameters) }
        case .health: return health(index)
        case .search: return answer(.gazetteer) { try searchV1(index, parameters) }
        case .near: return answer(.gazetteer) { try nearV1(index, parameters) }
        case .within: return answer(.gazetteer) { try withinV1(index, parameters) }
        case .export: return answer(.gazetteer) { try exportV1(index, parameters) }
        case .reverseV1: return answer(.gazetteer) { try reverseV1(index, parameters) }
        case .info: return info(index)
        case .density: return APIResponse(body: density.value(for: store, make: DensityRaster.encode).value)
        }
    }

    private func answer(_ style: ErrorStyle, _ body: () throws -> APIResponse) -> APIResponse {
        do {
            return try body()
        } catch let error as ParameterError {
            return style.response(for: error)
        } catch {
            return style.response(status: 500, message: "\(error)")
        }
    }

    /// The 404 answer for a path no route serves.
    package static func notFound(path: Substring) -> APIResponse {
        ErrorStyle.gazetteer.response(
            status: 404,
            message: "no such endpoint: \(path.prefix(200)); try /api, /reverse, /search, /lookup, /details, /status, /v1/search, /v1/near, /v1/within, /v1/export, /v1/reverse")
    }

    // MARK: Shared parameter readers

    /// `limit`, between 1 and ``QueryLimits/maximumResults``.
    func limit(_ parameters: RequestParameters, default fallback: Int) throws(ParameterError) -> Int {
        try parameters.integer("limit", in: 1...QueryLimits.maximumResults) ?? fallback
    }

    /// The query text in `name`, required, at most ``QueryLimits/maximumQueryBytes``.
    func query(_ parameters: RequestParameters, _ name: String = "q") throws(ParameterError) -> String {
        guard let text = parameters.string(name) else { throw ParameterError(name, "is missing: give the text to search for") }
        if let problem = QueryLimits.problem(query: text) { throw ParameterError(name, problem) }
        return text
    }

    /// A required point from `lat` and `lon`.
    func point(_ parameters: RequestParameters) throws(ParameterError) -> Coordinate {
        guard let (lat, lon) = try parameters.coordinate() else { throw ParameterError("lat", "and lon are required") }
        return Coordinate(latitude: lat, longitude: lon)
    }

    /// Country codes from a comma-separated (or repeated) parameter, upper-cased.
    func countryCodes(_ parameters: RequestParameters, _ name: String) throws(ParameterError) -> Set<String> {
        var codes = Set<String>()
        for value in parameters.all(name) {
            for code in value.split(separator: ",") {
                let trimmed = code.trimmingCharacters(in: " ").uppercased()
                guard trimmed.utf8.count == 2, trimmed.utf8.allSatisfy({ $0 >= 0x41 && $0 <= 0x5A }) else {
                    throw ParameterError(name, "must be two-letter ISO 3166-1 codes, got \"\(code.prefix(20))\"")
                }
                codes.insert(trimmed)
            }
        }
        return codes
    }

    /// A box `WEST,SOUTH,EAST,NORTH` in `name`, checked (south ≤ north; west > east crosses the
    /// antimeridian); `nil` when absent.
    func strictBox(_ parameters: RequestParameters, _ name: String = "bbox") throws(ParameterError) -> BoundingBox? {
        guard let text = parameters.string(name) else { return nil }
        do {
            return try BoundingBox(parsing: text)
        } catch {
            throw ParameterError(name, "is not a box: \(error)")
        }
    }

    /// Four comma-separated numbers `minLon,minLat,maxLon,maxLat` (any corner order, as Photon's
    /// `bbox` and Nominatim's `viewbox` take them).
    func box(_ parameters: RequestParameters, _ name: String) throws(ParameterError) -> BoundingBox? {
        guard let text = parameters.string(name) else { return nil }
        let values = text.split(separator: ",").compactMap { Double($0.trimmingCharacters(in: " ")) }
        guard values.count == 4, values.allSatisfy(\.isFinite),
              abs(values[0]) <= 180, abs(values[2]) <= 180, abs(values[1]) <= 90, abs(values[3]) <= 90 else {
            throw ParameterError(name, "must be minLon,minLat,maxLon,maxLat in degrees, got \"\(text.prefix(60))\"")
        }
        return BoundingBox(
            minLatitude: min(values[1], values[3]), minLongitude: min(values[0], values[2]),
            maxLatitude: max(values[1], values[3]), maxLongitude: max(values[0], values[2]))
    }
}

private extension Substring.SubSequence {
    func trimmingCharacters(in set: Character) -> String {
        var text = self
        while text.first == set { text.removeFirst() }
        while text.last == set { text.removeLast() }
        return String(text)
    }
}
