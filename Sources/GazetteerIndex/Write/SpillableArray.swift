#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// A growable array of plain values that moves to a temporary file when its ``MemoryBudget`` is
/// reached, and otherwise behaves as an `Array` (value semantics, copy on write).
///
/// Without a budget it always stays in memory. Indexing is O(1) and checks bounds; appending is
/// amortized O(1); moving to a file copies the elements once.
struct SpillableArray<Element: BitwiseCopyable>: RandomAccessCollection, MutableCollection {
    private var storage: SpillStorage<Element>

    /// An empty array on `budget` (`nil`: always in memory).
    init(budget: MemoryBudget? = nil) {
        storage = SpillStorage(budget: budget)
    }

    /// `elements` on `budget`.
    init(_ elements: some Collection<Element>, budget: MemoryBudget?) {
        storage = SpillStorage(budget: budget)
        storage.reserve(elements.count)
        append(contentsOf: elements)
    }

    /// An empty array that starts in a temporary file on `budget` (in memory if none can be made):
    /// for a list that will outgrow the memory it is allowed, such as one of the many buckets a
    /// spilled list is dealt to, each of which would otherwise hold up to a mebibyte in memory
    /// before the budget is asked (``MemoryBudget/allowsInMemory(growingBy:)``).
    init(inFileOn budget: MemoryBudget) {
        storage = SpillStorage(budget: budget)
        storage.moveToFile()
    }

    /// `count` copies of `value` on `budget`.
    init(repeating value: Element, count: Int, budget: MemoryBudget? = nil) {
        storage = SpillStorage(budget: budget)
        storage.reserve(Swift.max(count, 1))
        storage.base!.initialize(repeating: value, count: count)
        storage.setCount(count)
    }

    /// `count` elements to be written before they are read (zero in a file, undefined in memory),
    /// on `budget`.
    init(uninitializedCount count: Int, budget: MemoryBudget? = nil) {
        storage = SpillStorage(budget: budget)
        // Storage even for no elements, so that the buffer's base address is never nil.
        storage.reserve(Swift.max(count, 1))
        storage.setCount(count)
    }

    /// The budget this array grows on.
    var budget: MemoryBudget? { storage.budget }
    /// Whether the elements are in a temporary file.
    var isSpilled: Bool { storage.isSpilled }

    /// Lets the process's page tables go of a spilled list's pages, once a pass has read it
    /// (``MemoryBudget/releaseMappedPages()``); nothing for a list in memory. The elements are
    /// unchanged, and a later read maps them again.
    func releasePages() { storage.releasePages() }

    /// Lets go of the mapped pages that lie wholly within `elements` of a spilled list (a pass
    /// has gone past them); nothing for a list in memory. The elements are unchanged.
    func releasePages(_ elements: Range<Int>) {
        // Elements still in the tail are not mapped: nothing to settle.
        guard storage.isSpilled, let base = storage.base else { return }
        SpillPages.release(UnsafeRawPointer(base + elements.lowerBound), bytes: elements.count * MemoryLayout<Element>.stride)
    }

    /// Iterates front to back; over a spilled list it lets go of the pages it has passed, so that
    /// a pass over a long list keeps only a few megabytes of it mapped.
    struct Iterator: IteratorProtocol {
        private let storage: SpillStorage<Element>
        private var index = 0
        private var behind: ReleaseBehind

        init(_ storage: SpillStorage<Element>) {
            storage.settle()
            self.storage = storage
            behind = ReleaseBehind(
                UnsafeBufferPointer(start: storage.base, count: storage.count), isSpilled: storage.isSpilled)
        }

        @inline(__always)
        mutating func next() -> Element? {
            guard index < storage.count else { return nil }
            let element = storage.base.unsafelyUnwrapped[index]
            index += 1
            behind.passed(index)
            return element
        }
    }

    func makeIterator() -> Iterator { Iterator(storage) }

    var startIndex: Int { 0 }
    var endIndex: Int { storage.count }
    var count: Int { storage.count }
    var isEmpty: Bool { storage.count == 0 }

    subscript(position: Int) -> Element {
        get {
            precondition(position >= 0 && position < storage.count, "index out of range")
            return storage[position]
        }
        set {
            precondition(position >= 0 && position < storage.count, "index out of range")
            makeUnique()
            storage[position] = newValue
        }
    }

    mutating func append(_ element: Element) {
        makeUnique()
        if storage.count == storage.capacity { storage.reserve(storage.count + 1) }
        storage.append(element)
    }

    /// Appends the elements of `other`, a few megabytes at a time, letting go of a spilled
    /// `other`'s pages behind: appending a long spilled list (one half of a list to the other)
    /// keeps a few megabytes of it mapped, not all of it at once. O(elements of `other`).
    mutating func append(contentsOf other: SpillableArray<Element>) {
        makeUnique()
        storage.append(contentsOf: other.storage)
    }

    /// Appends `elements`; a long sequence without contiguous storage is copied to a spilled list
    /// through a small buffer, so that the list takes it in whole pages (``SpillStorage/append(_:)``),
    /// and a short one element by element.
    mutating func append(contentsOf elements: some Sequence<Element>) {
        makeUnique()
        let copied: Bool? = elements.withContiguousStorageIfAvailable { buffer in
            storage.append(buffer)
            return true
        }
        guard copied == nil else { return }
        storage.reserve(storage.count + elements.underestimatedCount)
        guard storage.isSpilled, elements.underestimatedCount >= 1024 else {
            for element in elements { append(element) }
            return
        }
        let chunk = SpillStorage<Element>.chunkElements
        withUnsafeTemporaryAllocation(of: Element.self, capacity: chunk) { buffer in
            var filled = 0
            for element in elements {
                (buffer.baseAddress.unsafelyUnwrapped + filled).initialize(to: element)
                filled += 1
                if filled == chunk {
                    storage.append(UnsafeBufferPointer(rebasing: buffer[0..<filled]))
                    filled = 0
                }
            }
            storage.append(UnsafeBufferPointer(rebasing: buffer[0..<filled]))
        }
    }

    /// Writes `elements` over the elements from `start` on; in a file with `pwrite`, so that pages
    /// written whole are never faulted in through the mapping. O(elements).
    mutating func overwrite(from start: Int, with elements: UnsafeBufferPointer<Element>) {
        precondition(start >= 0 && start + elements.count <= storage.count, "overwrite beyond the end")
        makeUnique()
        storage.overwrite(from: start, with: elements)
    }

    /// A handle through which several threads at once write disjoint ranges of the elements, as
    /// ``overwrite(from:with:)`` does, while nothing else uses the list.
    mutating func sharedWriter() -> SharedWriter {
        makeUnique()
        storage.settle()
        return SharedWriter(storage: storage)
    }

    /// Writes disjoint ranges of one list from several threads (``sharedWriter()``).
    struct SharedWriter: @unchecked Sendable {
        fileprivate let storage: SpillStorage<Element>

        /// Writes `elements` over the elements from `start` on (``SpillableArray/overwrite(from:with:)``).
        func overwrite(from start: Int, with elements: UnsafeBufferPointer<Element>) {
            precondition(start >= 0 && start + elements.count <= storage.count, "overwrite beyond the end")
            storage.overwrite(from: start, with: elements)
        }
    }

    /// Makes room for `capacity` elements in all.
    mutating func reserveCapacity(_ capacity: Int) {
        makeUnique()
        storage.reserve(capacity)
    }

    /// Empties the array; the storage (memory or file) is kept when `keepingCapacity`.
    mutating func removeAll(keepingCapacity: Bool = false) {
        if keepingCapacity {
            makeUnique()
            storage.truncate(to: 0)
        } else {
            storage = SpillStorage(budget: storage.budget)
        }
    }

    /// Removes the last `count` elements.
    mutating func removeLast(_ count: Int) {
        precondition(count >= 0 && count <= storage.count, "removeLast beyond the start")
        makeUnique()
        storage.truncate(to: storage.count - count)
    }

    func withUnsafeBufferPointer<Result, Failure: Error>(
        _ body: (UnsafeBufferPointer<Element>) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        storage.settle()
        return try body(UnsafeBufferPointer(start: storage.base, count: storage.count))
    }

    mutating func withUnsafeMutableBufferPointer<Result, Failure: Error>(
        _ body: (UnsafeMutableBufferPointer<Element>) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        makeUnique()
        storage.settle()
        return try body(UnsafeMutableBufferPointer(start: storage.base, count: storage.count))
    }

    func withContiguousStorageIfAvailable<Result>(
        _ body: (UnsafeBufferPointer<Element>) throws -> Result
    ) rethrows -> Result? {
        storage.settle()
        return try body(UnsafeBufferPointer(start: storage.base, count: storage.count))
    }

    private mutating func makeUnique() {
        if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
    }
}

/// The elements of a ``SpillableArray``: malloc'd memory, or a file mapped into memory.
///
/// In a file, appended elements are first gathered in a small buffer of the process's own (the
/// *tail*) and go to the file with `pwrite` a buffer at a time: the page cache takes the bytes as
/// they are, where a store through the mapping would fault each page in, fill it with zeros (the
/// file's space is allocated, not yet written), and leave it mapped for the sampler to let go.
/// Every read or write in place first moves the tail to the file (``settle()``).
final class SpillStorage<Element: BitwiseCopyable> {
    let budget: MemoryBudget?
    // The storage is reached through its ``SpillableArray`` only, which copies it before a write
    // when it is shared: accesses need no run-time exclusivity checks (one per element appended).
    @exclusivity(unchecked) var base: UnsafeMutablePointer<Element>?
    @exclusivity(unchecked) private(set) var count = 0
    @exclusivity(unchecked) private(set) var capacity = 0
    /// The spill file, once spilled.
    @exclusivity(unchecked) private var descriptor: Int32 = -1
    @exclusivity(unchecked) private var mappedBytes = 0
    /// In a file: the tail buffer (``tailBytes``), holding the elements from ``tailStart`` on
    /// (in memory, `Int.max`: every element is in place).
    @exclusivity(unchecked) private var tail: UnsafeMutableRawPointer?
    @exclusivity(unchecked) private var tailStart = Int.max
    /// Whether the tail holds elements not yet in the file. Readers on other threads may find it
    /// set (a list appended on one thread, then read on two): the first to settle writes the tail,
    /// under ``settling``.
    private let tailPending = Atomic<Bool>(false)
    private let settling = Mutex<Void>(())

    /// Bytes of a tail: a list appended in small pieces goes to its file in writes of this size.
    static var tailBytes: Int { 256 << 10 }

    init(budget: MemoryBudget?) {
        self.budget = budget
    }

    deinit {
        if descriptor >= 0 {
            budget?.noteSpilled(-mappedBytes)
            budget?.updateMapping(of: ObjectIdentifier(self)) {
                if let base { munmap(base, mappedBytes) }
                return nil
            }
            close(descriptor)
        } else {
            budget?.noteInMemory(-capacity * MemoryLayout<Element>.stride)
            free(base)
        }
        tail?.deallocate()
    }

    /// Sets the count of elements written in place (through ``base``).
    func setCount(_ newCount: Int) {
        settle()
        count = newCount
        if descriptor >= 0 { tailStart = newCount }
    }

    /// Drops the elements from `newCount` on.
    func truncate(to newCount: Int) {
        count = newCount
        if descriptor >= 0 && tailStart >= newCount {
            tailStart = newCount
            tailPending.store(false, ordering: .releasing)
        }
    }

    /// Appends one element; room for it is reserved.
    @inline(__always)
    func append(_ element: Element) {
        if descriptor < 0 {
            base.unsafelyUnwrapped[count] = element
            count += 1
            return
        }
        let stride = MemoryLayout<Element>.stride
        if (count - tailStart + 1) * stride > Self.tailBytes || tail == nil {
            settle()
            if tail == nil { tail = .allocate(byteCount: Self.tailBytes, alignment: 16) }
        }
        tail.unsafelyUnwrapped.storeBytes(of: element, toByteOffset: (count - tailStart) * stride, as: Element.self)
        count += 1
        tailPending.store(true, ordering: .releasing)
    }

    /// The element at `index` (< ``count``), in the tail or in place.
    @inline(__always)
    subscript(index: Int) -> Element {
        get {
            guard index >= tailStart, let tail else { return base.unsafelyUnwrapped[index] }
            return tail.load(fromByteOffset: (index - tailStart) * MemoryLayout<Element>.stride, as: Element.self)
        }
        set {
            guard index >= tailStart, let tail else {
                base.unsafelyUnwrapped[index] = newValue
                return
            }
            tail.storeBytes(of: newValue, toByteOffset: (index - tailStart) * MemoryLayout<Element>.stride, as: Element.self)
        }
    }

    /// Writes `elements` over those from `start` on (within ``count``).
    func overwrite(from start: Int, with elements: UnsafeBufferPointer<Element>) {
        guard let source = elements.baseAddress, !elements.isEmpty else { return }
        settle()
        let stride = MemoryLayout<Element>.stride
        if descriptor >= 0 {
            write(UnsafeRawPointer(source), bytes: elements.count * stride, at: start * stride)
        } else {
            UnsafeMutableRawPointer(base.unsafelyUnwrapped + start).copyMemory(from: source, byteCount: elements.count * stride)
        }
    }

    /// Moves the tail to the file, so that ``base`` shows every element. Cheap when there is none.
    @inline(__always)
    func settle() {
        guard tailPending.load(ordering: .acquiring) else { return }
        settleTail()
    }

    private func settleTail() {
        settling.withLock { _ in
            guard tailPending.load(ordering: .acquiring) else { return }
            let stride = MemoryLayout<Element>.stride
            let bytes = (count - tailStart) * stride
            if bytes >= Self.tailBytes / 16 {
                write(UnsafeRawPointer(tail.unsafelyUnwrapped), bytes: bytes, at: tailStart * stride)
            } else {
                // A few elements (a list read as it grows): through the mapping, without a system call.
                UnsafeMutableRawPointer(base.unsafelyUnwrapped + tailStart).copyMemory(from: tail.unsafelyUnwrapped, byteCount: bytes)
            }
            tailStart = count
            tailPending.store(false, ordering: .releasing)
        }
    }

    /// Writes `bytes` at byte `offset` of the file, with `pwrite` (through the mapping if it fails:
    /// the space is allocated, so a store cannot fail for it).
    private func write(_ source: UnsafeRawPointer, bytes: Int, at offset: Int) {
        var written = 0
        while written < bytes {
            let result = pwrite(descriptor, source + written, bytes - written, off_t(offset + written))
            if result > 0 {
                written += result
            } else if result < 0 && errno == EINTR {
                continue
            } else {
                (UnsafeMutableRawPointer(base.unsafelyUnwrapped) + offset + written)
                    .copyMemory(from: source + written, byteCount: bytes - written)
                return
            }
        }
    }

    var isSpilled: Bool { descriptor >= 0 }

    func releasePages() {
        if isSpilled, let base { madvise(base, mappedBytes, MADV_DONTNEED) }
    }

    /// A copy of the elements on the same budget.
    func copy() -> SpillStorage {
        settle()
        let copy = SpillStorage(budget: budget)
        copy.append(contentsOf: self)
        return copy
    }

    /// Appends the elements of `source` (another storage) a release step at a time, letting go of
    /// the pages of a spilled `source` behind (``ReleaseBehind``). O(elements of `source`).
    func append(contentsOf source: SpillStorage) {
        source.settle()
        guard source.count > 0, let from = source.base else { return }
        reserve(count + source.count)
        let elements = UnsafeBufferPointer(start: from, count: source.count)
        var behind = ReleaseBehind(elements, isSpilled: source.isSpilled)
        let step = Swift.max(ReleaseBehind.defaultStepBytes / Swift.max(MemoryLayout<Element>.stride, 1), 1)
        for start in stride(from: 0, to: elements.count, by: step) {
            let end = Swift.min(start + step, elements.count)
            append(UnsafeBufferPointer(rebasing: elements[start..<end]))
            behind.passed(end)
        }
    }

    /// Elements appended together by whoever gathers them first (a sequence without contiguous
    /// storage, a ``StagedList``): 64 KiB of them. A run this long goes to the file as it is.
    static var chunkElements: Int { Swift.max((64 << 10) / Swift.max(MemoryLayout<Element>.stride, 1), 1) }

    /// Copies `elements` after the last element, growing as needed. In a file, a short run goes
    /// to the tail, a long one straight to the file. O(elements).
    func append(_ elements: UnsafeBufferPointer<Element>) {
        guard let source = elements.baseAddress, !elements.isEmpty else { return }
        reserve(count + elements.count)
        let stride = MemoryLayout<Element>.stride
        let total = elements.count * stride
        guard descriptor >= 0 else {
            UnsafeMutableRawPointer(base.unsafelyUnwrapped + count).copyMemory(from: source, byteCount: total)
            count += elements.count
            return
        }
        // A whole chunk is written as it is.
        if elements.count < Self.chunkElements && (count - tailStart) * stride + total <= Self.tailBytes {
            if tail == nil { tail = .allocate(byteCount: Self.tailBytes, alignment: 16) }
            (tail.unsafelyUnwrapped + (count - tailStart) * stride).copyMemory(from: source, byteCount: total)
            count += elements.count
            tailPending.store(true, ordering: .releasing)
            return
        }
        settle()
        write(UnsafeRawPointer(source), bytes: total, at: count * stride)
        count += elements.count
        tailStart = count
    }

    /// Makes room for at least `minimum` elements, doubling (in memory) or growing by half (in a
    /// file) so that appending stays amortized O(1).
    func reserve(_ minimum: Int) {
        guard minimum > capacity else { return }
        let stride = MemoryLayout<Element>.stride
        let wanted = max(minimum, isSpilled ? capacity + capacity / 2 : capacity * 2, 16)
        if isSpilled {
            if growFile(to: wanted * stride) { return }
            unspill()
            budget?.noteInMemory((wanted - capacity) * stride)
        } else if let budget, !budget.allowsInMemory(growingBy: (wanted - capacity) * stride) {
            if spill(to: wanted * stride) { return }
            budget.noteInMemory((wanted - capacity) * stride)
        }
        guard let grown = realloc(base, max(wanted * stride, 1)) else { fatalError("out of memory growing a list to \(wanted * stride) bytes") }
        base = grown.bindMemory(to: Element.self, capacity: wanted)
        capacity = wanted
    }

    /// Moves the elements to a file of their own now, whatever the memory; nothing if they are in
    /// one, or if none can be made.
    func moveToFile() {
        guard descriptor < 0 else { return }
        _ = spill(to: Swift.max(capacity, 1) * MemoryLayout<Element>.stride)
    }

    /// Moves the elements to a new file of `bytes`; `false` (and nothing changed) if the file
    /// cannot be made.
    private func spill(to bytes: Int) -> Bool {
        guard let budget else { return false }
        let descriptor = SpillFile.create(in: budget.directory)
        guard descriptor.descriptor >= 0 else {
            budget.noteSpillFailure("cannot create a spill file in \(budget.directory): \(String(cString: strerror(descriptor.error)))")
            return false
        }
        self.descriptor = descriptor.descriptor
        guard growFile(to: bytes, copyingFrom: base) else {
            close(descriptor.descriptor)
            self.descriptor = -1
            return false
        }
        // Every element is in the file: the tail starts empty.
        tailStart = count
        return true
    }

    /// Grows the file to hold `bytes` (page-rounded), allocating its disk space so that a full disk
    /// fails here rather than as a fault on a later write, and maps it anew. The elements of
    /// `source` (memory being spilled) are copied in and it is freed.
    private func growFile(to bytes: Int, copyingFrom source: UnsafeMutablePointer<Element>? = nil) -> Bool {
        guard let budget else { return false }
        let page = SpillPages.pageSize
        let length = (bytes + page - 1) / page * page
        let result = SpillFile.allocate(descriptor, from: mappedBytes, to: length)
        guard result == 0 else {
            budget.noteSpillFailure("cannot grow a spill file in \(budget.directory): \(String(cString: strerror(result)))")
            return false
        }
        var mapped: UnsafeMutableRawPointer?
        budget.updateMapping(of: ObjectIdentifier(self)) {
            guard let address = mmap(nil, length, PROT_READ | PROT_WRITE, MAP_SHARED, descriptor, 0), address != MAP_FAILED else {
                // The list keeps the mapping it had (none when it is being spilled from memory).
                return source == nil ? base.map { (UnsafeMutableRawPointer($0), mappedBytes) } : nil
            }
            mapped = address
            if source == nil, let base { munmap(base, mappedBytes) }
            return (address, length)
        }
        guard let address = mapped else {
            budget.noteSpillFailure("cannot map a spill file: \(String(cString: strerror(errno)))")
            return false
        }
        budget.noteSpilled(length - mappedBytes)
        let memoryCapacity = capacity
        base = address.bindMemory(to: Element.self, capacity: length / MemoryLayout<Element>.stride)
        mappedBytes = length
        capacity = length / MemoryLayout<Element>.stride
        if let source {
            write(UnsafeRawPointer(source), bytes: count * MemoryLayout<Element>.stride, at: 0)
            free(source)
            budget.noteInMemory(-memoryCapacity * MemoryLayout<Element>.stride)
        }
        return true
    }

    /// Brings a spilled list back into memory (its file could not grow).
    private func unspill() {
        settle()
        tail?.deallocate()
        tail = nil
        tailStart = .max
        let bytes = capacity * MemoryLayout<Element>.stride
        guard let memory = malloc(max(bytes, 1)) else { fatalError("out of memory moving a list of \(bytes) bytes") }
        memory.copyMemory(from: base!, byteCount: count * MemoryLayout<Element>.stride)
        budget?.updateMapping(of: ObjectIdentifier(self)) {
            munmap(base, mappedBytes)
            return nil
        }
        budget?.noteSpilled(-mappedBytes)
        budget?.noteInMemory(bytes)
        close(descriptor)
        descriptor = -1
        mappedBytes = 0
        base = memory.bindMemory(to: Element.self, capacity: capacity)
    }
}
