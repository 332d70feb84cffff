/// Why an OpenStreetMap file could not be read.
///
/// The description names the file and where the problem is, for example
/// `liechtenstein.osm.pbf: blob at byte 123456: string index 999 out of range (table has 120 strings)`.
public enum OSMError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A problem in the PBF blob whose 4-byte length prefix starts at byte `offset` of the file.
    case pbf(file: String, offset: UInt64, problem: PBFProblem)
    /// A problem at `line` (1-based) of an XML file.
    case xml(file: String, line: Int, problem: XMLProblem)
    /// The temporary files that hold node locations and area outlines could not be created or grown in
    /// `directory` (for example a full disk); `reason` is the system's message.
    case temporaryStorage(directory: String, reason: String)

    public var description: String {
        switch self {
        case .pbf(let file, let offset, let problem): "\(file): blob at byte \(offset): \(problem)"
        case .xml(let file, let line, let problem): "\(file): line \(line): \(problem)"
        case .temporaryStorage(let directory, let reason): "\(directory): cannot store temporary data: \(reason)"
        }
    }
}
