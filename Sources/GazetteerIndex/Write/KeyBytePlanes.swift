/// The sort keys of a list of records, stored a byte at a time: plane `d` holds byte `d` (the least
/// significant first) of every record's key, so that a pass of a radix sort, which reads one byte
/// of each key in the order the records have reached, touches one plane (an eighth of the keys'
/// memory for 64-bit keys) rather than all of them.
///
/// On a budget the planes spill like any list; a sort lets each plane's mapped pages go once its
/// pass is done, so that a spilled sort keeps one plane mapped at a time.
struct KeyBytePlanes {
    /// How many keys.
    let count: Int
    /// How many bytes of each key are kept (the more significant ones are zero).
    let byteCount: Int
    /// Plane `d` is `planes[d * count ..< (d + 1) * count]`.
    let planes: SpillableArray<UInt8>
    /// `histograms[d * 256 + b]`: how many keys have `b` as byte `d`, for all eight bytes (those
    /// not kept are zero), counted as the planes are written.
    let histograms: [Int]

    /// The keys `key(0) ..< key(count)`, of which the low `byteCount` bytes are kept.
    /// - Complexity: O(count × byteCount); each plane is written front to back.
    init(count: Int, byteCount: Int = 8, budget: MemoryBudget?, key: (Int) -> UInt64) {
        precondition((1...8).contains(byteCount), "a key has one to eight bytes")
        self.count = count
        self.byteCount = byteCount
        var planes = SpillableArray<UInt8>(uninitializedCount: count * byteCount, budget: budget)
        var histograms = [Int](repeating: 0, count: 8 * 256)
        histograms.withUnsafeMutableBufferPointer { histograms in
            planes.withUnsafeMutableBufferPointer { planes in
                for index in 0..<count {
                    var value = key(index)
                    for plane in 0..<byteCount {
                        let byte = UInt8(truncatingIfNeeded: value)
                        planes[plane * count + index] = byte
                        histograms[plane * 256 + Int(byte)] += 1
                        value >>= 8
                    }
                }
            }
            for plane in byteCount..<8 { histograms[plane * 256] = count }
        }
        self.planes = planes
        self.histograms = histograms
    }

    /// Every key, in record order, to `body`, with only its `highBytes` most significant kept bytes
    /// read (the others zero): a use of the keys' top bits reads as few planes.
    /// - Complexity: O(count × highBytes), each plane read front to back.
    func forEachKey(highBytes: Int, _ body: (UInt64) -> Void) {
        let planesRead = (max(byteCount - highBytes, 0)..<byteCount).reversed()
        planes.withUnsafeBufferPointer { planes in
            for index in 0..<count {
                var value: UInt64 = 0
                for plane in planesRead { value |= UInt64(planes[plane * count + index]) << (UInt64(plane) * 8) }
                body(value)
            }
        }
        planes.releasePages()
    }
}
