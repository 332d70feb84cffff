import ArgumentParser
import Foundation
import GazetteerIndex

/// The index path shared by `build` and the query commands: `--index`, else `$GAZETTEER_INDEX`,
/// else `index.gazetteer` in the current directory.
struct IndexLocation: ParsableArguments {
    static let defaultPath = "index.gazetteer"
    static let environmentVariable = "GAZETTEER_INDEX"

    @Option(name: .long, help: "The index file (default: $GAZETTEER_INDEX, else ./index.gazetteer).", completion: .file())
    var index: String?

    var path: String { Self.resolve(index) }

    /// Opens the index, explaining a missing one by where its path came from.
    func open() throws -> Gazetteer { try Self.open(index) }

    static func resolve(_ explicit: String?) -> String {
        if let explicit, !explicit.isEmpty { return explicit }
        if let environment = ProcessInfo.processInfo.environment[environmentVariable], !environment.isEmpty {
            return environment
        }
        return defaultPath
    }

    /// Opens the index at `explicit` (or the default), with a message that says how to build one or
    /// which flag or variable named it when the file does not exist.
    static func open(_ explicit: String?) throws -> Gazetteer {
        let path = resolve(explicit)
        do {
            return try Gazetteer(path: path)
        } catch let error {
            guard case .notFound = error else { throw error }
            if let explicit, !explicit.isEmpty {
                throw MissingIndex(description: "\(path): no such index file; build one with `gazetteer build INPUT... -o \(path)`")
            }
            if path != defaultPath {
                throw MissingIndex(description: "\(path) (named by $\(environmentVariable)): no such index file; build it with `gazetteer build INPUT... -o \(path)`, or name another with --index PATH")
            }
            throw MissingIndex(description: "no index at ./\(defaultPath); build one with `gazetteer build INPUT...` (e.g. a GeoNames cities500.txt.gz), or name one with --index PATH or $\(environmentVariable)")
        }
    }

    struct MissingIndex: Error, CustomStringConvertible {
        let description: String
    }
}
