/// The byte layout of the boundaries section, computed once from its counts and used both by
/// the writer and by the reader.
///
/// ```
/// offset         size        field
/// 0              4           layout version (1)
/// 4              4           area count n
/// 8              4           flags: bit 0, some area passes 180° east (queries also test longitude + 360°)
/// 12             4           reserved, zero
/// 16             8           names length
/// 24             8           geometry length
/// 32             32          reserved, zero
/// 64             56 × n      areas, in the order of the tree's leaves (an area's number is its position)
///   +0   8  source id (SourceID.packed)      +8   4  west edge x (Int32)     +12  4  width (UInt32)
///   +16  4  south edge y (Int32)             +20  4  north edge y (Int32)    +24  4  name offset in names
///   +28  1  admin level                      +29  1  reserved                +30  2  country code (CountryCode.pack, 0 none)
///   +32  8  geometry offset in geometry      +40  4  quadtree node count     +44  4  quadtree leaf bytes
///   +48  4  ring bytes                       +52  4  ring count
/// ...            16 × t      tree nodes, level 1 (16 areas each) up to the root: x, width, y, y as above
/// ...            names       each a varint length and UTF-8
/// ...            geometry    per area: nodes (UInt32 each; see AreaNode), leaf bytes, ring bytes
/// ```
/// Rings: per ring a varint `points << 1 | outer`, then each point as zigzag varint deltas of x
/// and y from the previous point (the first from the area's south-west corner).
package struct AreaSectionLayout: Sendable {
    static let version: UInt32 = 1
    static let headerSize = 64
    static let entrySize = 56
    static let nodeBoxSize = 16
    /// Children per tree node.
    static let fanout = 16

    enum Header {
        static let version = 0, areaCount = 4, flags = 8, namesLength = 16, geometryLength = 24
    }

    enum Entry {
        static let id = 0, minX = 8, width = 12, minY = 16, maxY = 20, name = 24, level = 28, country = 30
        static let geometry = 32, nodeCount = 40, leafBytes = 44, ringBytes = 48, ringCount = 52
    }

    static let passesAntimeridian: UInt32 = 1

    let areaCount: Int
    let namesLength: Int
    let geometryLength: Int
    /// Tree levels above the areas, bottom up: the first node of each and its node count.
    let treeLevels: [(start: Int, count: Int)]

    init(areaCount: Int, namesLength: Int, geometryLength: Int) {
        self.areaCount = areaCount
        self.namesLength = namesLength
        self.geometryLength = geometryLength
        var levels: [(start: Int, count: Int)] = []
        var below = areaCount
        var start = 0
        while below > 1 {
            let count = (below + Self.fanout - 1) / Self.fanout
            levels.append((start, count))
            start += count
            below = count
        }
        treeLevels = levels
    }

    var treeNodeCount: Int { treeLevels.last.map { $0.start + $0.count } ?? 0 }
    var entriesOffset: Int { Self.headerSize }
    var treeOffset: Int { entriesOffset + areaCount * Self.entrySize }
    var namesOffset: Int { treeOffset + treeNodeCount * Self.nodeBoxSize }
    var geometryOffset: Int { namesOffset + namesLength }
    var totalLength: Int { geometryOffset + geometryLength }

    func entryOffset(_ area: Int) -> Int { entriesOffset + area * Self.entrySize }
    func nodeBoxOffset(_ node: Int) -> Int { treeOffset + node * Self.nodeBoxSize }
}
