import ArgumentParser
import Foundation
import GazetteerIndex

struct InfoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "info",
        abstract: "Show an index's counts, sizes, bounding box, sources, top categories and build inputs.")

    @Argument(help: "The index file (default: $GAZETTEER_INDEX, else ./index.gazetteer).", completion: .file())
    var index: String?

    func run() throws {
        print(IndexDescription.text(try IndexLocation.open(index)))
    }
}

/// The text `gazetteer info` prints.
enum IndexDescription {
    static func text(_ index: Gazetteer) -> String {
        let metadata = (try? JSONSerialization.jsonObject(with: Data(index.metadataJSON.utf8))) as? [String: Any] ?? [:]
        var lines = [
            "index: \(index.path)",
            "format version: \(IndexFormat.version), \(BuildReport.bytes(UInt64(index.fileSize)))",
            "built: \(Date(timeIntervalSince1970: TimeInterval(index.createdAt)))",
            "records: \(BuildReport.count(index.count))",
            "names: \(BuildReport.count(index.nameCount)) (\(BuildReport.count(index.distinctKeyCount)) distinct keys, \(BuildReport.count(index.heavyPrefixCount)) ranked prefixes)",
            "grid: level \(index.gridLevel) (\(BuildReport.count(1 << (2 * index.gridLevel))) cells)",
        ]
        if let bounds = metadata["bounds"] as? [String: Double],
           let minLat = bounds["minLatitude"], let minLon = bounds["minLongitude"],
           let maxLat = bounds["maxLatitude"], let maxLon = bounds["maxLongitude"] {
            lines.append("bounding box: \(minLat),\(minLon) … \(maxLat),\(maxLon)")
        }
        if let sources = metadata["sources"] as? [String: Int] {
            lines.append("sources: " + sources.sorted { $0.key < $1.key }.map { "\($0.key) \(BuildReport.count($0.value))" }.joined(separator: ", "))
        }
        if let duplicates = metadata["duplicateCount"] as? Int, duplicates > 0 {
            lines.append("duplicate ids replaced: \(BuildReport.count(duplicates))")
        }
        if let categories = metadata["categories"] as? [String: Int], !categories.isEmpty {
            lines.append("top categories:")
            for (name, count) in categories.sorted(by: { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }).prefix(15) {
                lines.append("  \(name): \(BuildReport.count(count))")
            }
        }
        if let inputs = metadata["inputs"] as? [String] {
            lines.append("inputs:")
            lines += inputs.map { "  \($0)" }
        }
        lines.append("sections:")
        for section in index.sections {
            lines.append("  \(section.kind): \(BuildReport.bytes(UInt64(section.length)))")
        }
        return lines.joined(separator: "\n")
    }
}
