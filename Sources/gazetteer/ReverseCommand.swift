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

    @Option(help: "Output format (default: text; JSON Lines with --batch).")
    var format: OutputFormat?

    @Option(help: "Read one LAT,LON per line from FILE ('-' for standard input); write one line per input line.", completion: .file())
    var batch: String?

    func validate() throws {
        let coordinates = point.filter { $0 != "--" }
        if batch == nil && coordinates.isEmpty { throw ValidationError("give LAT LON or --batch FILE") }
        if batch != nil && !coordinates.isEmpty { throw ValidationError("give either LAT LON or --batch FILE, not both") }
        if batch != nil { _ = try QueryChecks.batchFormat(format) }
    }

    func run() throws {
        if let batch {
            let index = try location.open()
            try BatchRunner.run(path: batch, format: try QueryChecks.batchFormat(format)) { line in
                let answer: BatchRunner.Answer
                do {
                    let point = try CoordinateArgument.parse(line)
                    answer = .results(index.reverse(point).map { [ResultRow($0)] } ?? [])
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
            ResultFormatter.print(index.reverse(coordinate).map { [ResultRow($0)] } ?? [], as: format ?? .text)
        }
    }
}
