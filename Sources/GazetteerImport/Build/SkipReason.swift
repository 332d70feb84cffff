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
    /// An area (a relation or closed way) none of whose rings closes: no record, no boundary.
    case brokenArea = "area without a closed ring"
    /// A chain of member ways that does not close (or a ring of fewer than three points), left out of its area.
    case openRing = "ring that does not close"
    /// A member way of a relation that is not in the input (the extract cut it off).
    case missingMember = "relation member missing from the input"

    public static func < (lhs: SkipReason, rhs: SkipReason) -> Bool { lhs.rawValue < rhs.rawValue }
}
