/// Least-significant-digit radix sort on a 64-bit key, one byte per pass; stable.
///
/// Passes whose byte is the same for every element are skipped. O(8n) time, O(n) extra space.
func radixSort<Element>(_ elements: inout [Element], key: (Element) -> UInt64) {
    guard elements.count > 1 else { return }
    var scratch = elements
    let sortedInScratch = elements.withUnsafeMutableBufferPointer { elements in
        scratch.withUnsafeMutableBufferPointer { scratch in
            radixSortPasses(elements, scratch, histograms: byteHistograms(elements, key: key)) { element, digit in
                Int(truncatingIfNeeded: key(element) >> (UInt64(digit) * 8)) & 0xFF
            }
        }
    }
    if sortedInScratch { swap(&elements, &scratch) }
}

/// The same sort of a list that may spill; its scratch copy grows on the list's budget.
func radixSort<Element: BitwiseCopyable>(_ elements: inout SpillableArray<Element>, key: (Element) -> UInt64) {
    guard elements.count > 1 else { return }
    var scratch = SpillableArray<Element>(uninitializedCount: elements.count, budget: elements.budget)
    let sortedInScratch = elements.withUnsafeMutableBufferPointer { elements in
        scratch.withUnsafeMutableBufferPointer { scratch in
            radixSortPasses(elements, scratch, histograms: byteHistograms(elements, key: key)) { element, digit in
                Int(truncatingIfNeeded: key(element) >> (UInt64(digit) * 8)) & 0xFF
            }
        }
    }
    if sortedInScratch { swap(&elements, &scratch) }
}

/// The same sort of record numbers `0..<keys.count` (in any order) by their keys in `keys`: each
/// pass reads one plane of the keys, and lets its pages go when done. The scratch copy grows on the
/// list's budget.
func radixSort(_ records: inout SpillableArray<UInt32>, keys: KeyBytePlanes) {
    guard records.count > 1 else { return }
    precondition(records.count == keys.count, "one key per record")
    let count = keys.count
    var scratch = SpillableArray<UInt32>(uninitializedCount: count, budget: records.budget)
    let sortedInScratch = records.withUnsafeMutableBufferPointer { records in
        scratch.withUnsafeMutableBufferPointer { scratch in
            keys.planes.withUnsafeBufferPointer { planes in
                radixSortPasses(records, scratch, histograms: keys.histograms, passDone: { keys.planes.releasePages() }) { record, digit in
                    Int(planes[digit &* count &+ Int(record)])
                }
            }
        }
    }
    if sortedInScratch { swap(&records, &scratch) }
}

/// Per byte of the key (least significant first), how many elements have each value of it.
private func byteHistograms<Element>(_ elements: UnsafeMutableBufferPointer<Element>, key: (Element) -> UInt64) -> [Int] {
    var histograms = [Int](repeating: 0, count: 8 * 256)
    for element in elements {
        let value = key(element)
        for digit in 0..<8 {
            histograms[digit * 256 + Int((value >> (UInt64(digit) * 8)) & 0xFF)] += 1
        }
    }
    return histograms
}

/// Sorts `first` by its elements' key bytes, `digit(element, d)` giving byte `d` (least significant
/// first) and `histograms[d * 256 + b]` how many elements have `b` there, using `second` (as long,
/// its elements overwritten) as the other buffer of each pass; `passDone` is called after each pass
/// that moved the elements. Returns whether the result ended in `second`.
private func radixSortPasses<Element>(
    _ first: UnsafeMutableBufferPointer<Element>, _ second: UnsafeMutableBufferPointer<Element>, histograms: [Int],
    passDone: () -> Void = {}, digit: (Element, Int) -> Int
) -> Bool {
    let count = first.count
    var (source, target) = (first, second)
    var inSecond = false
    for digitNumber in 0..<8 {
        let base = digitNumber * 256
        if (0..<256).contains(where: { histograms[base + $0] == count }) { continue }
        var offsets = [Int](repeating: 0, count: 256)
        var running = 0
        for bucket in 0..<256 {
            offsets[bucket] = running
            running += histograms[base + bucket]
        }
        for element in source {
            let bucket = digit(element, digitNumber)
            target[offsets[bucket]] = element
            offsets[bucket] += 1
        }
        swap(&source, &target)
        inSecond.toggle()
        passDone()
    }
    return inSecond
}
