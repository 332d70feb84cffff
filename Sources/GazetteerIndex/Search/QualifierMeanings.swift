/// The qualifiers of one reading of a query (at most ``QueryPlanner/maximumQualifiers``), each as
/// its meanings (countries and admin1 divisions): slices of one array that the planner fills for
/// every reading before it makes any, so that readings share it and copy nothing.
struct QualifierMeanings {
    private var first: ArraySlice<UInt32> = []
    private var second: ArraySlice<UInt32> = []
    /// How many qualifiers there are (0 to 2).
    private(set) var count = 0

    /// No qualifier.
    init() {}

    /// The qualifiers `meanings[start..<middle]` and, when `middle < end`, `meanings[middle..<end]`.
    init(_ meanings: [UInt32], start: Int, middle: Int, end: Int) {
        first = meanings[start..<middle]
        second = meanings[middle..<end]
        count = middle < end ? 2 : 1
    }

    var isEmpty: Bool { count == 0 }

    /// The meanings of qualifier `index` (`0..<count`).
    subscript(index: Int) -> ArraySlice<UInt32> {
        index == 0 ? first : second
    }
}
