/// Why an input row or object was left out of the index.
public enum SkipReason: String, Sendable, CaseIterable, Comparable {
    case wrongColumnCount = "wrong column count"
    case invalidCoordinate = "invalid coordinate"
    case invalidUTF8 = "invalid UTF-8"
    case emptyName = "empty name"
    case invalidNumber = "invalid number"
    case nulByte = "NUL byte"
    case duplicateID = "duplicate id"
    case lineTooLong = "line too long"
    case wayWithoutLocatedNodes = "way without located nodes"
    case nonPositiveID = "id not positive"
    case brokenArea = "area without a closed ring"
    case openRing = "unclosed ring left out of an area"
    case missingMember = "relation member missing from the input"

    public static func < (lhs: SkipReason, rhs: SkipReason) -> Bool { lhs.rawValue < rhs.rawValue }
}
