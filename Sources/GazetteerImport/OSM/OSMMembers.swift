/// One relation member; its role is a byte range of ``OSMMembers/base``.
struct OSMMember: Sendable {
    var type: OSMObjectType
    var ref: Int64
    var roleStart: Int
    var roleCount: Int
}

/// The members of one relation, in order, lent to a visitor for the duration of one call.
struct OSMMembers {
    /// The bytes the roles point into (the PBF block, or the XML reader's arena).
    let base: UnsafeRawBufferPointer
    let members: UnsafeBufferPointer<OSMMember>

    var count: Int { members.count }

    subscript(index: Int) -> OSMMember { members[index] }

    /// The role of member `index` as raw UTF-8 (`outer`, `inner`, `subarea`, or empty).
    func role(_ index: Int) -> UnsafeRawBufferPointer {
        let member = members[index]
        return UnsafeRawBufferPointer(rebasing: base[member.roleStart..<member.roleStart + member.roleCount])
    }
}
