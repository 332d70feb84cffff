/// The four kinds of quadtree node, in the low two bits of a node's 32-bit word.
package enum AreaNode {
    static let outside: UInt32 = 0
    static let inside: UInt32 = 1
    /// The rest of the word is the index of the first of four consecutive child nodes.
    static let split: UInt32 = 2
    /// The rest of the word is the byte offset of the leaf's edges in the area's leaf bytes.
    static let leaf: UInt32 = 3
    /// Node indices and leaf offsets take the 30 bits above the kind.
    static let payloadLimit = 1 << 30
}
