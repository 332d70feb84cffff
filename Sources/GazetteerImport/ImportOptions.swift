import Foundation

/// Settings shared by the importers.
public struct ImportOptions: Sendable {
    /// Worker threads for parsing (the reading thread comes on top). Default: all cores.
    public var threads: Int
    /// Turn the first row-level problem into a fatal error.
    public var strict: Bool
    /// Zip-bomb protection for compressed inputs.
    public var limits: DecompressionLimits

    public init(threads: Int? = nil, strict: Bool = false, limits: DecompressionLimits = DecompressionLimits()) {
        self.threads = max(1, threads ?? ProcessInfo.processInfo.activeProcessorCount)
        self.strict = strict
        self.limits = limits
    }
}

/// How far an import has come, for a progress display.
public struct ImportProgress: Sendable {
    public var input: String
    /// Bytes of the input file consumed (compressed bytes for compressed files).
    public var sourceBytesRead: UInt64
    /// The input file's size.
    public var sourceSize: UInt64
    /// Rows or objects parsed so far.
    public var itemsRead: Int
}

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
