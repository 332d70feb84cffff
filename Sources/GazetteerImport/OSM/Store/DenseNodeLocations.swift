/// Node locations in an array indexed by node id, in a sparse temporary file: O(1) to store and to find,
/// in any id order.
///
/// 8 bytes per id up to the largest id stored, of which only the pages holding nodes are ever written
/// (libosmium's dense file array works this way). Holds only ids from 0 to below a limit its owner
/// chooses (``NodeLocationStore`` keeps it in proportion to the nodes stored, never to one id), so the
/// file and the address space it maps stay bounded by the input's size.
struct DenseNodeLocations {
    /// Ids per chunk: 2²³ (64 MiB of file).
    static let chunkShift = 23
    private let file: MappedTemporaryFile
    private var chunks: [UnsafeMutablePointer<UInt64>?] = []

    init(directory: String) throws(OSMError) {
        file = try MappedTemporaryFile(directory: directory, chunkBytes: 8 << Self.chunkShift, allocatesDisk: false)
    }

    /// Stores a node; a later call with the same id replaces the location.
    ///
    /// - Precondition: `id` is not negative; the file grows to cover it, so the caller bounds it.
    /// - Throws: ``OSMError/temporaryStorage(directory:reason:)``.
    mutating func set(id: Int64, packed: Int64) throws(OSMError) {
        precondition(id >= 0, "dense ids are not negative")
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
        guard id >= 0 else { return nil }
        let chunk = Int(id >> Self.chunkShift)
        guard chunk < chunks.count, let base = chunks[chunk] else { return nil }
        let stored = base[Int(id & (1 << Self.chunkShift - 1))]
        return stored == 0 ? nil : Self.decode(stored)
    }

    /// Lets go of the mapped pages (``MappedTemporaryFile/releasePages()``).
    func releasePages() {
        file.releasePages()
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
