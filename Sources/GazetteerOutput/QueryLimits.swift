/// The limits every entry point (command line and server) enforces on a query, stated once.
package enum QueryLimits {
    /// The most results one query may ask for.
    package static let maximumResults = 1_000
    /// The longest query text, in UTF-8 bytes.
    package static let maximumQueryBytes = 1_000
    /// The longest request target (path and query string) the server reads, in bytes.
    package static let maximumRequestTargetBytes = 8_192
    /// The largest search or near radius, in metres (half the Earth's circumference).
    package static let maximumRadiusMeters = 20_037_509.0

    /// The most worker threads worth starting on a machine with `cores` cores: 4 per core.
    package static func maximumThreads(cores: Int) -> Int { 4 * max(1, cores) }

    /// Why `limit` is refused, or `nil` when it is accepted.
    package static func problem(limit: Int) -> String? {
        if limit < 1 { return "must be ≥ 1" }
        if limit > maximumResults { return "must be ≤ \(maximumResults)" }
        return nil
    }

    /// Why `query` is refused, or `nil` when it is accepted.
    package static func problem(query: String) -> String? {
        if query.allSatisfy(\.isWhitespace) { return "must not be empty" }
        if query.utf8.count > maximumQueryBytes { return "is \(query.utf8.count) bytes; the most is \(maximumQueryBytes)" }
        return nil
    }
}
