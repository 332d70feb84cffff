/// Storage a binary heap lives in: elements read and written in place by position (an `Array`, or
/// fixed storage for a heap that must not allocate).
protocol HeapStorage {
    associatedtype Element
    subscript(position: Int) -> Element { get set }
}

extension Array: HeapStorage {}

/// The binary heap's two moves, for every heap of the index: the element for which `above` holds
/// against every other is at position 0, and each parent is `above` its children (or level with
/// them). An element is moved by leaving a hole and shifting the others into it, so each is
/// written once; `placed` is told where each element moved, for heaps that track positions.
///
/// - Complexity: O(log count) each.
enum BinaryHeap {
    /// Moves the element at `position` up until its parent is not below it.
    @inline(__always)
    static func siftUp<Storage: HeapStorage>(
        _ storage: inout Storage, from position: Int,
        above: (Storage.Element, Storage.Element) -> Bool, placed: (Storage.Element, Int) -> Void = { _, _ in }
    ) {
        let element = storage[position]
        var slot = position
        while slot > 0 {
            let parent = (slot - 1) >> 1
            let parentElement = storage[parent]
            guard above(element, parentElement) else { break }
            storage[slot] = parentElement
            placed(parentElement, slot)
            slot = parent
        }
        storage[slot] = element
        placed(element, slot)
    }

    /// Moves the element at `position` down, among the first `count`, until no child is above it.
    @inline(__always)
    static func siftDown<Storage: HeapStorage>(
        _ storage: inout Storage, from position: Int, count: Int,
        above: (Storage.Element, Storage.Element) -> Bool, placed: (Storage.Element, Int) -> Void = { _, _ in }
    ) {
        let element = storage[position]
        var slot = position
        while true {
            var child = 2 * slot + 1
            guard child < count else { break }
            if child + 1 < count && above(storage[child + 1], storage[child]) { child += 1 }
            let childElement = storage[child]
            guard above(childElement, element) else { break }
            storage[slot] = childElement
            placed(childElement, slot)
            slot = child
        }
        storage[slot] = element
        placed(element, slot)
    }
}
