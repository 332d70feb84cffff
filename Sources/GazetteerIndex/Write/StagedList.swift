/// A list appended to a few elements at a time, through a chunk of the process's own: the list
/// takes them a chunk at a time, in one append each.
struct StagedList<Element: BitwiseCopyable> {
    private var list: SpillableArray<Element>
    private let chunk: UnsafeMutableBufferPointer<Element>
    private var filled = 0

    /// A new list on `budget`, with room for `capacity` elements; in a temporary file from the
    /// start when `inFile` (``SpillableArray/init(inFileOn:)``).
    init(budget: MemoryBudget?, reservingCapacity capacity: Int = 0, inFile: Bool = false) {
        list = if inFile, let budget { SpillableArray(inFileOn: budget) } else { SpillableArray(budget: budget) }
        if capacity > 0 { list.reserveCapacity(capacity) }
        chunk = .allocate(capacity: SpillStorage<Element>.chunkElements)
    }

    @inline(__always)
    mutating func append(_ element: Element) {
        if filled == chunk.count { flush() }
        chunk[filled] = element
        filled += 1
    }

    @inline(__always)
    mutating func append(_ elements: UnsafeBufferPointer<Element>) {
        if filled + elements.count > chunk.count {
            flush()
            if elements.count > chunk.count {
                list.append(contentsOf: elements)
                return
            }
        }
        // Most are one element: copied as a value, not as a block.
        if elements.count == 1 {
            chunk[filled] = elements[0]
        } else {
            (chunk.baseAddress.unsafelyUnwrapped + filled).initialize(from: elements.baseAddress.unsafelyUnwrapped, count: elements.count)
        }
        filled += elements.count
    }

    /// Lets go of the mapped pages of what the list holds (``SpillableArray/releasePages(_:)``).
    func releasePages() { list.releasePages(0..<list.count) }

    /// The list with every element appended; the chunk is let go of.
    mutating func finish() -> SpillableArray<Element> {
        flush()
        chunk.deallocate()
        return list
    }

    private mutating func flush() {
        list.append(contentsOf: UnsafeBufferPointer(rebasing: chunk[..<filled]))
        filled = 0
    }
}
