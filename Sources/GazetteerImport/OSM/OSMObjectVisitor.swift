import GazetteerIndex

/// Receives the objects of a file in file order; the PBF and the XML readers both drive one.
///
/// Views passed in (`tags`, `refs`, `members`) are valid only during the call.
protocol OSMObjectVisitor {
    /// A node; `location` is `nil` when the node has none or it lies outside the globe.
    mutating func visitNode(id: Int64, location: OSMLocation?, tags: OSMTags) throws
    /// A way with its node references in order.
    mutating func visitWay(id: Int64, refs: UnsafeBufferPointer<Int64>, tags: OSMTags) throws
    /// A relation with its members in order.
    mutating func visitRelation(id: Int64, members: OSMMembers, tags: OSMTags) throws
    /// The key numbers of the tags that follow (``OSMTagSpan/keyNumber``) count in a new string table.
    mutating func startStringTable()
}

extension OSMObjectVisitor {
    mutating func startStringTable() {}
}
