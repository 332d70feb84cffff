import Foundation

/// How the time of a job grows with its input, for tests that guard against super-linear steps.
///
/// The only timed tests in the suite, run only when `GAZETTEER_TIMED_TESTS=1` is set (``isEnabled``),
/// so that the default `swift test` cannot fail for a busy machine: they compare a 1× and a 4× input in-process. A linear step
/// takes about 4 times as long, an n log n one a little more, a quadratic one 16 times; the bound
/// of 6 leaves room for noise. Each size runs three times, interleaved, and the best run counts,
/// so a busy machine slows a run down without failing the test; inputs should take at least tens
/// of milliseconds at 1× so the clock's resolution and fixed costs do not matter.
public enum GrowthRatio {
    /// Whether timed tests run: `GAZETTEER_TIMED_TESTS=1` in the environment.
    public static let isEnabled = ProcessInfo.processInfo.environment["GAZETTEER_TIMED_TESTS"] == "1"

    /// Why a timed test is skipped otherwise.
    public static let skipReason = "timed: set GAZETTEER_TIMED_TESTS=1 to run"

    /// The largest ratio a linear or n log n step may show between 4× and 1× inputs.
    public static let bound = 6.0

    /// The ratio of the best of three runs of `large` to the best of three runs of `small`. When it is
    /// not under ``bound``, it is measured again (three attempts at most) and the smallest ratio is
    /// returned: a quadratic step shows about 16 in every attempt, while a busy machine can push a
    /// linear one past the bound once.
    public static func measure(small: () throws -> Void, large: () throws -> Void) rethrows -> Double {
        var best = Double.infinity
        for _ in 0..<3 where best >= bound {
            best = min(best, try attempt(small: small, large: large))
        }
        return best
    }

    private static func attempt(small: () throws -> Void, large: () throws -> Void) rethrows -> Double {
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
