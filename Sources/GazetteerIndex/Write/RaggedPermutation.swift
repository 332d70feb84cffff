/// Moves the items of a list into another order without reading it at random, so that a list
/// spilled to a file (read through the page cache) is read front to back.
///
/// The target order is cut into windows of at most ``windowBytes`` bytes. When the list fits
/// one window, one pass reads the source front to back and writes each item into place. Otherwise
/// one pass deals each item, front to back, to its window's bucket (a list of its own, which may
/// spill), and each bucket is then put in order within its window and appended: every byte is read
/// twice and written twice, however many windows.
///
/// From ``twoThreadsFrom`` items on, both passes run on two threads: each reads one half of the
/// source (into buckets of its own), and the windows are filled two at a time, each at most half
/// of ``windowBytes``, so that what is mapped at once stays within the window.
///
/// A ragged list holds items of varying length back to back: item `i` is
/// `values[starts[i]..<starts[i + 1]]`.
struct RaggedPermutation {
    /// Where each source item goes: `target[i]` is its position in the new order (a permutation of
    /// `0..<count`).
    let target: SpillableArray<UInt32>
    /// The most bytes a window holds.
    let windowBytes: Int
    let budget: MemoryBudget?
    /// The number of items from which the passes run on two threads.
    let twoThreadsFrom: Int

    /// A permutation given by `target`, in windows of at most `windowBytes` (at least one item a
    /// window, however long); by default the budget's ``MemoryBudget/permutationWindow``, and one
    /// window without a budget.
    init(target: SpillableArray<UInt32>, windowBytes: Int? = nil, budget: MemoryBudget?, twoThreadsFrom: Int = 1 << 16) {
        self.target = target
        self.windowBytes = max(windowBytes ?? budget?.permutationWindow ?? Int.max, 1)
        self.budget = budget
        self.twoThreadsFrom = twoThreadsFrom
    }

    /// The halves of `0..<count` from `twoThreadsFrom` items on, else the whole range.
    static func halves(_ count: Int, twoThreadsFrom: Int = 1 << 16) -> [Range<Int>] {
        count >= max(twoThreadsFrom, 2) ? [0..<count / 2, count / 2..<count] : [0..<count]
    }

    /// `body` of each part (one or two), each part on a thread of its own; the results in order.
    static func onThreads<Result>(_ parts: [Range<Int>], _ body: (Range<Int>) -> Result) -> [Result] {
        guard parts.count == 2 else { return parts.map(body) }
        let (first, second) = concurrently({ body(parts[0]) }, { body(parts[1]) })
        return [first, second]
    }

    /// The inverse of the permutation `order` (`result[order[i]] = i`), on `budget`. O(n), one write
    /// at a random place of a 4-byte-an-item list per item.
    static func inverse(of order: SpillableArray<UInt32>, budget: MemoryBudget?) -> SpillableArray<UInt32> {
        var inverse = SpillableArray<UInt32>(repeating: 0, count: order.count, budget: budget)
        inverse.withUnsafeMutableBufferPointer { inverse in
            order.withUnsafeBufferPointer { order in
                // Each position is written once: the halves write apart.
                _ = onThreads(halves(order.count)) { half in
                    for position in half { inverse[Int(order[position])] = UInt32(position) }
                }
            }
        }
        return inverse
    }

    /// The item lengths in target order, cumulative: the `starts` of the permuted list. O(items),
    /// one write at a random place per item into a list of 4 bytes an item.
    func targetStarts(sourceStarts starts: SpillableArray<UInt32>) -> SpillableArray<UInt32> {
        var lengths = SpillableArray<UInt32>(repeating: 0, count: target.count + 1, budget: budget)
        lengths.withUnsafeMutableBufferPointer { lengths in
            starts.withUnsafeBufferPointer { starts in
                target.withUnsafeBufferPointer { target in
                    _ = Self.onThreads(Self.halves(target.count, twoThreadsFrom: twoThreadsFrom)) { half in
                        for item in half { lengths[Int(target[item]) + 1] = starts[item + 1] &- starts[item] }
                    }
                }
            }
            for position in 1..<lengths.count { lengths[position] &+= lengths[position - 1] }
        }
        return lengths
    }

    /// `values` (ragged by `starts`) with its items in target order, and their starts.
    /// - Complexity: O(items + values).
    func apply<Value: BitwiseCopyable>(
        _ values: SpillableArray<Value>, starts: SpillableArray<UInt32>
    ) -> (values: SpillableArray<Value>, starts: SpillableArray<UInt32>) {
        let newStarts = targetStarts(sourceStarts: starts)
        let isSpilled = values.isSpilled
        let moved = values.withUnsafeBufferPointer { values in
            starts.withUnsafeBufferPointer { starts in
                newStarts.withUnsafeBufferPointer { newStarts in
                    move(values, isSpilled: isSpilled, from: RaggedOffsets(starts: starts), to: RaggedOffsets(starts: newStarts))
                }
            }
        }
        // Read through: a spilled source's pages can go from the process (``SpillableArray/releasePages()``).
        for list in [starts, target] { list.releasePages() }
        values.releasePages()
        return (moved, newStarts)
    }

    /// `values` (one per item) in target order. O(items).
    func apply<Value: BitwiseCopyable>(_ values: SpillableArray<Value>) -> SpillableArray<Value> {
        let isSpilled = values.isSpilled
        let moved = values.withUnsafeBufferPointer { move($0, isSpilled: isSpilled, from: SingleOffsets(), to: SingleOffsets()) }
        values.releasePages()
        target.releasePages()
        return moved
    }

    /// Moves the items of `values` (a spilled list's when `isSpilled`), found at `source`'s offsets,
    /// to `destination`'s offsets (by target position) in a new list. The pages of spilled lists
    /// are let go of as the passes go past them: the source and the targets behind the reading,
    /// the buckets as they are written and read, each window of the output once it is filled.
    private func move<Value: BitwiseCopyable, Source: ItemOffsets, Destination: ItemOffsets>(
        _ values: UnsafeBufferPointer<Value>, isSpilled: Bool, from source: Source, to destination: Destination
    ) -> SpillableArray<Value> {
        let count = target.count
        let total = destination.offset(count)
        var output = SpillableArray<Value>(uninitializedCount: total, budget: budget)
        let halves = Self.halves(count, twoThreadsFrom: twoThreadsFrom)
        let threads = halves.count
        // Window boundaries, in target positions: each window holds at most `capacity` values, and
        // the windows filled at the same time at most `windowBytes` together.
        let capacity = max(windowBytes / threads / max(MemoryLayout<Value>.stride, 1), 1)
        var bounds = [0]
        while bounds.last! < count {
            let first = bounds.last!
            var end = first + 1
            while end < count && destination.offset(end + 1) - destination.offset(first) <= capacity { end += 1 }
            bounds.append(end)
        }
        let (targetSpilled, outputSpilled, budget) = (target.isSpilled, output.isSpilled, budget)
        target.withUnsafeBufferPointer { target in
            output.withUnsafeMutableBufferPointer { output in
                /// The pass's elements of a spilled list from `start` on, let go of behind it.
                func behind<Element>(_ list: UnsafeBufferPointer<Element>, from start: Int, isSpilled: Bool) -> ReleaseBehind {
                    ReleaseBehind(UnsafeBufferPointer(rebasing: list[start...]), isSpilled: isSpilled)
                }
                guard bounds.count > 2 else {
                    // One window: straight into place.
                    _ = Self.onThreads(halves) { half in
                        let firstValue = source.offset(half.lowerBound)
                        var valuesBehind = behind(values, from: firstValue, isSpilled: isSpilled)
                        var targetBehind = behind(target, from: half.lowerBound, isSpilled: targetSpilled)
                        for item in half {
                            let from = source.offset(item)
                            let to = destination.offset(Int(target[item]))
                            _ = UnsafeMutableBufferPointer(rebasing: output[to..<to + source.offset(item + 1) - from])
                                .initialize(from: UnsafeBufferPointer(rebasing: values[from..<source.offset(item + 1)]))
                            valuesBehind.passed(from - firstValue)
                            targetBehind.passed(item - half.lowerBound)
                        }
                    }
                    return
                }
                // Each item, with its target position, to its half's bucket of its window.
                var dealt = Self.onThreads(halves) { half in
                    var positions = (1..<bounds.count).map { _ in SpillableArray<UInt32>(budget: budget) }
                    var buckets = (1..<bounds.count).map { _ in SpillableArray<Value>(budget: budget) }
                    let firstValue = source.offset(half.lowerBound)
                    var valuesBehind = behind(values, from: firstValue, isSpilled: isSpilled)
                    var targetBehind = behind(target, from: half.lowerBound, isSpilled: targetSpilled)
                    let releaseStep = 1 << 20
                    for item in half {
                        let position = target[item]
                        var low = 0
                        var high = bounds.count - 1
                        while high - low > 1 {
                            let middle = (low + high) / 2
                            if bounds[middle] <= Int(position) { low = middle } else { high = middle }
                        }
                        positions[low].append(position)
                        buckets[low].append(contentsOf: UnsafeBufferPointer(rebasing: values[source.offset(item)..<source.offset(item + 1)]))
                        valuesBehind.passed(source.offset(item) - firstValue)
                        targetBehind.passed(item - half.lowerBound)
                        // The buckets only grow at their ends: what they hold is let go of now and then.
                        if (item - half.lowerBound) % releaseStep == releaseStep - 1 {
                            for window in buckets.indices {
                                positions[window].releasePages(0..<positions[window].count)
                                buckets[window].releasePages(0..<buckets[window].count)
                            }
                        }
                    }
                    return (positions, buckets)
                }
                // Each window filled from its buckets, read front to back, two windows at a time; a
                // window's buckets go once it is filled (each thread empties its own windows' slots).
                let windowCount = bounds.count - 1
                let parts = dealt.count
                let slots = UnsafeMutableBufferPointer<(positions: SpillableArray<UInt32>, bucket: SpillableArray<Value>)>
                    .allocate(capacity: windowCount * parts)
                for (index, (positions, buckets)) in dealt.enumerated() {
                    for window in 0..<windowCount {
                        (slots.baseAddress! + window * parts + index).initialize(to: (positions[window], buckets[window]))
                    }
                }
                dealt = []
                defer {
                    slots.deinitialize()
                    slots.deallocate()
                }
                _ = Self.onThreads(threads == 2 ? Self.halves(windowCount, twoThreadsFrom: 0) : [0..<windowCount]) { windows in
                    for window in windows {
                        for slot in window * parts..<(window + 1) * parts {
                            slots[slot].positions.withUnsafeBufferPointer { positions in
                                slots[slot].bucket.withUnsafeBufferPointer { bucket in
                                    var read = 0
                                    for position in positions {
                                        let to = destination.offset(Int(position))
                                        let length = destination.offset(Int(position) + 1) - to
                                        _ = UnsafeMutableBufferPointer(rebasing: output[to..<to + length])
                                            .initialize(from: UnsafeBufferPointer(rebasing: bucket[read..<read + length]))
                                        read += length
                                    }
                                }
                            }
                            slots[slot] = (SpillableArray(), SpillableArray())
                        }
                        if outputSpilled {
                            let (first, end) = (destination.offset(bounds[window]), destination.offset(bounds[window + 1]))
                            SpillPages.release(
                                UnsafeRawPointer(output.baseAddress! + first), bytes: (end - first) * MemoryLayout<Value>.stride)
                        }
                    }
                }
            }
        }
        return output
    }
}

/// Where each item of a list starts (item `count` gives the end).
private protocol ItemOffsets {
    func offset(_ item: Int) -> Int
}

/// Items of varying length, by their starts.
private struct RaggedOffsets: ItemOffsets {
    let starts: UnsafeBufferPointer<UInt32>
    @inline(__always) func offset(_ item: Int) -> Int { Int(starts[item]) }
}

/// Items of one value each.
private struct SingleOffsets: ItemOffsets {
    @inline(__always) func offset(_ item: Int) -> Int { item }
}
