/// Moves the items of a list into another order without reading it at random, so that a list
/// spilled to a file (read through the page cache) is read front to back.
///
/// The target order is cut into windows of at most ``windowBytes`` bytes. When the list fits
/// one window, one pass reads the source front to back and writes each item into place. Otherwise
/// one pass deals each item, front to back, to its window's bucket (a list of its own, which may
/// spill), and each bucket is then put in order within its window and the window written (to a
/// spilled output from a buffer of the process's own, with `pwrite`): every byte is read twice and
/// written twice, however many windows.
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

    /// A permutation given by `target`, in windows of at most `windowBytes` (at least one item a
    /// window, however long); by default the budget's ``MemoryBudget/permutationWindow``, and one
    /// window without a budget.
    init(target: SpillableArray<UInt32>, windowBytes: Int? = nil, budget: MemoryBudget?) {
        self.target = target
        self.windowBytes = max(windowBytes ?? budget?.permutationWindow ?? Int.max, 1)
        self.budget = budget
    }

    /// The inverse of the permutation `order` (`result[order[i]] = i`), on `budget`. O(n), one write
    /// at a random place of a 4-byte-an-item list per item.
    static func inverse(of order: SpillableArray<UInt32>, budget: MemoryBudget?) -> SpillableArray<UInt32> {
        var inverse = SpillableArray<UInt32>(repeating: 0, count: order.count, budget: budget)
        inverse.withUnsafeMutableBufferPointer { inverse in
            order.withUnsafeBufferPointer { order in
                for (position, item) in order.enumerated() { inverse[Int(item)] = UInt32(position) }
            }
        }
        return inverse
    }

    /// The item lengths in target order, cumulative: the `starts` of the permuted list. O(items).
    ///
    /// With the permutation in memory, one write at a random place per item into a list of 4 bytes
    /// an item. With it spilled, that list would be mapped whole and written all over (hundreds of
    /// megabytes of pages at once for the names of a large input): the lengths are moved to target
    /// order in windows instead, like any list, and summed front to back.
    func targetStarts(sourceStarts starts: SpillableArray<UInt32>) -> SpillableArray<UInt32> {
        guard !target.isSpilled else {
            var lengths = SpillableArray<UInt32>(budget: budget)
            lengths.reserveCapacity(target.count)
            let isSpilled = starts.isSpilled
            starts.withUnsafeBufferPointer { starts in
                var behind = ReleaseBehind(starts, isSpilled: isSpilled)
                for item in target.indices {
                    lengths.append(starts[item + 1] &- starts[item])
                    behind.passed(item)
                }
            }
            var result = SpillableArray<UInt32>(budget: budget)
            result.reserveCapacity(target.count + 1)
            var running: UInt32 = 0
            result.append(running)
            for length in apply(lengths) {
                running &+= length
                result.append(running)
            }
            return result
        }
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
    /// - Complexity: O(items + values).
    func apply<Value: BitwiseCopyable>(
        _ values: SpillableArray<Value>, starts: SpillableArray<UInt32>
    ) -> (values: SpillableArray<Value>, starts: SpillableArray<UInt32>) {
        moveRagged(values, starts: starts, deliver: nil)
    }

    /// `values` (ragged by `starts`) in target order, handed to `body` a window at a time, front to
    /// back, and never held whole: `body(first, window)` gets the values from target offset `first`
    /// on. For a list that only goes to the index file, this spares writing it to a temporary file
    /// and reading it back. Returns the items' starts in target order.
    /// - Complexity: O(items + values).
    func forEachWindow<Value: BitwiseCopyable>(
        of values: SpillableArray<Value>, starts: SpillableArray<UInt32>, _ body: (Int, UnsafeBufferPointer<Value>) -> Void
    ) -> SpillableArray<UInt32> {
        withoutActuallyEscaping(body) { moveRagged(values, starts: starts, deliver: $0).starts }
    }

    /// `values` (one per item) in target order. O(items).
    func apply<Value: BitwiseCopyable>(_ values: SpillableArray<Value>) -> SpillableArray<Value> {
        moveSingle(values, deliver: nil)
    }

    /// `values` (one per item) in target order, handed to `body` a window at a time, as
    /// ``forEachWindow(of:starts:_:)`` does. O(items).
    func forEachWindow<Value: BitwiseCopyable>(of values: SpillableArray<Value>, _ body: (Int, UnsafeBufferPointer<Value>) -> Void) {
        _ = withoutActuallyEscaping(body) { moveSingle(values, deliver: $0) }
    }

    /// A ragged list moved (``move(_:isSpilled:from:to:deliver:)``), then let go of where spilled.
    private func moveRagged<Value: BitwiseCopyable>(
        _ values: SpillableArray<Value>, starts: SpillableArray<UInt32>, deliver: ((Int, UnsafeBufferPointer<Value>) -> Void)?
    ) -> (values: SpillableArray<Value>, starts: SpillableArray<UInt32>) {
        let newStarts = targetStarts(sourceStarts: starts)
        let isSpilled = values.isSpilled
        let moved = values.withUnsafeBufferPointer { values in
            starts.withUnsafeBufferPointer { starts in
                newStarts.withUnsafeBufferPointer { newStarts in
                    move(
                        values, isSpilled: isSpilled, from: RaggedOffsets(starts: starts), to: RaggedOffsets(starts: newStarts),
                        deliver: deliver)
                }
            }
        }
        // Read through: a spilled source's pages can go from the process (``SpillableArray/releasePages()``).
        for list in [starts, target] { list.releasePages() }
        values.releasePages()
        return (moved, newStarts)
    }

    /// A list of one value per item moved, then let go of where spilled.
    private func moveSingle<Value: BitwiseCopyable>(
        _ values: SpillableArray<Value>, deliver: ((Int, UnsafeBufferPointer<Value>) -> Void)?
    ) -> SpillableArray<Value> {
        let isSpilled = values.isSpilled
        let moved = values.withUnsafeBufferPointer {
            move($0, isSpilled: isSpilled, from: SingleOffsets(), to: SingleOffsets(), deliver: deliver)
        }
        values.releasePages()
        target.releasePages()
        return moved
    }

    /// Moves the items of `values` (a spilled list's when `isSpilled`), found at `source`'s offsets,
    /// to `destination`'s offsets (by target position): in a new list, or, with `deliver`, to
    /// `deliver` window by window (the list returned is then empty). The pages of spilled lists
    /// are let go of as the passes go past them: the source and the targets behind the reading,
    /// the buckets as they are written and read, each window of the output once it is filled.
    private func move<Value: BitwiseCopyable, Source: ItemOffsets, Destination: ItemOffsets>(
        _ values: UnsafeBufferPointer<Value>, isSpilled: Bool, from source: Source, to destination: Destination,
        deliver: ((Int, UnsafeBufferPointer<Value>) -> Void)?
    ) -> SpillableArray<Value> {
        let count = target.count
        let total = destination.offset(count)
        // Window boundaries, in target positions: each window holds at most `capacity` values.
        let capacity = max(windowBytes / max(MemoryLayout<Value>.stride, 1), 1)
        var bounds = [0]
        while bounds.last! < count {
            let first = bounds.last!
            var end = first + 1
            while end < count && destination.offset(end + 1) - destination.offset(first) <= capacity { end += 1 }
            bounds.append(end)
        }
        // Delivered in windows, the output is one window in memory at a time, never the whole list.
        var output = SpillableArray<Value>(uninitializedCount: deliver == nil || bounds.count <= 2 ? total : 0, budget: budget)
        let (targetSpilled, outputSpilled) = (target.isSpilled, output.isSpilled || deliver != nil)
        guard bounds.count > 2 else {
            // One window: straight into place.
            target.withUnsafeBufferPointer { target in
                var valuesBehind = ReleaseBehind(values, isSpilled: isSpilled)
                var targetBehind = ReleaseBehind(target, isSpilled: targetSpilled)
                output.withUnsafeMutableBufferPointer { output in
                    for item in 0..<count {
                        let from = source.offset(item)
                        let to = destination.offset(Int(target[item]))
                        _ = UnsafeMutableBufferPointer(rebasing: output[to..<to + source.offset(item + 1) - from])
                            .initialize(from: UnsafeBufferPointer(rebasing: values[from..<source.offset(item + 1)]))
                        valuesBehind.passed(from)
                        targetBehind.passed(item)
                    }
                }
            }
            guard let deliver else { return output }
            output.withUnsafeBufferPointer { deliver(0, $0) }
            return SpillableArray()
        }
        // Each item, with its target position, to the bucket of its window.
        var stagedPositions = (1..<bounds.count).map { _ in StagedList<UInt32>(budget: budget) }
        var stagedBuckets = (1..<bounds.count).map { _ in StagedList<Value>(budget: budget) }
        target.withUnsafeBufferPointer { target in
            var valuesBehind = ReleaseBehind(values, isSpilled: isSpilled)
            var targetBehind = ReleaseBehind(target, isSpilled: targetSpilled)
            let releaseStep = 1 << 20
            for item in 0..<count {
                let position = target[item]
                var low = 0
                var high = bounds.count - 1
                while high - low > 1 {
                    let middle = (low + high) / 2
                    if bounds[middle] <= Int(position) { low = middle } else { high = middle }
                }
                stagedPositions[low].append(position)
                stagedBuckets[low].append(UnsafeBufferPointer(rebasing: values[source.offset(item)..<source.offset(item + 1)]))
                valuesBehind.passed(source.offset(item))
                targetBehind.passed(item)
                // The buckets only grow at their ends: what they hold is let go of now and then.
                if item % releaseStep == releaseStep - 1 {
                    for window in stagedBuckets.indices {
                        stagedPositions[window].releasePages()
                        stagedBuckets[window].releasePages()
                    }
                }
            }
        }
        var positions = stagedPositions.indices.map { stagedPositions[$0].finish() }
        var buckets = stagedBuckets.indices.map { stagedBuckets[$0].finish() }
        // Each bucket, read front to back, fills its window: in place in memory; in a buffer of the
        // process's own written to a spilled output whole, so that its pages are never faulted in,
        // or handed to `deliver`.
        let windowBuffer = outputSpilled
            ? UnsafeMutableBufferPointer<Value>.allocate(
                capacity: (1..<bounds.count).map { destination.offset(bounds[$0]) - destination.offset(bounds[$0 - 1]) }.max()!)
            : nil
        defer { windowBuffer?.deallocate() }
        for window in positions.indices {
            let (first, end) = (destination.offset(bounds[window]), destination.offset(bounds[window + 1]))
            func fill(_ slots: UnsafeMutableBufferPointer<Value>) {
                positions[window].withUnsafeBufferPointer { positions in
                    buckets[window].withUnsafeBufferPointer { bucket in
                        var read = 0
                        for position in positions {
                            let to = destination.offset(Int(position)) - first
                            let length = destination.offset(Int(position) + 1) - first - to
                            _ = UnsafeMutableBufferPointer(rebasing: slots[to..<to + length])
                                .initialize(from: UnsafeBufferPointer(rebasing: bucket[read..<read + length]))
                            read += length
                        }
                    }
                }
            }
            if let windowBuffer {
                let slots = UnsafeMutableBufferPointer(rebasing: windowBuffer[0..<end - first])
                fill(slots)
                if let deliver { deliver(first, UnsafeBufferPointer(slots)) } else { output.overwrite(from: first, with: UnsafeBufferPointer(slots)) }
            } else {
                output.withUnsafeMutableBufferPointer { fill(UnsafeMutableBufferPointer(rebasing: $0[first..<end])) }
            }
            positions[window] = SpillableArray()
            buckets[window] = SpillableArray()
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
