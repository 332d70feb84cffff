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

/// The same sort of a list that may spill; its scratch copy grows on the list's budget.
func radixSort<Element: BitwiseCopyable>(_ elements: inout SpillableArray<Element>, key: (Element) -> UInt64) {
    guard elements.count > 1 else { return }
    var scratch = SpillableArray<Element>(uninitializedCount: elements.count, budget: elements.budget)
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
