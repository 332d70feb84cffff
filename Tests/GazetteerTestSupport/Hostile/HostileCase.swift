/// One attack on the `gazetteer` tool: the files it needs, the command line, and how the tool must end.
///
/// Every case runs in a directory of its own; `@name` in ``arguments`` stands for the file `name`
/// there. Whatever the outcome, the tool must not die of a signal or run past its time, and every
/// file in the directory must keep its bytes unless the case names it in ``created`` or ``removed``.
public struct HostileCase: Sendable, CustomStringConvertible {
    /// The classes of hostile input.
    public enum Kind: Int, Sendable, CaseIterable, CustomStringConvertible {
        case changedIndex = 1
        case expansion
        case superLinear
        case unboundedResource
        case specialFile
        case givenFile
        case leftover
        case unclearError

        public var description: String {
            switch self {
            case .changedIndex: "index changed while open"
            case .expansion: "expansion limits"
            case .superLinear: "super-linear input"
            case .unboundedResource: "arguments and resources"
            case .specialFile: "special files"
            case .givenFile: "never destroy what was given"
            case .leftover: "nothing left behind"
            case .unclearError: "errors that say what is wrong"
            }
        }
    }

    /// How the tool must end.
    public enum Outcome: Sendable, Equatable {
        /// Exit status `status` (1, or 64 for a usage error) and exactly one line on standard error,
        /// holding every one of these texts.
        case refused(mentioning: [String], status: Int32 = 1)
        /// Exit status 0; standard error is empty, or one line holding this text.
        case succeeded(note: String?)
    }

    public let name: String
    public let kind: Kind
    /// The command line after `gazetteer`; `@name` is the file `name` in the case's directory.
    public let arguments: [String]
    public let outcome: Outcome
    /// Directory entries the run adds (the index, when it succeeds).
    public let created: [String]
    /// Directory entries the run must remove (stale temporary files).
    public let removed: [String]
    /// Seconds of wall-clock time the tool may take.
    public let timeLimit: Int
    let make: @Sendable (HostileDirectory) throws -> Void

    public init(
        _ name: String, _ kind: Kind, arguments: [String], outcome: Outcome, created: [String] = [],
        removed: [String] = [], timeLimit: Int = 60, make: @escaping @Sendable (HostileDirectory) throws -> Void
    ) {
        self.name = name
        self.kind = kind
        self.arguments = arguments
        self.outcome = outcome
        self.created = created
        self.removed = removed
        self.timeLimit = timeLimit
        self.make = make
    }

    public var description: String { "\(kind.rawValue) \(name)" }

    /// Writes the case's files into `directory` (which must exist and be empty).
    public func prepare(in directory: String) throws {
        try make(HostileDirectory(path: directory))
    }

    /// The arguments with `@name` replaced by paths in `directory`.
    public func commandLine(in directory: String) -> [String] {
        arguments.map { $0.hasPrefix("@") ? directory + "/" + $0.dropFirst() : $0 }
    }
}
