/// Groups of input record indices that become one final record each, stored flat: the members
/// of all groups back to back and where each group starts. A group's first member gives the id
/// and position.
///
/// Flat storage costs 4 bytes a member and 4 a group, where an array per group would cost a
/// heap allocation each.
struct RecordGroups: RandomAccessCollection {
    private(set) var members: [UInt32] = []
    /// Where each group starts in ``members``; one more entry at the end.
    private(set) var starts: [UInt32] = [0]

    init() {}

    /// Every record alone in its own group.
    init(singles: [UInt32]) {
        members = singles
        starts = Array(0...UInt32(singles.count))
    }

    /// Adds a group. - Precondition: `group` is not empty.
    mutating func append<Members: Sequence<UInt32>>(_ group: Members) {
        members.append(contentsOf: group)
        precondition(Int(starts[starts.count - 1]) < members.count, "a group has at least one member")
        starts.append(UInt32(members.count))
    }

    mutating func reserveCapacity(groups: Int, members count: Int) {
        starts.reserveCapacity(groups + 1)
        members.reserveCapacity(count)
    }

    var startIndex: Int { 0 }
    var endIndex: Int { starts.count - 1 }

    /// The members of group `index`, the first one first. O(1).
    subscript(index: Int) -> ArraySlice<UInt32> {
        members[Int(starts[index])..<Int(starts[index + 1])]
    }
}
