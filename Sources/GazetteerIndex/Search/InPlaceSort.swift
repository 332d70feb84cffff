/// Sorts integers in place without allocating, for the query path, where the standard library's
/// `sort()` (a merge sort) allocates a buffer for anything longer than a few elements.
///
/// Introsort: quicksort on a median of three, insertion sort for short ranges, and a heap sort for a
/// range that partitioning fails to shrink (so the worst case stays O(n log n)). Equal integers are
/// indistinguishable, so the order is the one any sort gives.
enum InPlaceSort {
    /// Ranges this short are sorted by insertion.
    private static let insertionLength = 24

    /// Sorts `elements` ascending.
    /// - Complexity: O(n log n) comparisons; no allocation.
    static func sort(_ elements: UnsafeMutableBufferPointer<UInt64>) {
        guard elements.count > 1 else { return }
        let depth = 2 * (Int.bitWidth - elements.count.leadingZeroBitCount)
        sort(elements, elements.startIndex..<elements.endIndex, depthLeft: depth)
    }

    private static func sort(_ elements: UnsafeMutableBufferPointer<UInt64>, _ range: Range<Int>, depthLeft: Int) {
        var range = range
        var depthLeft = depthLeft
        while range.count > insertionLength {
            guard depthLeft > 0 else {
                heapSort(elements, range)
                return
            }
            depthLeft -= 1
            let split = partition(elements, range)
            guard split > range.lowerBound && split < range.upperBound else {
                heapSort(elements, range)
                return
            }
            // The shorter side recursively, the longer one in this loop: the stack stays O(log n).
            if split - range.lowerBound < range.upperBound - split {
                sort(elements, range.lowerBound..<split, depthLeft: depthLeft)
                range = split..<range.upperBound
            } else {
                sort(elements, split..<range.upperBound, depthLeft: depthLeft)
                range = range.lowerBound..<split
            }
        }
        insertionSort(elements, range)
    }

    /// Hoare partition around the median of the first, middle and last elements: returns `split`,
    /// with every element before it ≤ every element from it on, both sides non-empty.
    private static func partition(_ elements: UnsafeMutableBufferPointer<UInt64>, _ range: Range<Int>) -> Int {
        let (first, last) = (range.lowerBound, range.upperBound - 1)
        let middle = first + (last - first) / 2
        let (a, b, c) = (elements[first], elements[middle], elements[last])
        let pivot = max(min(a, b), min(max(a, b), c))
        var low = first - 1
        var high = last + 1
        while true {
            repeat { low += 1 } while elements[low] < pivot
            repeat { high -= 1 } while elements[high] > pivot
            if low >= high { return high + 1 }
            elements.swapAt(low, high)
        }
    }

    private static func insertionSort(_ elements: UnsafeMutableBufferPointer<UInt64>, _ range: Range<Int>) {
        guard range.count > 1 else { return }
        for index in range.lowerBound + 1..<range.upperBound {
            let value = elements[index]
            var hole = index
            while hole > range.lowerBound && elements[hole - 1] > value {
                elements[hole] = elements[hole - 1]
                hole -= 1
            }
            elements[hole] = value
        }
    }

    private static func heapSort(_ elements: UnsafeMutableBufferPointer<UInt64>, _ range: Range<Int>) {
        let base = range.lowerBound
        var count = range.count
        func siftDown(_ start: Int, _ count: Int) {
            var parent = start
            while true {
                var child = 2 * parent + 1
                guard child < count else { return }
                if child + 1 < count && elements[base + child + 1] > elements[base + child] { child += 1 }
                guard elements[base + child] > elements[base + parent] else { return }
                elements.swapAt(base + child, base + parent)
                parent = child
            }
        }
        for start in stride(from: count / 2 - 1, through: 0, by: -1) { siftDown(start, count) }
        while count > 1 {
            count -= 1
            elements.swapAt(base, base + count)
            siftDown(0, count)
        }
    }
}
