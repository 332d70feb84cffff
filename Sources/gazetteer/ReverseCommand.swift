import ArgumentParser
import GazetteerIndex

struct ReverseCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "reverse",
        abstract: "Reverse geocode: the nearest populated place to a point, with admin1, country and distance.")

    @Argument(parsing: .allUnrecognized, help: "LAT LON (or LAT,LON) in degrees; negative values need no quoting.")
    var point: [String] = []

    @OptionGroup var location: IndexLocation

    @Option(help: "Output format.")
    var format: OutputFormat = .text

    @Option(help: "Read one LAT,LON per line from FILE ('-' for standard input); write one JSON object per line.")
    var batch: String?

    func validate() throws {
        if batch == nil && point.isEmpty { throw ValidationError("give LAT LON or --batch FILE") }
        if batch != nil && !point.isEmpty { throw ValidationError("give either LAT LON or --batch FILE, not both") }
    }

    func run() throws {
        try reportingFailures {
            let index = try Gazetteer(path: location.path)
            if let batch {
                try BatchRunner.run(path: batch) { line in
                    do {
                        let point = try CoordinateArgument.parse(line)
                        let rows = index.reverse(point).map { [ResultRow($0)] } ?? []
                        return .object([("query", .string(line)), ("results", .array(rows.map(ResultFormatter.properties)))])
                    } catch {
                        return .object([("query", .string(line)), ("error", .string("\(error)"))])
                    }
                }
            } else {
                let coordinate = try CoordinateArgument.parse(point.joined(separator: " "))
                let rows = index.reverse(coordinate).map { [ResultRow($0)] } ?? []
                print(ResultFormatter.render(rows, as: format))
            }
        }
    }
}
