/// The record runs of a cell's four children, by quadrant.
struct ChildRuns {
    var runs: (Range<Int>, Range<Int>, Range<Int>, Range<Int>)

    init() { runs = (0..<0, 0..<0, 0..<0, 0..<0) }

    init(_ a: Range<Int>, _ b: Range<Int>, _ c: Range<Int>, _ d: Range<Int>) { runs = (a, b, c, d) }

    @inline(__always)
    subscript(_ quadrant: Int) -> Range<Int> {
        switch quadrant {
        case 0: runs.0
        case 1: runs.1
        case 2: runs.2
        default: runs.3
        }
    }
}
