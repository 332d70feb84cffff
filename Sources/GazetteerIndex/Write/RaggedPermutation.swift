/// Moves the items of a list into another order without reading it at random, so that a list
/// spilled to a file (read through the page cache) is read front to back.
///
/// The target order is cut into windows of at most ``windowBytes`` bytes. When the list fits
/// one window, one pass reads the source front to back and writes each item into place. Otherwise
/// one pass deals each item, front to back, to its window's bucket (a list of its own, which may
/// spill), and each bucket is then put in order within its window and the window written (to a
/// spilled output from a buffer of the process's own, with `pwrite`): every byte is read twice and
/// written twice, however many windows. A list of ``parallelItems`` items or more is moved on two
/// threads, each reading half the items into buckets of its own, then filling half the windows
/// (a window then holds half as much when each thread needs a buffer for it).
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
    /// Where the lists moved are counted: twice the bytes of each (once as its items are read, once
    /// as they are written into place), a block at a time.
    private(set) var progress: BuildStageProgress?

    /// A permutation given by `target`, in windows of at most `windowBytes` (at least one item a
    /// window, however long); by default the budget's ``MemoryBudget/permutationWindow``, and one
    /// window without a budget.
    init(target: SpillableArray<UInt32>, windowBytes: Int? = nil, budget: MemoryBudget?, progress: BuildStageProgress? = nil) {
        self.target = target
        self.windowBytes = max(windowBytes ?? budget?.permutationWindow ?? Int.max, 1)
        self.budget = budget
        self.progress = progress
    }

    /// The same permutation, counting the lists it moves on `progress`.
    func counting(on progress: BuildStageProgress?) -> RaggedPermutation {
        var copy = self
        copy.progress = progress
        return copy
    }

    /// The units a list of `values` adds to ``progress`` when moved: twice its bytes.
    static func progressUnits<Value>(of values: SpillableArray<Value>) -> Int {
        2 * values.count * MemoryLayout<Value>.stride
    }

    /// The units a ragged list of `values` in `items` items adds to ``progress`` when moved: its
    /// values', and its new starts' (``startsUnits(items:)``).
    static func progressUnits<Value>(of values: SpillableArray<Value>, items: Int) -> Int {
        progressUnits(of: values) + startsUnits(items: items)
    }

    /// The units ``targetStarts(sourceStarts:)`` adds to ``progress`` for `items` items: as many
    /// as moving a list of 4 bytes an item.
    static func startsUnits(items: Int) -> Int {
        2 * items * MemoryLayout<UInt32>.stride
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
    /// Counts ``startsUnits(items:)`` on ``progress``.
    ///
    /// With the permutation in memory, one write at a random place per item into a list of 4 bytes
    /// an item. With it spilled, that list would be mapped whole and written all over (hundreds of
    /// megabytes of pages at once for the names of a large input): the lengths are moved to target
    /// order in windows instead, like any list, and summed front to back; each list is read
    /// through its buffer and written a chunk at a time (``StagedList``).
    func targetStarts(sourceStarts starts: SpillableArray<UInt32>) -> SpillableArray<UInt32> {
        guard !target.isSpilled else {
            // Lengths that fit a byte (the words of a name, the names of a record) move as bytes,
            // a quarter of the bytes through the buckets; one longer moves them all as 4 bytes.
            if let moved = movedLengths(of: starts, as: UInt8.self) {
                // Counted as 4-byte lengths, as the step's units were.
                progress?.advance(by: Self.startsUnits(items: target.count) - Self.progressUnits(of: moved))
                return summed(moved)
            }
            return summed(movedLengths(of: starts, as: UInt32.self)!)
        }
        defer { progress?.advance(by: Self.startsUnits(items: target.count)) }
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

    /// The item lengths of `starts` as `Length` values, moved to target order (counted on
    /// ``progress`` as a list moved), or `nil` when one does not fit. Read front to back; each
    /// list is written a chunk at a time (``StagedList``). O(items).
    private func movedLengths<Length: FixedWidthInteger & BitwiseCopyable>(
        of starts: SpillableArray<UInt32>, as _: Length.Type
    ) -> SpillableArray<Length>? {
        var lengths = StagedList<Length>(budget: budget, reservingCapacity: target.count)
        let isSpilled = starts.isSpilled
        let fits = starts.withUnsafeBufferPointer { starts in
            var behind = ReleaseBehind(starts, isSpilled: isSpilled)
            for item in 0..<target.count {
                guard let length = Length(exactly: starts[item + 1] &- starts[item]) else { return false }
                lengths.append(length)
                behind.passed(item)
            }
            return true
        }
        let list = lengths.finish()
        return fits ? apply(list) : nil
    }

    /// The running sums of `lengths`, from 0: the starts of the items they measure. O(items).
    private func summed<Length: FixedWidthInteger & BitwiseCopyable>(_ lengths: SpillableArray<Length>) -> SpillableArray<UInt32> {
        var result = StagedList<UInt32>(budget: budget, reservingCapacity: lengths.count + 1)
        var running: UInt32 = 0
        result.append(running)
        let isSpilled = lengths.isSpilled
        lengths.withUnsafeBufferPointer { lengths in
            var behind = ReleaseBehind(lengths, isSpilled: isSpilled)
            for index in lengths.indices {
                running &+= UInt32(lengths[index])
                result.append(running)
                behind.passed(index)
            }
        }
        return result.finish()
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
        let (isSpilled, startsSpilled, newStartsSpilled) = (values.isSpilled, starts.isSpilled, newStarts.isSpilled)
        let moved = values.withUnsafeBufferPointer { values in
            starts.withUnsafeBufferPointer { starts in
                newStarts.withUnsafeBufferPointer { newStarts in
                    move(
                        values, isSpilled: isSpilled, from: RaggedOffsets(starts: starts, isSpilled: startsSpilled),
                        to: RaggedOffsets(starts: newStarts, isSpilled: newStartsSpilled), deliver: deliver)
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
    /// `deliver` window by window (the list returned is then empty). A long list is moved on two
    /// threads: each reads half the items, and each fills half the windows. The pages of spilled
    /// lists are let go of as the passes go past them: the source and the targets behind the
    /// reading, the buckets as they are written and read, each window of the output once it is filled.
    private func move<Value: BitwiseCopyable, Source: ItemOffsets, Destination: ItemOffsets>(
        _ values: UnsafeBufferPointer<Value>, isSpilled: Bool, from source: Source, to destination: Destination,
        deliver: ((Int, UnsafeBufferPointer<Value>) -> Void)?
    ) -> SpillableArray<Value> {
        let count = target.count
        let total = destination.offset(count)
        let targetSpilled = target.isSpilled
        // The items in halves, each read on a thread of its own; a short list in one piece.
        let halves = count >= Self.parallelItems ? [0..<count / 2, count / 2..<count] : [0..<count]
        // Each window holds at most `capacity` values.
        let capacity = max(windowBytes / max(MemoryLayout<Value>.stride, 1), 1)
        // Delivered in windows, the output is one window in memory at a time, never the whole list.
        var output = SpillableArray<Value>(
            uninitializedCount: deliver == nil || count <= 1 || total <= capacity ? total : 0, budget: budget)
        guard count > 1 && total > capacity else {
            // One window: each item straight into place.
            target.withUnsafeBufferPointer { target in
                output.withUnsafeMutableBufferPointer { output in
                    onEach(halves) { items in
                        let values = Self.part(values, source.offset(items.lowerBound)..<source.offset(items.upperBound))
                        var valuesBehind = ReleaseBehind(values.buffer, isSpilled: isSpilled)
                        var targetBehind = ReleaseBehind(Self.part(target, items).buffer, isSpilled: targetSpilled)
                        var sourceBehind = source.pass(over: items)
                        for item in items {
                            let from = source.offset(item)
                            let to = destination.offset(Int(target[item]))
                            Self.copy(values.buffer, from - values.first..<source.offset(item + 1) - values.first, to: output, at: to)
                            valuesBehind.passed(from - values.first)
                            targetBehind.passed(item - items.lowerBound)
                            sourceBehind.passed(item - items.lowerBound)
                        }
                        progress?.advance(by: 2 * values.buffer.count * MemoryLayout<Value>.stride)
                    }
                }
            }
            guard let deliver else { return output }
            output.withUnsafeBufferPointer { deliver(0, $0) }
            return SpillableArray()
        }
        // Two threads filling windows of a spilled output hold a buffer each: windows half as large.
        let fillsInParallel = deliver == nil && halves.count == 2
        let windowCapacity = fillsInParallel && output.isSpilled ? max(capacity / 2, 1) : capacity
        // Window boundaries, in target positions (at least one item a window, however long).
        var bounds = [0]
        var boundsBehind = destination.pass(over: 0..<count + 1)
        while bounds.last! < count {
            let first = bounds.last!
            var end = first + 1
            while end < count && destination.offset(end + 1) - destination.offset(first) <= windowCapacity { end += 1 }
            bounds.append(end)
            boundsBehind.passed(first)
        }
        let windows = bounds.count - 1
        let windowOf = WindowTable(bounds: bounds)
        // Each item, with its target position, to the bucket of its window: each half of the items
        // into buckets of its own. Bucket `half * windows + window`.
        let positions = UnsafeMutableBufferPointer<SpillableArray<UInt32>>.allocate(capacity: halves.count * windows)
        let buckets = UnsafeMutableBufferPointer<SpillableArray<Value>>.allocate(capacity: halves.count * windows)
        defer {
            positions.deinitialize().deallocate()
            buckets.deinitialize().deallocate()
        }
        // The buckets of a spilled list start in files: in memory, each would hold up to a mebibyte
        // before the budget is asked, and a long list has a hundred of them or more.
        let bucketsInFiles = isSpilled
        target.withUnsafeBufferPointer { target in
            onEach(halves) { items in
                let half = items.lowerBound == 0 ? 0 : 1
                // Appended to in place, item after item: through buffers, not arrays (each of
                // whose writes would check that the array is not shared).
                let stagedPositions = UnsafeMutableBufferPointer<StagedList<UInt32>>.allocate(capacity: windows)
                let stagedBuckets = UnsafeMutableBufferPointer<StagedList<Value>>.allocate(capacity: windows)
                for window in 0..<windows {
                    (stagedPositions.baseAddress! + window).initialize(to: StagedList(budget: budget, inFile: bucketsInFiles))
                    (stagedBuckets.baseAddress! + window).initialize(to: StagedList(budget: budget, inFile: bucketsInFiles))
                }
                defer {
                    stagedPositions.deinitialize().deallocate()
                    stagedBuckets.deinitialize().deallocate()
                }
                let values = Self.part(values, source.offset(items.lowerBound)..<source.offset(items.upperBound))
                var valuesBehind = ReleaseBehind(values.buffer, isSpilled: isSpilled)
                var targetBehind = ReleaseBehind(Self.part(target, items).buffer, isSpilled: targetSpilled)
                var sourceBehind = source.pass(over: items)
                let releaseStep = 1 << 20
                var counted = 0
                for item in items {
                    let position = target[item]
                    let window = windowOf.window(of: Int(position))
                    let from = source.offset(item)
                    stagedPositions[window].append(position)
                    stagedBuckets[window].append(
                        UnsafeBufferPointer(rebasing: values.buffer[from - values.first..<source.offset(item + 1) - values.first]))
                    valuesBehind.passed(from - values.first)
                    targetBehind.passed(item - items.lowerBound)
                    sourceBehind.passed(item - items.lowerBound)
                    // The buckets only grow at their ends: what they hold is let go of now and then.
                    if (item - items.lowerBound) % releaseStep == releaseStep - 1 {
                        for window in 0..<windows {
                            stagedPositions[window].releasePages()
                            stagedBuckets[window].releasePages()
                        }
                        progress?.advance(by: (from - values.first - counted) * MemoryLayout<Value>.stride)
                        counted = from - values.first
                    }
                }
                progress?.advance(by: (values.buffer.count - counted) * MemoryLayout<Value>.stride)
                for window in 0..<windows {
                    (positions.baseAddress! + half * windows + window).initialize(to: stagedPositions[window].finish())
                    (buckets.baseAddress! + half * windows + window).initialize(to: stagedBuckets[window].finish())
                }
            }
        }
        // The buckets of a window, read front to back, fill it; then they are let go of.
        func fill(_ window: Int, _ slots: UnsafeMutableBufferPointer<Value>) {
            let first = destination.offset(bounds[window])
            for half in halves.indices {
                let bucket = half * windows + window
                positions[bucket].withUnsafeBufferPointer { positions in
                    buckets[bucket].withUnsafeBufferPointer { values in
                        var read = 0
                        for position in positions {
                            let to = destination.offset(Int(position)) - first
                            let length = destination.offset(Int(position) + 1) - first - to
                            Self.copy(values, read..<read + length, to: slots, at: to)
                            read += length
                        }
                    }
                }
                positions[bucket] = SpillableArray()
                buckets[bucket] = SpillableArray()
            }
        }
        func slots(_ windows: Range<Int>) -> Int {
            windows.map { destination.offset(bounds[$0 + 1]) - destination.offset(bounds[$0]) }.max() ?? 0
        }
        // Filled in place in memory; handed to `deliver`; or, in a spilled output, in a buffer of the
        // process's own written to it whole, so that its pages are never faulted in.
        // (The writer holds the output's storage: the output is not borrowed again while it writes.)
        let writer = deliver == nil && output.isSpilled ? output.sharedWriter() : nil
        func fillAll(inPlace output: UnsafeMutableBufferPointer<Value>?) {
            func fillWindows(_ windows: Range<Int>) {
                let buffer = output == nil ? UnsafeMutableBufferPointer<Value>.allocate(capacity: slots(windows)) : nil
                defer { buffer?.deallocate() }
                // A window reads the target offsets of its items only: they go once it is filled.
                var offsetsBehind = destination.pass(over: bounds[windows.lowerBound]..<bounds[windows.upperBound] + 1)
                for window in windows {
                    defer { offsetsBehind.passed(bounds[window + 1] - bounds[windows.lowerBound]) }
                    let (first, end) = (destination.offset(bounds[window]), destination.offset(bounds[window + 1]))
                    defer { progress?.advance(by: (end - first) * MemoryLayout<Value>.stride) }
                    guard let buffer else {
                        fill(window, UnsafeMutableBufferPointer(rebasing: output![first..<end]))
                        continue
                    }
                    let filled = UnsafeMutableBufferPointer(rebasing: buffer[0..<end - first])
                    fill(window, filled)
                    if let deliver { deliver(first, UnsafeBufferPointer(filled)) } else { writer!.overwrite(from: first, with: UnsafeBufferPointer(filled)) }
                }
            }
            // On two threads, each fills the windows of about half the output.
            let split = bounds.firstIndex { destination.offset($0) >= total / 2 }.map { min(max($0, 1), windows - 1) } ?? 1
            if fillsInParallel { onEach([0..<split, split..<windows], fillWindows) } else { fillWindows(0..<windows) }
        }
        if deliver == nil && writer == nil { output.withUnsafeMutableBufferPointer { fillAll(inPlace: $0) } } else { fillAll(inPlace: nil) }
        return output
    }

    /// Lists of at least this many items are moved on two threads.
    static let parallelItems = 1 << 16

    /// Runs `body` for each of one or two parts, two on two threads.
    private func onEach(_ parts: [Range<Int>], _ body: (Range<Int>) -> Void) {
        if parts.count == 2 {
            _ = concurrently({ body(parts[0]) }, { body(parts[1]) })
        } else {
            for part in parts { body(part) }
        }
    }

    /// The elements of `buffer` in `range`, and where they start in it.
    private static func part<Element>(
        _ buffer: UnsafeBufferPointer<Element>, _ range: Range<Int>
    ) -> (buffer: UnsafeBufferPointer<Element>, first: Int) {
        (UnsafeBufferPointer(rebasing: buffer[range]), range.lowerBound)
    }

    /// Copies `values[range]` to `slots` from `position` on: a single value as a value (most items
    /// are one), longer ones as a block.
    @inline(__always)
    private static func copy<Value>(
        _ values: UnsafeBufferPointer<Value>, _ range: Range<Int>, to slots: UnsafeMutableBufferPointer<Value>, at position: Int
    ) {
        if range.count == 1 {
            slots[position] = values[range.lowerBound]
        } else {
            _ = UnsafeMutableBufferPointer(rebasing: slots[position..<position + range.count])
                .initialize(from: UnsafeBufferPointer(rebasing: values[range]))
        }
    }
}

/// The window of a target position (``RaggedPermutation``'s windows, by their first positions):
/// looked up in a table by the position's high bits, then found a step or two on, instead of
/// searched for (a search's branches are taken at random, item after item).
private struct WindowTable {
    /// Each window's first position, and the count after the last.
    private let bounds: [Int]
    /// By `position >> shift`, the window holding the first position of that block.
    private let firstWindow: [UInt32]
    private let shift: Int

    /// The table of the windows starting at `bounds` (ascending, the last one the count). O(windows + 2^16).
    init(bounds: [Int]) {
        self.bounds = bounds
        let count = bounds.last!
        shift = max(0, Int.bitWidth - count.leadingZeroBitCount - 16)
        var firstWindow = [UInt32](repeating: 0, count: (count >> shift) + 1)
        var window = 0
        for block in firstWindow.indices {
            while window + 2 < bounds.count && bounds[window + 1] <= block << shift { window += 1 }
            firstWindow[block] = UInt32(window)
        }
        self.firstWindow = firstWindow
    }

    /// The window holding `position` (less than the count). O(windows in a block of 2^shift positions).
    @inline(__always)
    func window(of position: Int) -> Int {
        var window = Int(firstWindow[position >> shift])
        while bounds[window + 1] <= position { window += 1 }
        return window
    }
}

/// Where each item of a list starts (item `count` gives the end).
private protocol ItemOffsets {
    func offset(_ item: Int) -> Int
    /// A front-to-back pass over the offsets of `items`: what lets go of the pages it has passed
    /// (``ReleaseBehind/passed(_:)`` with an item's place in `items`) when they are spilled.
    func pass(over items: Range<Int>) -> ReleaseBehind
}

/// Items of varying length, by their starts (a spilled list's when `isSpilled`).
private struct RaggedOffsets: ItemOffsets {
    let starts: UnsafeBufferPointer<UInt32>
    let isSpilled: Bool
    @inline(__always) func offset(_ item: Int) -> Int { Int(starts[item]) }
    func pass(over items: Range<Int>) -> ReleaseBehind {
        ReleaseBehind(UnsafeBufferPointer(rebasing: starts[items]), isSpilled: isSpilled)
    }
}

/// Items of one value each.
private struct SingleOffsets: ItemOffsets {
    @inline(__always) func offset(_ item: Int) -> Int { item }
    func pass(over items: Range<Int>) -> ReleaseBehind { ReleaseBehind(UnsafeBufferPointer<UInt32>(start: nil, count: 0), isSpilled: false) }
}
