/// Why an index could not be opened, verified or written.
public enum IndexError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file could not be opened or mapped.
    case cannotOpen(path: String, reason: String)
    /// The file does not start with the index magic bytes.
    case notAnIndex(path: String)
    /// The file was written in a format version this build does not read.
    case unsupportedVersion(path: String, found: UInt32, supported: UInt32)
    /// The file is shorter or longer than its header says.
    case lengthMismatch(path: String, expected: UInt64, actual: UInt64)
    /// The header or section table is damaged.
    case corruptHeader(path: String, reason: String)
    /// A section lies (partly) outside the file, or overlaps another.
    case sectionOutOfBounds(path: String, section: String, offset: UInt64, length: UInt64, fileLength: UInt64)
    /// A required section is absent.
    case missingSection(path: String, section: String)
    /// A section's size does not fit its declared contents.
    case malformedSection(path: String, section: String, reason: String)
    /// A section's bytes do not match its checksum (found by verification).
    case checksumMismatch(path: String, section: String, expected: UInt32, actual: UInt32)
    /// Bytes between sections that must be zero are not.
    case nonZeroPadding(path: String, offset: UInt64)
    /// Writing the index failed.
    case writeFailed(path: String, reason: String)
    /// The input holds more than the format can address.
    case tooLarge(reason: String)

    public var description: String {
        switch self {
        case let .cannotOpen(path, reason):
            "\(path): cannot open index: \(reason)"
        case let .notAnIndex(path):
            "\(path): not a gazetteer index (wrong magic bytes)"
        case let .unsupportedVersion(path, found, supported):
            "\(path): index format version \(found) is not supported; this build reads version \(supported)"
        case let .lengthMismatch(path, expected, actual):
            "\(path): index is \(actual) bytes but its header says \(expected) (truncated or padded file)"
        case let .corruptHeader(path, reason):
            "\(path): damaged index header: \(reason)"
        case let .sectionOutOfBounds(path, section, offset, length, fileLength):
            "\(path): section \(section) (offset \(offset), length \(length)) lies outside the \(fileLength)-byte file or overlaps another section"
        case let .missingSection(path, section):
            "\(path): index has no \(section) section"
        case let .malformedSection(path, section, reason):
            "\(path): damaged \(section) section: \(reason)"
        case let .checksumMismatch(path, section, expected, actual):
            "\(path): \(section) section checksum mismatch (stored \(hex(expected)), computed \(hex(actual)))"
        case let .nonZeroPadding(path, offset):
            "\(path): damaged padding at byte \(offset)"
        case let .writeFailed(path, reason):
            "\(path): cannot write index: \(reason)"
        case let .tooLarge(reason):
            "input too large for the index format: \(reason)"
        }
    }
}

private func hex(_ value: UInt32) -> String {
    let digits = String(value, radix: 16)
    return "0x" + String(repeating: "0", count: 8 - digits.count) + digits
}
