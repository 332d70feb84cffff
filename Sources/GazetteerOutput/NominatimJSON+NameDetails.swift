import GazetteerIndex

/// Nominatim's `namedetails`: every name of a place, keyed as OpenStreetMap tags them.
extension NominatimJSON {
    /// The key of a name by language or kind: `name:de`, `official_name`, `short_name:fr`, `int_name`,
    /// `alt_name`, `old_name`; a preferred name is `name:<lang>`, a colloquial one `alt_name`.
    /// - Complexity: O(length of the language tag).
    package static func nameDetailsKey(_ name: LocalizedName) -> String {
        let base = switch name.kind {
        case .name, .preferred: "name"
        case .short: "short_name"
        case .official: "official_name"
        case .international: "int_name"
        case .alternate, .colloquial: "alt_name"
        case .old: "old_name"
        }
        return name.language.isEmpty ? base : "\(base):\(name.language)"
    }

    /// Writes the `namedetails` object: `name` (the name as stored), then each name by language or
    /// kind under its key (``nameDetailsKey(_:)``), in the index's order; several names under one
    /// key are joined by `;`, as OpenStreetMap lists them, a preferred name first.
    /// - Complexity: O(names by language²) for the grouping, a few dozen at most.
    static func writeNameDetails(_ place: Place, into json: inout JSONWriter) {
        var keys: [String] = []
        var values: [String: [String]] = [:]
        for name in place.localizedNames {
            let key = nameDetailsKey(name)
            if values[key] == nil { keys.append(key) }
            if !(values[key]?.contains(name.name) ?? false) { values[key, default: []].append(name.name) }
        }
        json.beginObject()
        if !place.storedName.isEmpty {
            json.key("name")
            json.string(place.storedName)
        }
        for key in keys {
            json.dynamicKey(key)
            json.string(values[key]!.joined(separator: ";"))
        }
        json.endObject()
    }
}
