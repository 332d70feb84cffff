/// Least-significant-digit radix sort on a 64-bit key, one byte per pass; stable.
///
/// Passes whose byte is the same for every element are skipped. O(8n) time, O(n) extra space.
func radixSort<Element>(_ elements: inout [Element], key: (Element) -> UInt64) {
    guard elements.count > 1 else { return }
    var scratch = elements
    let sortedInScratch = elements.withUnsafeMutableBufferPointer { elements in
        scratch.withUnsafeMutableBufferPointer { scratch in radixSortPasses(elements, scratch, key: key) }
    }
    if sortedInScratch { swap(&elements, &scratch) }
}

/// Sorts `first` by `key`, using `second` (as long, its elements overwritten) as the other buffer
/// of each pass; returns whether the result ended in `second`.
private func radixSortPasses<Element>(
    _ first: UnsafeMutableBufferPointer<Element>, _ second: UnsafeMutableBufferPointer<Element>, key: (Element) -> UInt64
) -> Bool {
    let count = first.count
    var histograms = [Int](repeating: 0, count: 8 * 256)
    for element in first {
        let value = key(element)
        for digit in 0..<8 {
            histograms[digit * 256 + Int((value >> (UInt64(digit) * 8)) & 0xFF)] += 1
        }
    }
    var (source, target) = (first, second)
    var inSecond = false
    for digit in 0..<8 {
        let base = digit * 256
        if (0..<256).contains(where: { histograms[base + $0] == count }) { continue }
        var offsets = [Int](repeating: 0, count: 256)
        var running = 0
        for bucket in 0..<256 {
            offsets[bucket] = running
            running += histograms[base + bucket]
        }
        let shift = UInt64(digit) * 8
        for element in source {
            let bucket = Int((key(element) >> shift) & 0xFF)
            target[offsets[bucket]] = element
            offsets[bucket] += 1
        }
        swap(&source, &target)
        inSecond.toggle()
    }
    return inSecond
}

/// The stable order that sorts `count` keys: `order[k]` is the index of the `k`-th smallest key
/// (equal keys by index), and `keys[k]` that key. `key(index)` is called once per index, in order.
///
/// A least-significant-digit radix sort of (key, index) pairs moved together, so that every pass
/// reads its lists and writes its buckets front to back: sorting indices by a key looked up per
/// index would read the keys at random in every pass. The lists grow on `budget`; passes whose
/// byte is the same for every key are skipped. O(8 × count) time, 24 bytes a key.
func radixOrder(
    count: Int, budget: MemoryBudget?, key: (Int) -> UInt64
) -> (order: SpillableArray<UInt32>, keys: SpillableArray<UInt64>) {
    precondition(count <= Int(UInt32.max), "at most 4,294,967,295 keys")
    var keys = SpillableArray<UInt64>(uninitializedCount: count, budget: budget)
    var order = SpillableArray<UInt32>(uninitializedCount: count, budget: budget)
    var histograms = [Int](repeating: 0, count: 8 * 256)
    keys.withUnsafeMutableBufferPointer { keys in
        order.withUnsafeMutableBufferPointer { order in
            histograms.withUnsafeMutableBufferPointer { histograms in
                for index in 0..<count {
                    let value = key(index)
                    keys[index] = value
                    order[index] = UInt32(truncatingIfNeeded: index)
                    for digit in 0..<8 { histograms[digit &* 256 &+ Int((value >> (UInt64(digit) &* 8)) & 0xFF)] &+= 1 }
                }
            }
        }
    }
    let passes = (0..<8).filter { digit in !(0..<256).contains { histograms[digit * 256 + $0] == count } }
    guard count > 1, !passes.isEmpty else { return (order, keys) }
    var (otherKeys, otherOrder) = (
        SpillableArray<UInt64>(uninitializedCount: count, budget: budget),
        SpillableArray<UInt32>(uninitializedCount: count, budget: budget))
    for digit in passes {
        var offsets = [Int](repeating: 0, count: 256)
        var running = 0
        for bucket in 0..<256 {
            offsets[bucket] = running
            running += histograms[digit * 256 + bucket]
        }
        let shift = UInt64(digit) * 8
        keys.withUnsafeBufferPointer { keys in
        order.withUnsafeBufferPointer { order in
        otherKeys.withUnsafeMutableBufferPointer { targetKeys in
        otherOrder.withUnsafeMutableBufferPointer { targetOrder in
        offsets.withUnsafeMutableBufferPointer { offsets in
            for index in 0..<count {
                let value = keys[index]
                let bucket = Int((value >> shift) & 0xFF)
                let position = offsets[bucket]
                targetKeys[position] = value
                targetOrder[position] = order[index]
                offsets[bucket] = position &+ 1
            }
        }}}}}
        swap(&keys, &otherKeys)
        swap(&order, &otherOrder)
    }
    return (order, keys)
}
