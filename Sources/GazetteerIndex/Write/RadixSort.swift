/// Least-significant-digit radix sort on a 64-bit key, one byte per pass; stable.
///
/// Passes whose byte is the same for every element are skipped. O(8n) time, O(n) extra space.
func radixSort<Element>(_ elements: inout [Element], key: (Element) -> UInt64) {
    let count = elements.count
    guard count > 1 else { return }
    var histograms = [Int](repeating: 0, count: 8 * 256)
    for element in elements {
        let value = key(element)
        for digit in 0..<8 {
            histograms[digit * 256 + Int((value >> (UInt64(digit) * 8)) & 0xFF)] += 1
        }
    }
    var buffer = elements
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
        elements.withUnsafeBufferPointer { source in
            buffer.withUnsafeMutableBufferPointer { target in
                for element in source {
                    let bucket = Int((key(element) >> shift) & 0xFF)
                    target[offsets[bucket]] = element
                    offsets[bucket] += 1
                }
            }
        }
        swap(&elements, &buffer)
    }
}
