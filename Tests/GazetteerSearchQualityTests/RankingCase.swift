import Foundation
import GazetteerIndex

/// One query of a ranking suite with the answer a person means, written down before running it.
struct RankingCase: Sendable, CustomStringConvertible {
    var kind: String
    var query: String
    /// Acceptable first answers (segments of one street are equally right); ``nothing`` when
    /// the query must find nothing.
    var expected: [String]
    var near: Coordinate?
    var country: String?
    var note: String
    var line: Int

    /// The expected answer of a query that must find nothing (a suite writes `-`).
    static let nothing = ["-"]

    /// Whether the query must find nothing.
    var expectsNothing: Bool { expected == Self.nothing }

    var description: String {
        var text = "\"\(query)\""
        if let near { text += " near \(near)" }
        if let country { text += " in \(country)" }
        return text
    }

    /// The cases of `Suites/<name>.tsv`: kind, query, expected (`|` between equivalents, `-` for
    /// no results), options, note.
    static func load(_ name: String) throws -> [RankingCase] {
        guard let url = Bundle.module.url(forResource: name, withExtension: "tsv", subdirectory: "Suites") else {
            throw CocoaError(.fileNoSuchFile)
        }
        let text = try String(contentsOf: url, encoding: .utf8)
        var cases: [RankingCase] = []
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            guard !line.hasPrefix("#"), !line.isEmpty else { continue }
            let columns = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard columns.count >= 3 else { continue }
            var item = RankingCase(
                kind: columns[0], query: columns[1], expected: columns[2].split(separator: "|").map(String.init),
                near: nil, country: nil, note: columns.count > 4 ? columns[4] : "", line: number + 1)
            for option in (columns.count > 3 ? columns[3] : "").split(separator: " ") {
                let parts = option.split(separator: "=", maxSplits: 1).map(String.init)
                guard parts.count == 2 else { continue }
                switch parts[0] {
                case "near":
                    let values = parts[1].split(separator: ",").compactMap { Double($0) }
                    if values.count == 2 { item.near = Coordinate(latitude: values[0], longitude: values[1]) }
                case "country":
                    item.country = parts[1]
                default:
                    break
                }
            }
            cases.append(item)
        }
        return cases
    }
}

/// Pass rates of a suite, per kind of query.
struct RankingReport {
    struct Tally {
        var total = 0
        var first = 0
        var topThree = 0
    }

    private(set) var tallies: [String: Tally] = [:]
    private(set) var order: [String] = []
    private(set) var failures: [String] = []

    /// Runs `item` against `index` and records where the expected answer came.
    mutating func run(_ item: RankingCase, on index: Gazetteer) {
        let results = index.search(item.query, limit: 3, countryCode: item.country, near: item.near)
        let ids = results.map(\.place.id.description)
        // A query that must find nothing passes at every rank only when the answer is empty.
        let position = item.expectsNothing ? (ids.isEmpty ? 0 : nil) : ids.firstIndex { item.expected.contains($0) }
        if tallies[item.kind] == nil { order.append(item.kind) }
        tallies[item.kind, default: Tally()].total += 1
        if position == 0 { tallies[item.kind]!.first += 1 }
        if position != nil { tallies[item.kind]!.topThree += 1 }
        if position != 0 {
            let got = results.map { "\($0.place.displayName) [\($0.place.id)]" }.joined(separator: "; ")
            failures.append("line \(item.line) \(item.kind) \(item) expected \(item.expected.joined(separator: "|")) (\(item.note)): got \(got)")
        }
    }

    var total: Tally {
        tallies.values.reduce(into: Tally()) { sum, tally in
            sum.total += tally.total
            sum.first += tally.first
            sum.topThree += tally.topThree
        }
    }

    /// pass@1 over every case.
    var passAtOne: Double { Double(total.first) / Double(max(1, total.total)) }

    /// A markdown table: kind, queries, pass@1, pass@3.
    var table: String {
        func row(_ name: String, _ tally: Tally) -> String {
            func percent(_ count: Int) -> String { String(format: "%.1f%%", 100 * Double(count) / Double(max(1, tally.total))) }
            return "| \(name) | \(tally.total) | \(percent(tally.first)) | \(percent(tally.topThree)) |"
        }
        return (["| kind | queries | pass@1 | pass@3 |", "|---|---|---|---|"] + order.map { row($0, tallies[$0]!) }
            + [row("all", total)]).joined(separator: "\n")
    }
}
