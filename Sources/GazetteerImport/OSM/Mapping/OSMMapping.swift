import GazetteerIndex

/// What the mapper decided for one object: a record, a boundary, both, or nothing.
struct OSMMapping: Sendable {
    /// The record the object becomes, waiting for its location.
    var record: OSMRecordTemplate?
    /// The administrative boundary the object is (areas only), waiting for its rings.
    var boundary: OSMBoundaryTemplate?
    /// Why the object would be a record but cannot be (for example a name that is not UTF-8).
    var skip: SkipReason?

    /// Not a gazetteer object (most objects: untagged, or tags the gazetteer does not use).
    static let ignore = OSMMapping()

    static func skipped(_ reason: SkipReason) -> OSMMapping { OSMMapping(skip: reason) }

    var isEmpty: Bool { record == nil && boundary == nil }
}
