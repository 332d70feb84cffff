import GazetteerIndex
import GazetteerOutput

/// Conditions applied to candidates after the index query: Photon's `osm_tag` and `layer`,
/// bounding boxes, several country codes, a maximum rank.
package struct ResultFilter: Sendable {
    /// Photon `osm_tag` terms: `key:value`, `key`, `:value`, each optionally negated with `!`.
    package var tags: [TagTerm] = []
    /// Photon layers to keep; empty for all.
    package var layers: Set<PlaceKind.Layer> = []
    /// Keep places inside this box.
    package var box: BoundingBox?
    /// Keep places in these countries (upper-case ISO codes); empty for all.
    package var countryCodes: Set<String> = []
    /// Keep places whose rank is at most this (Nominatim's zoom).
    package var maximumRank = 30
    /// Drop unnamed records (reverse geocoding names a place).
    package var namedOnly = false

    package init() {}

    /// Whether nothing is filtered.
    package var isEmpty: Bool {
        tags.isEmpty && layers.isEmpty && box == nil && countryCodes.isEmpty && maximumRank >= 30 && !namedOnly
    }

    /// Whether `place` passes.
    package func admits(_ place: Place) -> Bool {
        if namedOnly && place.name.isEmpty { return false }
        if !countryCodes.isEmpty && !countryCodes.contains(place.countryCode) { return false }
        if let box, !Self.contains(box, place.coordinate) { return false }
        guard !tags.isEmpty || !layers.isEmpty || maximumRank < 30 else { return true }
        let kind = PlaceKind(place)
        if kind.rank > maximumRank { return false }
        if !layers.isEmpty && !layers.contains(kind.layer) { return false }
        let includes = tags.filter { !$0.negated }
        if !includes.isEmpty && !includes.contains(where: { $0.matches(kind) }) { return false }
        return !tags.contains { $0.negated && $0.matches(kind) }
    }

    static func contains(_ box: BoundingBox, _ point: Coordinate) -> Bool {
        guard point.latitude >= box.minLatitude && point.latitude <= box.maxLatitude else { return false }
        if box.minLongitude <= box.maxLongitude {
            return point.longitude >= box.minLongitude && point.longitude <= box.maxLongitude
        }
        return point.longitude >= box.minLongitude || point.longitude <= box.maxLongitude
    }

    /// One `osm_tag` term.
    package struct TagTerm: Sendable, Equatable {
        package var key: String?
        package var value: String?
        package var negated: Bool

        /// Parses `key:value`, `key`, `:value`, `!key:value`, `!key`, `:!value`.
        /// - Throws: ``ParameterError`` for an empty term.
        package init(_ text: String) throws(ParameterError) {
            var text = Substring(text)
            negated = text.hasPrefix("!")
            if negated { text.removeFirst() }
            if let colon = text.firstIndex(of: ":") {
                var value = text[text.index(after: colon)...]
                if value.hasPrefix("!") {
                    negated = true
                    value.removeFirst()
                }
                key = colon == text.startIndex ? nil : String(text[..<colon])
                self.value = value.isEmpty ? nil : String(value)
            } else {
                key = text.isEmpty ? nil : String(text)
                value = nil
            }
            if key == nil && value == nil { throw ParameterError("osm_tag", "must be key, key:value or :value") }
        }

        func matches(_ kind: PlaceKind) -> Bool {
            (key == nil || key == kind.key) && (value == nil || value == kind.value)
        }
    }
}
