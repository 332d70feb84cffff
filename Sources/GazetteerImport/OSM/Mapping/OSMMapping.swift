import GazetteerIndex

/// What the mapper decided for one object.
enum OSMMapping {
    /// Not a gazetteer object (most nodes: untagged, or tags the gazetteer does not use).
    case ignore
    /// A record, waiting for its location.
    case record(OSMRecordTemplate)
    /// Would be a record, but cannot be (for example a name that is not UTF-8).
    case skip(SkipReason)
}
