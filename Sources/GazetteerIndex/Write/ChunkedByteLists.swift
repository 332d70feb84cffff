/// Many byte lists that grow at the same time, interleaved, stored in one arena of fixed-size
/// chunks on a ``MemoryBudget``: each list is a chain of chunks, so a list costs its bytes plus
/// less than one chunk, and no list is ever copied as it grows.
///
/// The build's heavy prefixes fill hundreds of thousands of short lists at once (their heads and
/// answer lists, in rank order); an array each would cost a heap allocation and up to twice its
/// bytes in growth slack, all in the process's own memory. Here they are one spillable list.
struct ChunkedByteLists {
    /// Bytes of a chunk: ``payload`` of data, then the number of the next chunk (4 bytes).
    static let chunkSize = 64
    static let payload = chunkSize - 4

    private var arena: SpillableArray<UInt8>
    /// Per list, its first and last chunks (-1: none yet) and its length in bytes.
    private var first: [Int32]
    private var last: [Int32]
    private var lengths: [UInt32]

    /// `count` empty lists, their chunks on `budget`.
    init(count: Int, budget: MemoryBudget?) {
        arena = SpillableArray(budget: budget)
        first = [Int32](repeating: -1, count: count)
        last = first
        lengths = [UInt32](repeating: 0, count: count)
    }

    /// The length of list `list` in bytes. O(1).
    func length(of list: Int) -> Int { Int(lengths[list]) }

    /// Appends `bytes` to list `list`. Amortized O(`bytes.count`).
    mutating func append(_ bytes: [UInt8], to list: Int) {
        bytes.withUnsafeBufferPointer { append($0, to: list) }
    }

    /// Appends `bytes` to list `list`. Amortized O(`bytes.count`).
    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>, to list: Int) {
        var taken = 0
        while taken < bytes.count {
            let used = Int(lengths[list]) % Self.payload
            if used == 0 { addChunk(to: list) }
            let start = Int(last[list]) * Self.chunkSize + used
            let count = min(bytes.count - taken, Self.payload - used)
            arena.withUnsafeMutableBufferPointer { arena in
                (arena.baseAddress.unsafelyUnwrapped + start).update(from: bytes.baseAddress.unsafelyUnwrapped + taken, count: count)
            }
            lengths[list] += UInt32(count)
            taken += count
        }
    }

    /// Appends the bytes of list `list` to `output`, in order. O(its length).
    func copy(_ list: Int, to output: inout SpillableArray<UInt8>) {
        var chunk = Int(first[list])
        var remaining = Int(lengths[list])
        arena.withUnsafeBufferPointer { arena in
            while remaining > 0 {
                let start = chunk * Self.chunkSize
                let taken = min(remaining, Self.payload)
                output.append(contentsOf: UnsafeBufferPointer(rebasing: arena[start..<start + taken]))
                remaining -= taken
                if remaining > 0 { chunk = Int(Self.link(arena, start + Self.payload)) }
            }
        }
    }

    private mutating func addChunk(to list: Int) {
        let chunk = Int32(arena.count / Self.chunkSize)
        arena.append(contentsOf: Self.emptyChunk)
        if last[list] < 0 {
            first[list] = chunk
        } else {
            let link = Int(last[list]) * Self.chunkSize + Self.payload
            withUnsafeBytes(of: chunk.littleEndian) { bytes in
                arena.withUnsafeMutableBufferPointer { arena in
                    for offset in 0..<4 { arena[link + offset] = bytes[offset] }
                }
            }
        }
        last[list] = chunk
    }

    private static let emptyChunk = [UInt8](repeating: 0, count: chunkSize)

    private static func link(_ arena: UnsafeBufferPointer<UInt8>, _ offset: Int) -> Int32 {
        var value: Int32 = 0
        for index in (0..<4).reversed() { value = value << 8 | Int32(arena[offset + index]) }
        return value
    }
}
