import GazetteerIndex
import GazetteerOutput

/// Nominatim's `/search`, `/reverse` (with `format`) and `/status`.
extension GazetteerAPI {
    /// `GET /search?q=&format=&limit=&countrycodes=&viewbox=&bounded=&addressdetails=&featureType=&accept-language=&namedetails=`,
    /// or the structured form (`city=`, `county=`, `state=`, `country=`, `street=`, `amenity=`).
    /// A `viewbox` with `bounded=1` keeps the search to the box; without it, places near the box's
    /// centre rank higher.
    func nominatimSearch(_ index: Gazetteer, _ parameters: RequestParameters) throws(ParameterError) -> APIResponse {
        let format = try nominatimFormat(parameters, default: .jsonv2)
        let text = try nominatimQuery(parameters)
        let limit = try limit(parameters, default: 10)
        var filter = ResultFilter()
        filter.countryCodes = try countryCodes(parameters, "countrycodes")
        var near: Coordinate?
        if let viewbox = try box(parameters, "viewbox") {
            if try parameters.flag("bounded", default: false) {
                filter.box = viewbox
            } else {
                near = Coordinate(
                    latitude: (viewbox.minLatitude + viewbox.maxLatitude) / 2,
                    longitude: (viewbox.minLongitude + viewbox.maxLongitude) / 2)
            }
        }
        if let featureType = parameters.string("featureType") {
            switch featureType.lowercased() {
            case "country": filter.layers = [.country]
            case "state": filter.layers = [.state]
            case "city", "settlement": filter.layers = [.city]
            default: throw ParameterError("featureType", "must be country, state, city or settlement")
            }
        }
        let details = try parameters.flag("addressdetails", default: false)
        let rows = index.search(text, limit: limit, near: near, filter: filter, languages: nominatimLanguages(parameters))
        return try nominatimAnswer(rows, format: format, single: false, details: details, query: text, parameters)
    }

    /// `GET /reverse?lat=&lon=&format=&zoom=&addressdetails=`: the nearest named record up to the
    /// detail `zoom` asks for (3 country … 10 city … 18 building).
    func nominatimReverse(_ index: Gazetteer, _ parameters: RequestParameters) throws(ParameterError) -> APIResponse {
        let format = try nominatimFormat(parameters, default: .json)
        let center = try point(parameters)
        let zoom = try parameters.integer("zoom", in: 0...18) ?? 18
        var filter = ResultFilter()
        filter.namedOnly = true
        filter.maximumRank = Self.rank(forZoom: zoom)
        let details = try parameters.flag("addressdetails", default: true)
        let rows = index.nearest(to: center, limit: 1, radiusMeters: .infinity, filter: filter)
        return try nominatimAnswer(rows, format: format, single: true, details: details, query: "", parameters)
    }

    /// Nominatim's address rank for a map zoom level.
    static func rank(forZoom zoom: Int) -> Int {
        switch zoom {
        case ...4: 4
        case 5...7: 8
        case 8...9: 12
        case 10: 16
        case 11...12: 18
        case 13: 19
        case 14...15: 22
        case 16: 26
        case 17: 27
        default: 30
        }
    }

    /// `GET /status?format=text|json`.
    func status(_ index: Gazetteer, _ parameters: RequestParameters) throws(ParameterError) -> APIResponse {
        switch parameters.string("format") ?? "text" {
        case "text":
            return APIResponse(contentType: "text/plain; charset=utf-8", body: Array("OK".utf8))
        case "json":
            var json = JSONWriter(capacity: 256)
            json.beginObject()
            json.key("status")
            json.integer(0)
            json.key("message")
            json.literal("OK")
            json.key("data_updated")
            json.string(Self.isoDate(index.createdAt))
            json.key("software_version")
            json.string(ToolVersion.current)
            json.key("database_version")
            json.string("\(IndexFormat.version)")
            json.endObject()
            return .json(json)
        default:
            throw ParameterError("format", "must be one of: text, json")
        }
    }

    func nominatimFormat(_ parameters: RequestParameters, default fallback: NominatimJSON.Format) throws(ParameterError) -> NominatimJSON.Format {
        guard let text = parameters.string("format") else { return fallback }
        guard let format = NominatimJSON.Format(rawValue: text) else {
            throw ParameterError("format", "must be one of: json, jsonv2, geojson, geocodejson")
        }
        return format
    }

    private func nominatimQuery(_ parameters: RequestParameters) throws(ParameterError) -> String {
        let names = ["amenity", "street", "city", "county", "state", "country"]
        let given = names.filter { parameters.string($0) != nil }
        if parameters.string("q") != nil {
            if !given.isEmpty || parameters.string("postalcode") != nil {
                throw ParameterError("q", "cannot be used together with amenity, street, city, county, state, postalcode or country")
            }
            return try query(parameters)
        }
        // The smallest part is the name; state and country narrow it (every qualifier must match).
        guard let first = given.first, let name = parameters.string(first) else {
            throw ParameterError("q", "is missing: give q, or amenity, street, city, county, state or country")
        }
        let qualifiers = ["state", "country"].filter { $0 != first }.compactMap { parameters.string($0) }
        let text = ([name] + qualifiers).joined(separator: ", ")
        if let problem = QueryLimits.problem(query: text) { throw ParameterError("q", problem) }
        return text
    }

    func nominatimAnswer(
        _ rows: [ResultRow], format: NominatimJSON.Format, single: Bool, details: Bool, query: String,
        _ parameters: RequestParameters
    ) throws(ParameterError) -> APIResponse {
        var json = JSONWriter(capacity: 1_024 + rows.count * 768)
        let callback = parameters.string("json_callback")
        if let callback {
            guard callback.split(separator: ".", omittingEmptySubsequences: false).allSatisfy(Self.isIdentifier) else {
                throw ParameterError("json_callback", "must be a JavaScript identifier")
            }
            json.verbatim(callback + "(")
        }
        let nameDetails = try parameters.flag("namedetails", default: false)
        NominatimJSON.write(
            rows.localized(preferring: nominatimLanguages(parameters)), format: format, single: single, addressDetails: details,
            query: query, nameDetails: nameDetails, into: &json)
        if callback != nil {
            json.verbatim(")")
            return APIResponse(contentType: "application/javascript; charset=utf-8", body: json.bytes)
        }
        return .json(json)
    }

    private static func isIdentifier(_ part: Substring) -> Bool {
        guard let first = part.unicodeScalars.first, first == "_" || first == "$" || first.properties.isAlphabetic else { return false }
        return part.unicodeScalars.allSatisfy { $0 == "_" || $0 == "$" || $0.properties.isAlphabetic || ("0"..."9").contains($0) }
    }

    /// `2024-05-04T14:47:00+00:00` for seconds since 1970.
    static func isoDate(_ seconds: Int64) -> String {
        let days = Int(seconds.quotientAndRemainder(dividingBy: 86_400).quotient) - (seconds < 0 && seconds % 86_400 != 0 ? 1 : 0)
        let secondOfDay = Int(seconds - Int64(days) * 86_400)
        // Civil date from days since 1970-01-01 (Howard Hinnant's algorithm).
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return "\(year)-\(two(month))-\(two(day))T\(two(secondOfDay / 3_600)):\(two(secondOfDay / 60 % 60)):\(two(secondOfDay % 60))+00:00"
    }
}
