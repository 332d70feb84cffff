import Foundation
import GazetteerIndex

/// A fatal import problem.
public enum ImportError: Error, Equatable, Sendable, CustomStringConvertible {
    /// With `--strict`: the first bad row.
    case rowRejected(input: String, line: Int, reason: SkipReason, detail: String)
    /// A side file (admin1 or country names) is larger than ``AdminNamesLoader/maximumBytes``.
    case sideFileTooLarge(path: String, limit: Int)
    /// The output path names a file the build reads (the same path, or a link to it).
    case outputIsInput(output: String, input: String)
    /// The output path names a directory, FIFO, socket or device, which an index must not replace.
    case outputNotAFile(path: String, kind: IndexError.FileKind)
    /// Nothing in the inputs could be indexed; the reports say what was read and why it was skipped.
    case noRecords(reports: [ImportReport])

    public var description: String {
        switch self {
        case let .rowRejected(input, line, reason, detail):
            "\(input): line \(line): \(reason.rawValue): \(detail) (rejected by --strict)"
        case let .sideFileTooLarge(path, limit):
            "\(path): larger than the \(limit >> 20) MiB a names file may be (admin1CodesASCII.txt is about 150 KB, countryInfo.txt about 30 KB); is this the right file?"
        case let .outputIsInput(output, input):
            "\(output): is the same file as the input \(input), which the index would replace; choose another output path"
        case let .outputNotAFile(path, kind):
            "\(path): is a \(kind), not a place to write an index; choose a file path"
        case let .noRecords(reports):
            "no records found in \(reports.map(Self.summary).joined(separator: "; ")); nothing to index"
        }
    }

    /// "x.txt: 3 rows read, every one skipped: 2 for wrong column count (line 1 (…), line 2 (…))".
    private static func summary(_ report: ImportReport) -> String {
        let unit = report.format == "geonames" ? "row" : "object"
        guard report.itemsRead > 0 else { return "\(report.input): no \(unit)s, only blank lines" }
        let reasons = report.skipped.sorted { $0.value.count > $1.value.count || ($0.value.count == $1.value.count && $0.key < $1.key) }
            .map { reason, tally in "\(tally.count) for \(reason.rawValue) (\(tally.examples.joined(separator: ", ")))" }
        let skipped = reasons.isEmpty ? "none of them an indexable place" : "skipped: " + reasons.joined(separator: ", ")
        return "\(report.input): \(report.itemsRead) \(unit)\(report.itemsRead == 1 ? "" : "s") read, \(skipped)"
    }
}
