import ArgumentParser
import GazetteerIndex

struct SearchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "search",
        abstract: "Find places by name prefix (autocomplete), e.g. \"vadu\" or \"Springfield, IL\".")

    @Argument(help: "The name or name prefix; text after a comma filters by admin1 or country.")
    var query: String?

    @OptionGroup var location: IndexLocation

    @Option(help: "The most results to return.")
    var limit = 10

    @Option(help: "Only places in this ISO country code.")
    var country: String?

    @Option(help: "LAT,LON: rank places near this point higher.")
    var near: String?

    @Option(help: "Output format.")
    var format: OutputFormat = .text

    @Option(help: "Read one query per line from FILE ('-' for standard input); write one JSON object per line.")
    var batch: String?

    func validate() throws {
        if (query == nil) == (batch == nil) { throw ValidationError("give either a QUERY or --batch FILE") }
        if limit < 1 { throw ValidationError("--limit must be at least 1") }
    }

    func run() throws {
        try reportingFailures {
            let index = try Gazetteer(path: location.path)
            let nearPoint = try near.map(CoordinateArgument.parse)
            func answer(_ text: String) -> [ResultRow] {
                index.search(text, limit: limit, countryCode: country, near: nearPoint).map(ResultRow.init)
            }
            if let batch {
                try BatchRunner.run(path: batch) { line in
                    let results = answer(line).map(ResultFormatter.properties)
                    // A file truncated or rewritten underneath ends the batch with that error.
                    try index.checkUnchanged()
                    return .object([("query", .string(line)), ("results", .array(results))])
                }
            } else if let query {
                print(ResultFormatter.render(answer(query), as: format))
            }
        }
    }
}
