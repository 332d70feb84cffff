import Foundation
import GazetteerIndex
import GazetteerOutput

/// What `gazetteer info` says about an index, gathered once and written as text or as JSON, so both
/// carry the same facts.
struct IndexFacts {
    let path: String
    /// The format version of the header (the one opening checked).
    let formatVersion: Int
    let fileSize: Int
    let createdAt: Int64
    let recordCount: Int
    let nameCount: Int
    let distinctKeyCount: Int
    let rankedPrefixCount: Int
    let gridLevel: Int
    let metadata: IndexMetadata
    let sections: [SectionInfo]
    /// The languages the index holds names in (`Gazetteer.languages`), sorted.
    let languages: [String]

    /// The facts of an open index. O(size of the metadata section).
    /// - Throws: ``IndexError`` when the metadata section is not the object the writer stores.
    init(_ index: Gazetteer) throws {
        path = index.path
        formatVersion = Gazetteer.formatVersion
        fileSize = index.fileSize
        createdAt = index.createdAt
        recordCount = index.count
        nameCount = index.nameCount
        distinctKeyCount = index.distinctKeyCount
        rankedPrefixCount = index.heavyPrefixCount
        gridLevel = index.gridLevel
        metadata = try index.metadata()
        sections = index.sections
        languages = index.languages
    }

    var cellCount: Int { 1 << (2 * gridLevel) }

    /// Categories, the most common first (ties by name), at most 15.
    var topCategories: [(name: String, count: Int)] {
        let ranked = metadata.categories.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
        return ranked.prefix(15).map { (name: $0.key, count: $0.value) }
    }

    var sortedSources: [(name: String, count: Int)] {
        metadata.sources.sorted { $0.key < $1.key }.map { (name: $0.key, count: $0.value) }
    }

    /// The lines `gazetteer info` prints.
    var text: String {
        var lines = [
            "index: \(path)",
            "format version: \(formatVersion), \(BuildReport.bytes(UInt64(fileSize)))",
            "built: \(Date(timeIntervalSince1970: TimeInterval(createdAt)))",
            "records: \(BuildReport.count(recordCount))",
            "names: \(BuildReport.count(nameCount)) (\(BuildReport.count(distinctKeyCount)) distinct keys, \(BuildReport.count(rankedPrefixCount)) ranked prefixes)",
            "grid: level \(gridLevel) (\(BuildReport.count(cellCount)) cells)",
        ]
        if let bounds = metadata.bounds {
            lines.append("bounding box: \(bounds.minLatitude),\(bounds.minLongitude) … \(bounds.maxLatitude),\(bounds.maxLongitude)")
        }
        if !metadata.sources.isEmpty {
            lines.append("sources: " + sortedSources.map { "\($0.name) \(BuildReport.count($0.count))" }.joined(separator: ", "))
        }
        if !languages.isEmpty {
            let count = languages.count == 1 ? "1 language" : "\(languages.count) languages"
            lines.append("names by language: \(count) (\(languages.joined(separator: ", ")))")
        }
        if metadata.duplicateCount > 0 {
            lines.append("duplicate ids replaced: \(BuildReport.count(metadata.duplicateCount))")
        }
        if !metadata.categories.isEmpty {
            lines.append("top categories:")
            lines += topCategories.map { "  \($0.name): \(BuildReport.count($0.count))" }
        }
        lines.append("inputs:")
        lines += metadata.inputs.map { "  \($0)" }
        lines.append("sections:")
        lines += sections.map { "  \($0.kind): \(BuildReport.bytes(UInt64($0.length)))" }
        return lines.joined(separator: "\n")
    }

    /// One JSON object with the facts of ``text``, numbers as numbers and the build time in seconds since 1970.
    var json: String {
        var json = JSONWriter()
        json.beginObject()
        json.key("index"); json.string(path)
        json.key("formatVersion"); json.integer(formatVersion)
        json.key("fileBytes"); json.integer(fileSize)
        json.key("createdAt"); json.integer(Int(createdAt))
        json.key("records"); json.integer(recordCount)
        json.key("names"); json.integer(nameCount)
        json.key("distinctKeys"); json.integer(distinctKeyCount)
        json.key("rankedPrefixes"); json.integer(rankedPrefixCount)
        json.key("gridLevel"); json.integer(gridLevel)
        json.key("cells"); json.integer(cellCount)
        json.key("languages")
        json.beginArray()
        for language in languages { json.string(language) }
        json.endArray()
        json.key("boundingBox")
        if let bounds = metadata.bounds {
            json.beginObject()
            json.key("minLatitude"); json.degrees(bounds.minLatitude)
            json.key("minLongitude"); json.degrees(bounds.minLongitude)
            json.key("maxLatitude"); json.degrees(bounds.maxLatitude)
            json.key("maxLongitude"); json.degrees(bounds.maxLongitude)
            json.endObject()
        } else {
            json.null()
        }
        json.key("sources")
        Self.counts(sortedSources, into: &json)
        json.key("duplicateIDsReplaced"); json.integer(metadata.duplicateCount)
        json.key("topCategories")
        Self.counts(topCategories, into: &json)
        json.key("inputs")
        json.beginArray()
        for input in metadata.inputs { json.string(input) }
        json.endArray()
        json.key("sections")
        json.beginArray()
        for section in sections {
            json.beginObject()
            json.key("kind"); json.string(section.kind.description)
            json.key("bytes"); json.integer(section.length)
            json.endObject()
        }
        json.endArray()
        json.endObject()
        return json.text
    }

    /// An object of names and counts, in the order given.
    private static func counts(_ counts: [(name: String, count: Int)], into json: inout JSONWriter) {
        json.beginObject()
        for (name, count) in counts {
            json.dynamicKey(name)
            json.integer(count)
        }
        json.endObject()
    }
}
