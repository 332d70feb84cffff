/// Node locations in an array indexed by node id, in a sparse temporary file: O(1) to store and to find,
/// in any id order.
///
/// 8 bytes per id up to the largest id stored, of which only the pages holding nodes are ever written
/// (libosmium's dense file array works this way). Suits inputs whose ids are dense or unsorted. Ids below
/// zero or from 2³⁶ on (far above the planet's) go to an in-memory table.
struct DenseNodeLocations {
    /// Ids per chunk: 2²⁷ (1 GiB of file).
    static let chunkShift = 27
    static let largestDenseID: Int64 = 1 << 36 - 1
    private let file: MappedTemporaryFile
    private var chunks: [UnsafeMutablePointer<UInt64>?] = []
    private var outliers: [Int64: Int64] = [:]

    init(directory: String) throws(OSMError) {
        file = try MappedTemporaryFile(directory: directory, chunkBytes: 8 << Self.chunkShift, allocatesDisk: false)
    }

    /// Stores a node; a later call with the same id replaces the location.
    mutating func set(id: Int64, packed: Int64) throws(OSMError) {
        guard id >= 0, id <= Self.largestDenseID else {
            outliers[id] = packed
            return
        }
        let chunk = Int(id >> Self.chunkShift)
        if chunk >= chunks.count || chunks[chunk] == nil {
            let base = try file.chunk(chunk).assumingMemoryBound(to: UInt64.self)
            if chunk >= chunks.count { chunks += Array(repeating: nil, count: chunk + 1 - chunks.count) }
            chunks[chunk] = base
        }
        chunks[chunk]![Int(id & (1 << Self.chunkShift - 1))] = Self.encode(packed)
    }

    /// The packed location of `id`, if stored. O(1).
    func packedLocation(of id: Int64) -> Int64? {
        guard id >= 0, id <= Self.largestDenseID else { return outliers[id] }
        let chunk = Int(id >> Self.chunkShift)
        guard chunk < chunks.count, let base = chunks[chunk] else { return nil }
        let stored = base[Int(id & (1 << Self.chunkShift - 1))]
        return stored == 0 ? nil : Self.decode(stored)
    }

    /// The latitude half is stored offset by 2³¹, which makes it non-zero for every valid latitude, so an
    /// all-zero slot (a hole in the file) means "no node".
    private static func encode(_ packed: Int64) -> UInt64 {
        UInt64(bitPattern: packed) &+ (1 << 63)
    }

    private static func decode(_ stored: UInt64) -> Int64 {
        Int64(bitPattern: stored &- (1 << 63))
    }
}
