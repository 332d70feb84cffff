import Foundation

/// A fatal import problem.
public enum ImportError: Error, Equatable, Sendable, CustomStringConvertible {
    /// With `--strict`: the first bad row.
    case rowRejected(input: String, line: Int, reason: SkipReason, detail: String)
    /// A side file (admin1 or country names) could not be read.
    case unreadableSideFile(path: String, reason: String)
    /// Nothing in the inputs could be indexed.
    case noRecords(inputs: [String])

    public var description: String {
        switch self {
        case let .rowRejected(input, line, reason, detail):
            "\(input): line \(line): \(reason.rawValue): \(detail) (rejected by --strict)"
        case let .unreadableSideFile(path, reason):
            "\(path): cannot read: \(reason)"
        case let .noRecords(inputs):
            "no records found in \(inputs.joined(separator: ", ")): nothing to index"
        }
    }
}
