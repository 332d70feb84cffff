/// Groups of input record indices that become one final record each, stored flat: the members
/// of all groups back to back and where each group starts. A group's first member gives the id
/// and position.
///
/// Flat storage costs 4 bytes a member and 4 a group, where an array per group would cost a
/// heap allocation each; groups of one record each (nothing merged, the common case) cost 4 bytes
/// a member only.
struct RecordGroups: RandomAccessCollection {
    private(set) var members: [UInt32] = []
    /// Where each group starts in ``members``; one more entry at the end. Empty when every group
    /// is one member (``init(singles:)``).
    private(set) var starts: [UInt32] = [0]

    init() {}

    /// Every record alone in its own group.
    init(singles: [UInt32]) {
        members = singles
        starts = []
    }

    /// Adds a group. - Precondition: `group` is not empty, and the groups were not made by ``init(singles:)``.
    mutating func append<Members: Sequence<UInt32>>(_ group: Members) {
        precondition(!starts.isEmpty, "groups of singles take no more groups")
        members.append(contentsOf: group)
        precondition(Int(starts[starts.count - 1]) < members.count, "a group has at least one member")
        starts.append(UInt32(members.count))
    }

    mutating func reserveCapacity(groups: Int, members count: Int) {
        starts.reserveCapacity(groups + 1)
        members.reserveCapacity(count)
    }

    var startIndex: Int { 0 }
    var endIndex: Int { starts.isEmpty ? members.count : starts.count - 1 }

    /// The members of group `index`, the first one first. O(1).
    @inline(__always)
    subscript(index: Int) -> ArraySlice<UInt32> {
        starts.isEmpty ? members[index..<index + 1] : members[Int(starts[index])..<Int(starts[index + 1])]
    }
}
