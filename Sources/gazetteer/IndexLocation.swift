import ArgumentParser
import Foundation

/// The index path shared by `build` and the query commands: `--index`, else `$GAZETTEER_INDEX`,
/// else `index.gazetteer` in the current directory.
struct IndexLocation: ParsableArguments {
    static let defaultPath = "index.gazetteer"
    static let environmentVariable = "GAZETTEER_INDEX"

    @Option(name: .long, help: "The index file (default: $GAZETTEER_INDEX, else ./index.gazetteer).")
    var index: String?

    var path: String {
        Self.resolve(index)
    }

    static func resolve(_ explicit: String?) -> String {
        if let explicit, !explicit.isEmpty { return explicit }
        if let environment = ProcessInfo.processInfo.environment[environmentVariable], !environment.isEmpty {
            return environment
        }
        return defaultPath
    }
}
