/// The located points of the ways that relations need, kept from the second pass until areas are built.
///
/// Points are packed locations (``OSMLocation/packed``) appended to a temporary file; an in-memory table
/// maps each way id to its run. Once filled, the store is only read, from any thread.
final class WayOutlineStore: @unchecked Sendable {
    /// Points per chunk: 2²³ (64 MiB of file).
    private static let chunkShift = 23
    private let file: MappedTemporaryFile
    private var chunks: [UnsafeMutablePointer<Int64>] = []
    private var runs: [Int64: (start: Int, count: Int)] = [:]
    private(set) var pointCount = 0
    private var capacity = 0

    init(directory: String) throws(OSMError) {
        file = try MappedTemporaryFile(directory: directory, chunkBytes: 8 << Self.chunkShift, allocatesDisk: true)
    }

    /// Stores the points of way `id`; a second call for the same id replaces the first.
    func add(way id: Int64, points: some Collection<OSMLocation>) throws(OSMError) {
        let start = pointCount
        if pointCount + points.count > capacity { capacity = try file.allocate(through: (pointCount + points.count) * 8) / 8 }
        for point in points {
            let chunk = pointCount >> Self.chunkShift
            if chunk == chunks.count { chunks.append(try file.chunk(chunk).assumingMemoryBound(to: Int64.self)) }
            chunks[chunk][pointCount & (1 << Self.chunkShift - 1)] = point.packed
            pointCount += 1
        }
        runs[id] = (start, points.count)
    }

    /// The points of way `id`, `nil` when it was never stored. O(points).
    func points(of id: Int64) -> [OSMLocation]? {
        guard let run = runs[id] else { return nil }
        var points: [OSMLocation] = []
        points.reserveCapacity(run.count)
        for index in run.start..<run.start + run.count {
            points.append(OSMLocation(packed: chunks[index >> Self.chunkShift][index & (1 << Self.chunkShift - 1)]))
        }
        return points
    }
}
