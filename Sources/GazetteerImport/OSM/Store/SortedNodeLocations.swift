/// Node locations for ids that arrive in ascending order: ids and packed locations in two arrays in
/// temporary files, found by binary search.
///
/// 16 bytes a node on disk (page cache), plus 8 bytes in memory for every 256th id (a fence that narrows
/// each search to one 2 KiB run of ids). Suits extracts, whose node ids are a sparse subset of the
/// planet's: Germany's ~450 million nodes need 7 GB of temporary file and 14 MB of memory.
struct SortedNodeLocations {
    /// Entries per chunk of each file: 64 MiB of 8-byte values.
    static let chunkShift = 23
    static let fenceShift = 8
    private let ids: MappedTemporaryFile
    private let locations: MappedTemporaryFile
    private var idChunks: [UnsafeMutablePointer<Int64>] = []
    private var locationChunks: [UnsafeMutablePointer<Int64>] = []
    private var fence: [Int64] = []
    private(set) var count = 0
    /// Entries the files have room for.
    private var capacity = 0
    private(set) var firstID: Int64 = 0
    private(set) var lastID: Int64 = .min
    /// The position found last, where the next search starts.
    private var hint = 0

    init(directory: String) throws(OSMError) {
        let bytes = 8 << Self.chunkShift
        ids = try MappedTemporaryFile(directory: directory, chunkBytes: bytes, allocatesDisk: true)
        locations = try MappedTemporaryFile(directory: directory, chunkBytes: bytes, allocatesDisk: true)
    }

    /// Appends the leading nodes of `nodeIDs` (at `packed`, one location per id) while their ids ascend past
    /// every id stored, a chunk's run at a time.
    ///
    /// - Returns: how many were appended; the rest, from the first id not above the one before it, are left.
    /// - Throws: ``OSMError/temporaryStorage(directory:reason:)`` when the files cannot grow.
    /// - Complexity: O(appended).
    mutating func appendAscending(_ nodeIDs: [Int64], packed: [Int64]) throws(OSMError) -> Int {
        precondition(nodeIDs.count == packed.count, "one location per id")
        let chunkMask = 1 << Self.chunkShift - 1, fenceMask = 1 << Self.fenceShift - 1
        var index = 0
        while index < nodeIDs.count, nodeIDs[index] > lastID {
            if count == capacity {
                capacity = min(try ids.allocate(through: (count + 1) * 8), try locations.allocate(through: (count + 1) * 8)) / 8
            }
            let chunk = count >> Self.chunkShift
            if chunk == idChunks.count {
                idChunks.append(try ids.chunk(chunk).assumingMemoryBound(to: Int64.self))
                locationChunks.append(try locations.chunk(chunk).assumingMemoryBound(to: Int64.self))
            }
            // One run: up to the end of the chunk, of the files' room, or of the ascending ids.
            let offset = count & chunkMask
            let end = min(nodeIDs.count, index + min(capacity - count, chunkMask + 1 - offset))
            let idChunk = idChunks[chunk], locationChunk = locationChunks[chunk]
            let first = index
            var last = lastID
            while index < end, nodeIDs[index] > last {
                last = nodeIDs[index]
                let position = offset + index - first
                if (count + index - first) & fenceMask == 0 { fence.append(last) }
                idChunk[position] = last
                locationChunk[position] = packed[index]
                index += 1
            }
            if count == 0 { firstID = nodeIDs[first] }
            count += index - first
            lastID = last
        }
        return index
    }

    /// The packed location of `id`, if stored. O(1) when `id` is the node after the last one found (the
    /// nodes of a way were mostly created together, so their ids follow each other), else O(log n).
    mutating func packedLocation(of id: Int64) -> Int64? {
        guard count > 0, id >= firstID, id <= lastID else { return nil }
        let next = hint + 1
        if next < count, entry(ids: next) == id {
            hint = next
            return entry(locations: next)
        }
        guard let index = index(of: id) else { return nil }
        hint = index
        return entry(locations: index)
    }

    private func entry(ids index: Int) -> Int64 {
        idChunks[index >> Self.chunkShift][index & (1 << Self.chunkShift - 1)]
    }

    private func entry(locations index: Int) -> Int64 {
        locationChunks[index >> Self.chunkShift][index & (1 << Self.chunkShift - 1)]
    }

    /// The position of `id` by binary search: the fence in memory, then one run of the file.
    private func index(of id: Int64) -> Int? {
        // The last fence entry not above `id` starts the run that may hold it.
        var low = 0, high = fence.count
        while low < high {
            let middle = (low + high) >> 1
            if fence[middle] <= id { low = middle + 1 } else { high = middle }
        }
        let runStart = (low - 1) << Self.fenceShift
        let runEnd = min(count, runStart + 1 << Self.fenceShift)
        var first = runStart, last = runEnd
        let chunk = runStart >> Self.chunkShift
        let base = runStart & ~(1 << Self.chunkShift - 1)
        let chunkIDs = idChunks[chunk]
        while first < last {
            let middle = (first + last) >> 1
            if chunkIDs[middle - base] < id { first = middle + 1 } else { last = middle }
        }
        guard first < runEnd, chunkIDs[first - base] == id else { return nil }
        return first
    }

    /// Every stored node in id order.
    func forEach<E: Error>(_ body: (Int64, Int64) throws(E) -> Void) throws(E) {
        for index in 0..<count {
            let chunk = index >> Self.chunkShift, offset = index & (1 << Self.chunkShift - 1)
            try body(idChunks[chunk][offset], locationChunks[chunk][offset])
        }
    }

    /// Lets go of the mapped pages of both files (``MappedTemporaryFile/releasePages()``).
    func releasePages() {
        ids.releasePages()
        locations.releasePages()
    }
}
