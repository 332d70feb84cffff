import GazetteerIndex

/// One mapped object, in file order.
enum OSMEntry: Sendable {
    case record(OSMRecord)
    case way(PendingWay)
}
