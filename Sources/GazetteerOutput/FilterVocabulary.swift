import GazetteerIndex

/// Checks filter values (country codes, categories, feature classes and codes) against what an
/// index holds, so that a typo is reported with the values that exist instead of giving no results.
package enum FilterVocabulary {
    /// The most values a message lists before "… and N more".
    static let listed = 40

    /// Why `code` cannot match, or `nil` when records use it (or the country table names it).
    /// - Complexity: O(countries), plus one scan of the records when the table does not name it.
    package static func problem(country code: String, in index: Gazetteer) -> String? {
        let wanted = code.uppercased()
        if index.countryTable.contains(where: { $0.code == wanted }) { return nil }
        let used = index.recordVocabulary().countryCodes
        if used.contains(wanted) { return nil }
        if used.isEmpty { return "unknown country code \"\(code)\": the index has no country codes" }
        return "unknown country code \"\(code)\"; the index has \(list(used))"
    }

    /// Why `category` (`key=value` or the value alone) cannot match, or `nil`.
    /// - Complexity: O(codes).
    package static func problem(category: String, in index: Gazetteer) -> String? {
        let wanted = category.lowercased()
        let categories = index.codeList.filter { $0.contains("=") }
        if categories.contains(where: { $0 == wanted || $0.hasSuffix("=" + wanted) }) { return nil }
        if categories.isEmpty { return "unknown category \"\(category)\": the index has no categories (GeoNames data uses --feature-class and --feature-code)" }
        let close = categories.filter { $0.contains(wanted) || wanted.contains($0.split(separator: "=").last.map(String.init) ?? $0) }
        return "unknown category \"\(category)\"; " + (close.isEmpty ? "the index has \(list(categories))" : "did you mean \(list(close))?")
    }

    /// Why a feature class letter cannot match, or `nil`.
    /// - Complexity: one scan of the records.
    package static func problem(featureClass: String, in index: Gazetteer) -> String? {
        let used = index.recordVocabulary().featureClasses
        if used.contains(featureClass.uppercased()) { return nil }
        return "unknown feature class \"\(featureClass)\"; the index has \(list(used))"
    }

    /// Why a feature code cannot match, or `nil`.
    /// - Complexity: O(codes).
    package static func problem(featureCode: String, in index: Gazetteer) -> String? {
        let codes = index.codeList.filter { !$0.contains("=") && !$0.isEmpty }
        if codes.contains(featureCode.uppercased()) { return nil }
        if codes.isEmpty { return "unknown feature code \"\(featureCode)\": the index has no feature codes" }
        return "unknown feature code \"\(featureCode)\"; the index has \(list(codes))"
    }

    private static func list(_ values: [String]) -> String {
        guard values.count > listed else { return values.joined(separator: ", ") }
        return values.prefix(listed).joined(separator: ", ") + " … and \(values.count - listed) more"
    }
}
