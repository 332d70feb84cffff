import ArgumentParser
import GazetteerIndex
import GazetteerOutput

struct InfoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "info",
        abstract: "Show an index's counts, sizes, bounding box, sources, top categories and build inputs.",
        discussion: "The index is opened as for queries, so a damaged one is refused with the same error.")

    /// How `info` prints the facts.
    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json
    }

    @Argument(help: "The index file (default: $GAZETTEER_INDEX, else ./index.gazetteer).", completion: .file())
    var index: String?

    @Option(help: "text, or json (one object with the same facts, for scripts).")
    var format: Format = .text

    func run() throws {
        let facts = try IndexFacts(try IndexLocation.open(index))
        switch format {
        case .text: print(facts.text)
        case .json: print(facts.json)
        }
    }
}
