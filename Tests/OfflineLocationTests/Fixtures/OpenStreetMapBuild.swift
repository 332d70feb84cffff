import Foundation
import GazetteerImport
import GazetteerIndex
import GazetteerTestSupport
import Testing

/// What became of building an index from OpenStreetMap input.
enum OpenStreetMapBuild: Sendable {
    /// The input is absent.
    case absent
    /// The importer does not read OpenStreetMap input yet; the reason says how that showed.
    case notWired(String)
    case built(Gazetteer)
    case failed(any Error)

    /// Builds an index of `inputs`, which include OpenStreetMap files, telling an importer
    /// that cannot read them yet apart from one that fails.
    static func build(_ inputs: [String]) -> OpenStreetMapBuild {
        guard inputs.allSatisfy({ FileManager.default.fileExists(atPath: $0) }) else { return .absent }
        do {
            return .built(try IndexBuilds.build(inputs))
        } catch let error as ImportError {
            // No records from OpenStreetMap files that hold some: an importer that is not
            // wired yet (it once answered every file this way), not a problem of this module.
            guard case .noRecords = error else { return .failed(error) }
            return .notWired("\(error)")
        } catch {
            let text = "\(error)".lowercased()
            let unwired = ["unsupported", "not supported", "not yet", "not implemented"].contains { text.contains($0) }
            return unwired ? .notWired("\(error)") : .failed(error)
        }
    }

    /// The index, or a cancelled test when the importer is not wired, or the build's error.
    func index() throws -> Gazetteer {
        switch self {
        case .absent:
            try Test.cancel("the OpenStreetMap input is absent")
        case .notWired(let reason):
            try Test.cancel("the importer does not read OpenStreetMap input yet: \(reason)")
        case .failed(let error):
            throw error
        case .built(let index):
            return index
        }
    }
}

/// Index builds in temporary directories.
enum IndexBuilds {
    /// Builds an index of `inputs` with the importer, opens it, and deletes the directory: the
    /// mapping stays valid after the file is unlinked.
    static func build(_ inputs: [String]) throws -> Gazetteer {
        let directory = try TemporaryDirectory(prefix: "index")
        defer { directory.remove() }
        let output = directory.fileURL("index.gazetteer").path
        _ = try BuildJob(inputs: inputs, output: output).run()
        return try Gazetteer(path: output)
    }
}
