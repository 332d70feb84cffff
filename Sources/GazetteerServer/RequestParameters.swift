/// The query string of a request, decoded (`%XX` and `+`), with typed readers that name the
/// parameter when its value is unusable.
package struct RequestParameters: Sendable {
    private var pairs: [(name: String, value: String)]
    /// The request's `Accept-Language` header, when it has one (the APIs read it when no parameter
    /// names the languages).
    package var acceptLanguage: String?

    /// Parses `query` (the part of the request target after `?`, without it).
    /// - Complexity: O(query length).
    package init(query: Substring) {
        pairs = query.utf8.allSatisfy { $0 < 0x80 } ? Self.pairs(ascii: query) : Self.pairs(characters: query)
    }

    /// The pairs of an ASCII query, split on bytes (where bytes and characters agree), without
    /// walking grapheme clusters.
    private static func pairs(ascii query: Substring) -> [(name: String, value: String)] {
        var pairs: [(name: String, value: String)] = []
        pairs.reserveCapacity(8)
        let bytes = query.utf8
        var start = bytes.startIndex
        while start < bytes.endIndex {
            let end = bytes[start...].firstIndex(of: UInt8(ascii: "&")) ?? bytes.endIndex
            if start < end {
                let item = query[start..<end]
                if let equals = item.utf8.firstIndex(of: UInt8(ascii: "=")) {
                    pairs.append((decode(item[..<equals]), decode(item[item.utf8.index(after: equals)...])))
                } else {
                    pairs.append((decode(item), ""))
                }
            }
            start = end == bytes.endIndex ? end : bytes.index(after: end)
        }
        return pairs
    }

    /// The pairs of any query, split on characters: a `&` or `=` that a combining mark follows is
    /// part of a longer character, and does not separate.
    private static func pairs(characters query: Substring) -> [(name: String, value: String)] {
        var pairs: [(name: String, value: String)] = []
        for item in query.split(separator: "&", omittingEmptySubsequences: true) {
            if let equals = item.firstIndex(of: "=") {
                pairs.append((decode(item[..<equals]), decode(item[item.index(after: equals)...])))
            } else {
                pairs.append((decode(item), ""))
            }
        }
        return pairs
    }

    /// Parameters given as pairs.
    package init(_ pairs: [(String, String)]) {
        self.pairs = pairs.map { (name: $0.0, value: $0.1) }
    }

    /// Percent-decoding with `+` as a space; malformed escapes are kept as they are.
    static func decode(_ text: Substring) -> String {
        guard text.utf8.contains(where: { $0 == UInt8(ascii: "%") || $0 == UInt8(ascii: "+") }) else { return String(text) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        var iterator = Array(text.utf8)[...]
        while let byte = iterator.popFirst() {
            if byte == UInt8(ascii: "+") {
                bytes.append(UInt8(ascii: " "))
            } else if byte == UInt8(ascii: "%"), iterator.count >= 2,
                      let high = hexValue(iterator[iterator.startIndex]),
                      let low = hexValue(iterator[iterator.startIndex + 1]) {
                bytes.append(high << 4 | low)
                iterator.removeFirst(2)
            } else {
                bytes.append(byte)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    /// The first value of `name`; `nil` when absent or empty.
    package func string(_ name: String) -> String? {
        guard let value = pairs.first(where: { $0.name == name })?.value, !value.isEmpty else { return nil }
        return value
    }

    /// Every non-empty value of `name`, in order (`osm_tag=a&osm_tag=b`).
    package func all(_ name: String) -> [String] {
        pairs.filter { $0.name == name && !$0.value.isEmpty }.map(\.value)
    }

    /// A number in `range`, or `nil` when absent.
    /// - Throws: ``ParameterError`` when the value is not a finite number in `range`.
    package func double(_ name: String, in range: ClosedRange<Double>) throws(ParameterError) -> Double? {
        guard let text = string(name) else { return nil }
        guard let value = Double(text.trimmingSpaces), value.isFinite, range.contains(value) else {
            throw ParameterError(name, "must be a number from \(Self.format(range.lowerBound)) to \(Self.format(range.upperBound)), got \"\(text.prefix(40))\"")
        }
        return value
    }

    /// A whole number in `range`, or `nil` when absent.
    /// - Throws: ``ParameterError`` when the value is not a whole number in `range`.
    package func integer(_ name: String, in range: ClosedRange<Int>) throws(ParameterError) -> Int? {
        guard let text = string(name) else { return nil }
        guard let value = Int(text.trimmingSpaces) else {
            throw ParameterError(name, "must be a whole number, got \"\(text.prefix(40))\"")
        }
        if value < range.lowerBound { throw ParameterError(name, "must be ≥ \(range.lowerBound)") }
        if value > range.upperBound { throw ParameterError(name, "must be ≤ \(range.upperBound)") }
        return value
    }

    /// `0`/`1` (also `false`/`true`, `no`/`yes`), or `fallback` when absent.
    /// - Throws: ``ParameterError`` for any other value.
    package func flag(_ name: String, default fallback: Bool) throws(ParameterError) -> Bool {
        guard let text = string(name) else { return fallback }
        switch text.lowercased() {
        case "1", "true", "yes": return true
        case "0", "false", "no": return false
        default: throw ParameterError(name, "must be 0 or 1, got \"\(text.prefix(40))\"")
        }
    }

    /// A latitude and longitude given as two parameters; `nil` when both are absent.
    /// - Throws: ``ParameterError`` when only one is given or either is out of range.
    package func coordinate(latitude: String = "lat", longitude: String = "lon") throws(ParameterError) -> (Double, Double)? {
        let lat = try double(latitude, in: -90...90)
        let lon = try double(longitude, in: -180...180)
        switch (lat, lon) {
        case let (lat?, lon?): return (lat, lon)
        case (nil, nil): return nil
        case (nil, _): throw ParameterError(latitude, "is missing (\(longitude) was given)")
        case (_, nil): throw ParameterError(longitude, "is missing (\(latitude) was given)")
        }
    }

    private static func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}

private extension String {
    var trimmingSpaces: Substring {
        var text = self[...]
        while text.first == " " { text.removeFirst() }
        while text.last == " " { text.removeLast() }
        return text
    }
}

/// A request parameter whose value cannot be used: HTTP 400 naming the parameter.
package struct ParameterError: Error, Sendable, CustomStringConvertible {
    /// The parameter's name.
    package var parameter: String
    /// What is wrong with it.
    package var problem: String

    package init(_ parameter: String, _ problem: String) {
        self.parameter = parameter
        self.problem = problem
    }

    package var description: String { "parameter '\(parameter)' \(problem)" }
}
