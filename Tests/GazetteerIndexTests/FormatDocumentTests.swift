@testable import GazetteerIndex
import Foundation
import Testing

/// Checks the tables of docs/FORMAT.md against the layouts the code computes, so the document
/// cannot drift from the format.
@Suite("The format document")
struct FormatDocumentTests {
    /// A field as a table row: its name, offset and size in bytes.
    struct Row: Equatable, CustomStringConvertible {
        let field: String
        let offset: Int
        let size: Int

        var description: String { "\(field) at \(offset), \(size) bytes" }
    }

    private static func row<Value>(_ name: String, _ field: Field<Value>) -> Row {
        Row(field: name, offset: field.offset, size: Field<Value>.width)
    }

    /// Rows of a layout whose code names only offsets: each field runs to the next one's offset.
    private static func chained(_ fields: [(String, Int)], size: Int) -> [Row] {
        fields.enumerated().map { number, field in
            Row(field: field.0, offset: field.1, size: (number + 1 < fields.count ? fields[number + 1].1 : size) - field.1)
        }
    }

    /// Every fixed layout as the code computes it, by the name its table's heading carries.
    static let layouts: [String: (size: Int, rows: [Row])] = [
        "HeaderLayout": (HeaderLayout.size, [
            row("magic", HeaderLayout.magic), row("version", HeaderLayout.version),
            row("sectionCount", HeaderLayout.sectionCount), row("fileLength", HeaderLayout.fileLength),
            row("headerCRC", HeaderLayout.headerCRC),
            Row(field: "reserved", offset: HeaderLayout.reserved.lowerBound, size: HeaderLayout.reserved.count),
        ]),
        "SectionEntryLayout": (SectionEntryLayout.size, [
            row("kind", SectionEntryLayout.kind), row("crc", SectionEntryLayout.crc),
            row("offset", SectionEntryLayout.offset), row("length", SectionEntryLayout.length),
        ]),
        "ParameterLayout": (ParameterLayout.size, [
            row("recordCount", ParameterLayout.recordCount), row("gridLevel", ParameterLayout.gridLevel),
            row("wordCount", ParameterLayout.wordCount), row("postingCount", ParameterLayout.postingCount),
            row("prefixCount", ParameterLayout.prefixCount), row("headLength", ParameterLayout.headLength),
            row("heavyThreshold", ParameterLayout.heavyThreshold), row("codeCount", ParameterLayout.codeCount),
            row("admin1Count", ParameterLayout.admin1Count), row("countryCount", ParameterLayout.countryCount),
            row("phraseCount", ParameterLayout.phraseCount), row("meaningCount", ParameterLayout.meaningCount),
            row("createdAt", ParameterLayout.createdAt), row("foldFingerprint", ParameterLayout.foldFingerprint),
            row("answerLength", ParameterLayout.answerLength), row("nameCount", ParameterLayout.nameCount),
            row("countryAnswerCount", ParameterLayout.countryAnswerCount),
            row("countryAnswerLength", ParameterLayout.countryAnswerLength),
        ]),
        "RecordLayout": (RecordLayout.size, [
            row("latitudeE7", RecordLayout.latitudeE7), row("longitudeE7", RecordLayout.longitudeE7),
            row("sourceID", RecordLayout.sourceID), row("names", RecordLayout.names), row("extras", RecordLayout.extras),
            row("population", RecordLayout.population), row("importance", RecordLayout.importance),
            row("admin1", RecordLayout.admin1), row("featureCode", RecordLayout.featureCode),
            row("category", RecordLayout.category), row("country", RecordLayout.country),
            row("featureClass", RecordLayout.featureClass), row("flags", RecordLayout.flags),
        ]),
        "Admin1Layout": (Admin1Layout.size, [
            row("country", Admin1Layout.country), row("reserved", Admin1Layout.reserved),
            row("code", Admin1Layout.code), row("name", Admin1Layout.name),
        ]),
        "CountryLayout": (CountryLayout.size, [
            row("code", CountryLayout.code), row("flags", CountryLayout.flags), row("name", CountryLayout.name),
        ]),
        "WordBlockLayout": (WordBlockLayout.size, [
            row("firstBytes", WordBlockLayout.firstBytes), row("offset", WordBlockLayout.offset),
            row("postingOffset", WordBlockLayout.postingOffset), row("postingsBefore", WordBlockLayout.postingsBefore),
        ]),
        "RankLayout": (RankLayout.size, [row("record", RankLayout.record), row("importance", RankLayout.importance)]),
        "PrefixLayout": (PrefixLayout.size, [
            row("firstWord", PrefixLayout.firstWord), row("length", PrefixLayout.length),
            row("headCount", PrefixLayout.headCount), row("headOffset", PrefixLayout.headOffset),
            row("answerOffset", PrefixLayout.answerOffset), row("answerCount", PrefixLayout.answerCount),
            row("reserved", PrefixLayout.reserved),
        ]),
        "CountryAnswerLayout": (CountryAnswerLayout.size, [
            row("prefix", CountryAnswerLayout.prefix), row("country", CountryAnswerLayout.country),
            row("count", CountryAnswerLayout.count), row("offset", CountryAnswerLayout.offset),
        ]),
        "PhraseLayout": (PhraseLayout.size, [
            row("text", PhraseLayout.text), row("firstMeaning", PhraseLayout.firstMeaning),
            row("meaningCount", PhraseLayout.meaningCount), row("flags", PhraseLayout.flags),
        ]),
        "AreaSectionLayout.Header": (AreaSectionLayout.headerSize, chained([
            ("version", AreaSectionLayout.Header.version), ("areaCount", AreaSectionLayout.Header.areaCount),
            ("flags", AreaSectionLayout.Header.flags), ("reserved", 12),
            ("namesLength", AreaSectionLayout.Header.namesLength),
            ("geometryLength", AreaSectionLayout.Header.geometryLength), ("reserved", 32),
        ], size: AreaSectionLayout.headerSize)),
        "AreaSectionLayout.Entry": (AreaSectionLayout.entrySize, chained([
            ("id", AreaSectionLayout.Entry.id), ("minX", AreaSectionLayout.Entry.minX),
            ("width", AreaSectionLayout.Entry.width), ("minY", AreaSectionLayout.Entry.minY),
            ("maxY", AreaSectionLayout.Entry.maxY), ("name", AreaSectionLayout.Entry.name),
            ("level", AreaSectionLayout.Entry.level), ("reserved", AreaSectionLayout.Entry.level + 1),
            ("country", AreaSectionLayout.Entry.country), ("geometry", AreaSectionLayout.Entry.geometry),
            ("nodeCount", AreaSectionLayout.Entry.nodeCount), ("leafBytes", AreaSectionLayout.Entry.leafBytes),
            ("ringBytes", AreaSectionLayout.Entry.ringBytes), ("ringCount", AreaSectionLayout.Entry.ringCount),
        ], size: AreaSectionLayout.entrySize)),
    ]

    /// A table of the document: the heading above it and its rows, each a list of cells.
    struct Table {
        let heading: String
        let rows: [[String]]

        /// The cell of `row` under the column headed `column`.
        func cell(_ row: [String], _ column: String, header: [String]) -> String? {
            header.firstIndex(of: column).flatMap { $0 < row.count ? row[$0] : nil }
        }
    }

    /// docs/FORMAT.md, found from this file's place in the package.
    static func document() throws -> String {
        let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        return try String(contentsOf: package.appendingPathComponent("docs/FORMAT.md"), encoding: .utf8)
    }

    /// Every table in `text`, with the last heading before it; the first row is the header.
    static func tables(_ text: String) -> [Table] {
        var tables: [Table] = []
        var heading = ""
        var rows: [[String]] = []
        func close() {
            if !rows.isEmpty { tables.append(Table(heading: heading, rows: rows)) }
            rows = []
        }
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard trimmed.hasPrefix("|") else {
                close()
                if trimmed.hasPrefix("#") { heading = trimmed }
                continue
            }
            let cells = trimmed.dropFirst().dropLast().split(separator: "|", omittingEmptySubsequences: false)
                .map { $0.trimmingCharacters(in: .whitespaces) }
            if cells.allSatisfy({ $0.allSatisfy { "-: ".contains($0) } }) { continue }
            rows.append(cells)
        }
        close()
        return tables
    }

    /// The table whose heading names `layout` in backticks.
    static func table(_ layout: String, in tables: [Table]) -> Table? {
        tables.first { $0.heading.contains("`\(layout)`") }
    }

    @Test("every fixed layout in docs/FORMAT.md has the offsets, sizes and total size the code computes")
    func layoutTablesMatchTheCode() throws {
        let tables = Self.tables(try Self.document())
        for (name, layout) in Self.layouts.sorted(by: { $0.key < $1.key }) {
            guard let table = Self.table(name, in: tables) else {
                Issue.record("docs/FORMAT.md has no table headed `\(name)`")
                continue
            }
            #expect(table.heading.contains("(\(layout.size) bytes)"), "the heading of \(name) should say (\(layout.size) bytes)")
            let header = table.rows[0]
            let documented = table.rows.dropFirst().map { cells in
                Row(
                    field: (table.cell(cells, "field", header: header) ?? "").trimmingCharacters(in: CharacterSet(charactersIn: "`")),
                    offset: Int(table.cell(cells, "offset", header: header) ?? "") ?? -1,
                    size: Int(table.cell(cells, "size", header: header) ?? "") ?? -1)
            }
            #expect(documented == layout.rows, "\(name) in docs/FORMAT.md")
        }
    }

    @Test("the section list in docs/FORMAT.md names every kind with its number, name and build stage")
    func sectionListMatchesTheCode() throws {
        let table = try #require(Self.table("SectionKind", in: Self.tables(try Self.document())))
        let header = table.rows[0]
        let documented = table.rows.dropFirst().map { cells in
            [table.cell(cells, "kind", header: header), table.cell(cells, "name", header: header),
             table.cell(cells, "stage", header: header)].map { ($0 ?? "").trimmingCharacters(in: CharacterSet(charactersIn: "`")) }
        }
        let expected = SectionKind.allCases.map { kind in
            ["\(kind.rawValue)", kind.spec.name, "\(kind.spec.stage)"]
        }
        #expect(documented == expected)
    }
}
