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
        print(try IndexDescription.text(try IndexLocation.open(index)))
    }
}

/// The text `gazetteer info` prints.
enum IndexDescription {
    static func text(_ index: Gazetteer) throws -> String {
        let metadata = try index.metadata()
        var lines = [
            "index: \(index.path)",
            "format version: \(metadata.formatVersion), \(BuildReport.bytes(UInt64(index.fileSize)))",
            "built: \(Date(timeIntervalSince1970: TimeInterval(index.createdAt)))",
            "records: \(BuildReport.count(index.count))",
            "names: \(BuildReport.count(index.nameCount)) (\(BuildReport.count(index.distinctKeyCount)) distinct keys, \(BuildReport.count(index.heavyPrefixCount)) ranked prefixes)",
            "grid: level \(index.gridLevel) (\(BuildReport.count(1 << (2 * index.gridLevel))) cells)",
        ]
        if let bounds = metadata.bounds {
            lines.append("bounding box: \(bounds.minLatitude),\(bounds.minLongitude) … \(bounds.maxLatitude),\(bounds.maxLongitude)")
        }
        if !metadata.sources.isEmpty {
            let sources = metadata.sources.sorted { $0.key < $1.key }.map { "\($0.key) \(BuildReport.count($0.value))" }
            lines.append("sources: " + sources.joined(separator: ", "))
        }
        if metadata.duplicateCount > 0 {
            lines.append("duplicate ids replaced: \(BuildReport.count(metadata.duplicateCount))")
        }
        if !metadata.categories.isEmpty {
            lines.append("top categories:")
            let ranked = metadata.categories.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
            for (name, count) in ranked.prefix(15) {
                lines.append("  \(name): \(BuildReport.count(count))")
            }
        }
        lines.append("inputs:")
        lines += metadata.inputs.map { "  \($0)" }
        lines.append("sections:")
        for section in index.sections {
            lines.append("  \(section.kind): \(BuildReport.bytes(UInt64(section.length)))")
        }
        return lines.joined(separator: "\n")
    }
}
