import Foundation

/// Decoding of the tool's JSON output with JSONSerialization.
enum JSONValue {
    /// The top-level value of `text`.
    static func parse(_ text: String) throws -> Any {
        try JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])
    }

    /// `text` as an array of objects.
    static func objects(_ text: String) throws -> [[String: Any]] {
        guard let array = try parse(text) as? [[String: Any]] else { throw NotShaped(expected: "an array of objects", text: text) }
        return array
    }

    /// `text` as one object.
    static func object(_ text: String) throws -> [String: Any] {
        guard let object = try parse(text) as? [String: Any] else { throw NotShaped(expected: "an object", text: text) }
        return object
    }

    struct NotShaped: Error, CustomStringConvertible {
        var expected: String
        var text: String
        var description: String { "expected \(expected), got: \(text.prefix(300))" }
    }
}

/// The keys every result object carries (with `null` for an empty field).
let resultKeys: Set<String> = [
    "id", "source", "name", "label", "latitude", "longitude", "country", "countryCode", "countryName", "admin1",
    "admin1Code", "population", "featureClass", "featureCode", "category",
]
