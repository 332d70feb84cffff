import ArgumentParser

@main
struct GazetteerCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gazetteer",
        abstract: "Build an offline gazetteer index from GeoNames or OpenStreetMap files, and query it.",
        subcommands: [
            BuildCommand.self, SearchCommand.self, NearCommand.self, ReverseCommand.self,
            InfoCommand.self, VerifyCommand.self,
        ])
}
