/// How the time of a job grows with its input, for tests that guard against super-linear steps.
///
/// The only timed tests in the suite: they compare a 1× and a 4× input in-process. A linear step
/// takes about 4 times as long, an n log n one a little more, a quadratic one 16 times; the bound
/// of 6 leaves room for noise. Each size runs three times, interleaved, and the best run counts,
/// so a busy machine slows a run down without failing the test; inputs should take at least tens
/// of milliseconds at 1× so the clock's resolution and fixed costs do not matter.
public enum GrowthRatio {
    /// The largest ratio a linear or n log n step may show between 4× and 1× inputs.
    public static let bound = 6.0

    /// The ratio of the best of three runs of `large` to the best of three runs of `small`.
    public static func measure(small: () throws -> Void, large: () throws -> Void) rethrows -> Double {
        var bestSmall = Duration.seconds(1_000_000)
        var bestLarge = Duration.seconds(1_000_000)
        let clock = ContinuousClock()
        for _ in 0..<3 {
            bestSmall = min(bestSmall, try clock.measure(small))
            bestLarge = min(bestLarge, try clock.measure(large))
        }
        return bestLarge / max(bestSmall, .microseconds(1))
    }
}
