/// Moves the items of a list into another order without reading it at random: the target order is
/// filled one window at a time, and each window is filled by one pass reading the source front to
/// back. With a list `k` times the window, that is `k` sequential reads instead of one read per
/// item at a random place, which is what a list spilled to a file (read through the page cache)
/// can afford.
///
/// A ragged list holds items of varying length back to back: item `i` is
/// `values[starts[i]..<starts[i + 1]]`.
struct RaggedPermutation {
    /// Where each source item goes: `target[i]` is its position in the new order (a permutation of
    /// `0..<count`).
    let target: SpillableArray<UInt32>
    /// The most values a window holds.
    let windowElements: Int
    let budget: MemoryBudget?

    /// A permutation given by `target`, filling windows of at most `windowBytes` (at least one item
    /// a window, however long).
    init(target: SpillableArray<UInt32>, windowBytes: Int, budget: MemoryBudget?) {
        self.target = target
        windowElements = max(windowBytes, 1)
        self.budget = budget
    }

    /// The item lengths in target order, cumulative: the `starts` of the permuted list. O(items),
    /// one write at a random place per item into a list of 4 bytes an item.
    func targetStarts(sourceStarts starts: SpillableArray<UInt32>) -> SpillableArray<UInt32> {
        var lengths = SpillableArray<UInt32>(repeating: 0, count: target.count + 1, budget: budget)
        lengths.withUnsafeMutableBufferPointer { lengths in
            starts.withUnsafeBufferPointer { starts in
                target.withUnsafeBufferPointer { target in
                    for item in target.indices { lengths[Int(target[item]) + 1] = starts[item + 1] &- starts[item] }
                }
            }
            for position in 1..<lengths.count { lengths[position] &+= lengths[position - 1] }
        }
        return lengths
    }

    /// `values` (ragged by `starts`) with its items in target order, and their starts.
    ///
    /// - Complexity: O(values × passes), passes = values ÷ window (rounded up); the source is read
    ///   front to back in each pass, and each window written once.
    func apply<Value: BitwiseCopyable>(
        _ values: SpillableArray<Value>, starts: SpillableArray<UInt32>
    ) -> (values: SpillableArray<Value>, starts: SpillableArray<UInt32>) {
        let newStarts = targetStarts(sourceStarts: starts)
        var output = SpillableArray<Value>(budget: budget)
        output.reserveCapacity(values.count)
        let windowCount = max(windowElements / MemoryLayout<Value>.stride, 1)
        newStarts.withUnsafeBufferPointer { newStarts in
            var first = 0
            while first < target.count {
                // The window: the target items from `first` whose values fit (at least one item).
                var end = first + 1
                while end < target.count && Int(newStarts[end + 1] - newStarts[first]) <= windowCount { end += 1 }
                let base = Int(newStarts[first])
                var window = SpillableArray<Value>(uninitializedCount: Int(newStarts[end]) - base, budget: budget)
                window.withUnsafeMutableBufferPointer { window in
                    values.withUnsafeBufferPointer { values in
                        starts.withUnsafeBufferPointer { starts in
                            target.withUnsafeBufferPointer { target in
                                for item in target.indices {
                                    let position = Int(target[item])
                                    guard position >= first && position < end else { continue }
                                    let source = Int(starts[item])..<Int(starts[item + 1])
                                    let destination = Int(newStarts[position]) - base
                                    _ = UnsafeMutableBufferPointer(rebasing: window[destination..<destination + source.count])
                                        .initialize(from: UnsafeBufferPointer(rebasing: values[source]))
                                }
                            }
                        }
                    }
                }
                window.withUnsafeBufferPointer { output.append(contentsOf: $0) }
                first = end
            }
        }
        return (output, newStarts)
    }

    /// `values` (one per item) in target order. O(items × passes), as ``apply(_:starts:)``.
    func apply<Value: BitwiseCopyable>(_ values: SpillableArray<Value>) -> SpillableArray<Value> {
        var output = SpillableArray<Value>(budget: budget)
        output.reserveCapacity(values.count)
        let windowCount = max(windowElements / MemoryLayout<Value>.stride, 1)
        values.withUnsafeBufferPointer { values in
            target.withUnsafeBufferPointer { target in
                for first in stride(from: 0, to: target.count, by: windowCount) {
                    let end = min(first + windowCount, target.count)
                    var window = SpillableArray<Value>(uninitializedCount: end - first, budget: budget)
                    window.withUnsafeMutableBufferPointer { window in
                        for item in target.indices {
                            let position = Int(target[item])
                            if position >= first && position < end { window[position - first] = values[item] }
                        }
                    }
                    window.withUnsafeBufferPointer { output.append(contentsOf: $0) }
                }
            }
        }
        return output
    }
}
