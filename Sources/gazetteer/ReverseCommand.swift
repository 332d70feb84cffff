import ArgumentParser
import GazetteerIndex
import GazetteerOutput

struct ReverseCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "reverse",
        abstract: "Reverse geocode: the nearest populated place to a point, with admin1, country and distance.")

    @Argument(parsing: .allUnrecognized, help: "LAT LON (or LAT,LON) in degrees; negative values need no quoting.")
    var point: [String] = []

    @OptionGroup var location: IndexLocation

    @OptionGroup var language: LanguageOption

    @Option(help: "Output format (default: text; JSON Lines with --batch).")
    var format: OutputFormat?

    @Option(name: .customLong("max-distance"), help: ArgumentHelp(
        "Answer only with a place within this many metres of the point (default: no limit).", valueName: "METRES"))
    var maxDistance: Double?

    @Option(help: "Read one LAT,LON per line from FILE ('-' for standard input); write one line per input line.", completion: .file())
    var batch: String?

    func validate() throws {
        let coordinates = point.filter { $0 != "--" }
        if batch == nil && coordinates.isEmpty { throw ValidationError("give LAT LON or --batch FILE") }
        if batch != nil && !coordinates.isEmpty { throw ValidationError("give either LAT LON or --batch FILE, not both") }
        if batch != nil { _ = try QueryChecks.batchFormat(format) }
        if let maxDistance {
            if !(maxDistance >= 0) || !maxDistance.isFinite {
                throw ValidationError("--max-distance must be a non-negative number of metres")
            }
            if maxDistance > QueryLimits.maximumRadiusMeters {
                throw ValidationError("--max-distance must be ≤ \(Int(QueryLimits.maximumRadiusMeters)) metres (half the Earth's circumference)")
            }
        }
    }

    /// The library's bound on the distance of the answer: none unless `--max-distance` is given.
    private var maximumDistanceMeters: Double { maxDistance ?? .infinity }

    func run() throws {
        if let batch {
            let index = try location.open()
            try BatchRunner.run(path: batch, format: try QueryChecks.batchFormat(format)) { line in
                let answer: BatchRunner.Answer
                do {
                    let point = try CoordinateArgument.parse(line)
                    answer = .results(index.reverse(point, maximumDistanceMeters: maximumDistanceMeters).map { [ResultRow($0.localized(preferring: language.languages))] } ?? [])
                } catch {
                    answer = .problem("\(error)")
                }
                // An index truncated or rewritten underneath ends the batch with that error.
                try index.checkUnchanged()
                return answer
            }
        } else {
            let coordinate = try CoordinateArgument.parse(point.filter { $0 != "--" }.joined(separator: " "))
            let index = try location.open()
            let rows = index.reverse(coordinate, maximumDistanceMeters: maximumDistanceMeters).map { [ResultRow($0.localized(preferring: language.languages))] } ?? []
            if rows.isEmpty, let maxDistance, (format ?? .text) == .text {
                // Exit status 0, as for every query that finds nothing; the message says why.
                print("no results: no place within \(BuildReport.count(Int(maxDistance.rounded()))) m of \(point.filter { $0 != "--" }.joined(separator: " "))")
                return
            }
            ResultFormatter.print(rows, as: format ?? .text)
        }
    }
}
