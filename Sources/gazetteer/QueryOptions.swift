import ArgumentParser
import GazetteerIndex
import GazetteerOutput

/// Checks shared by the query commands, against the limits in ``QueryLimits`` and the values the
/// index holds.
enum QueryChecks {
    /// `--limit`: from 1 to ``QueryLimits/maximumResults``.
    static func limit(_ limit: Int) throws {
        if let problem = QueryLimits.problem(limit: limit) { throw ValidationError("--limit \(problem)") }
    }

    /// The query text: not empty, not longer than ``QueryLimits/maximumQueryBytes``.
    static func query(_ text: String) throws {
        if let problem = QueryLimits.problem(query: text) { throw UsageError(description: "the query \(problem)") }
    }

    /// `--country`: a code the index knows.
    static func country(_ code: String?, in index: Gazetteer) throws {
        guard let code else { return }
        if let problem = FilterVocabulary.problem(country: code, in: index) { throw UsageError(description: problem) }
    }

    /// `--category`, `--feature-class`, `--feature-code`: values the index holds.
    static func filter(_ filter: PlaceFilter, in index: Gazetteer) throws {
        for category in filter.categories {
            if let problem = FilterVocabulary.problem(category: category, in: index) { throw UsageError(description: problem) }
        }
        if let featureClass = filter.featureClass, let problem = FilterVocabulary.problem(featureClass: featureClass, in: index) {
            throw UsageError(description: problem)
        }
        if let featureCode = filter.featureCode, let problem = FilterVocabulary.problem(featureCode: featureCode, in: index) {
            throw UsageError(description: problem)
        }
    }

    /// The output format of a batch: JSON Lines unless `--format text`; GeoJSON has no line form.
    static func batchFormat(_ format: OutputFormat?) throws -> OutputFormat {
        if format == .geojson { throw ValidationError("--batch writes JSON Lines or text; --format geojson cannot be used with --batch") }
        return format ?? .json
    }
}
