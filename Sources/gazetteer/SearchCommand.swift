import ArgumentParser
import GazetteerIndex
import GazetteerOutput

struct SearchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "search",
        abstract: "Find places by name prefix (autocomplete), e.g. \"vadu\" or \"Springfield, IL\".")

    @Argument(help: "The name or name prefix; text after a comma filters by admin1 or country.")
    var query: String?

    @OptionGroup var location: IndexLocation

    @Option(parsing: .unconditional, help: "The most results to return (1 to \(QueryLimits.maximumResults)).")
    var limit = 10

    @Option(help: "Only places in this ISO country code.")
    var country: String?

    @Option(parsing: .unconditional, help: "LAT,LON: rank places near this point higher (negative values need no quoting).")
    var near: String?

    @Option(help: "Output format (default: text; JSON Lines with --batch).")
    var format: OutputFormat?

    @Option(help: "Read one query per line from FILE ('-' for standard input); write one line per input line.", completion: .file())
    var batch: String?

    @OptionGroup var language: LanguageOption

    @Flag(help: "Print each result's score and its parts under it (text output).")
    var explain = false

    func validate() throws {
        if (query == nil) == (batch == nil) { throw ValidationError("give either a QUERY or --batch FILE") }
        try QueryChecks.limit(limit)
        if batch != nil { _ = try QueryChecks.batchFormat(format) }
    }

    func run() throws {
        if let query { try QueryChecks.query(query) }
        let nearPoint = try near.map(CoordinateArgument.parse)
        let index = try location.open()
        try QueryChecks.country(country, in: index)
        func answer(_ text: String) -> [SearchResult] {
            index.search(text, limit: limit, countryCode: country, near: nearPoint, preferring: language.languages)
        }
        if let batch {
            try BatchRunner.run(path: batch, format: try QueryChecks.batchFormat(format)) { line in
                if let problem = QueryLimits.problem(query: line) { return .problem("the query \(problem)") }
                let results = answer(line)
                // An index truncated or rewritten underneath ends the batch with that error.
                try index.checkUnchanged()
                return .searchResults(results)
            }
        } else if let query {
            let results = answer(query)
            if explain && (format ?? .text) == .text {
                ResultFormatter.printExplained(results, unmatchedWords: results.isEmpty ? index.unmatchedWords(in: query) : [])
            } else {
                ResultFormatter.print(results.map(ResultRow.init), as: format ?? .text)
            }
        }
    }
}
