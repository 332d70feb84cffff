import ArgumentParser
import Foundation
import GazetteerOutput

@main
struct GazetteerCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gazetteer",
        abstract: "Build an offline gazetteer index from GeoNames or OpenStreetMap files, query it, and serve it over HTTP.",
        version: ToolVersion.current,
        subcommands: [
            BuildCommand.self, SearchCommand.self, NearCommand.self, ReverseCommand.self,
            ExportCommand.self, InfoCommand.self, VerifyCommand.self, ServeCommand.self,
        ])

    /// Parses, runs, and turns errors into one line on standard error and the exit status.
    static func main() async {
        let status: Int32
        do {
            var command = try parseAsRoot(coordinatesUnmarked(Array(CommandLine.arguments.dropFirst())))
            if var asynchronous = command as? AsyncParsableCommand {
                try await asynchronous.run()
            } else {
                try command.run()
            }
            status = 0
        } catch {
            status = Failure.exitCode(reporting: error)
        }
        Foundation.exit(status)
    }

    /// `near -- -21 -33 --radius 500`: the `--` that shells users type before negative coordinates
    /// would also end option parsing; the point takes negative numbers without it, so it is dropped
    /// when a number follows it.
    static func coordinatesUnmarked(_ arguments: [String]) -> [String] {
        guard let command = arguments.first, command == "near" || command == "reverse" else { return arguments }
        var result: [String] = []
        for (position, argument) in arguments.enumerated() {
            if argument == "--", position + 1 < arguments.count,
               Double(arguments[position + 1].split(separator: ",").first.map(String.init) ?? "") != nil {
                continue
            }
            result.append(argument)
        }
        return result
    }
}
