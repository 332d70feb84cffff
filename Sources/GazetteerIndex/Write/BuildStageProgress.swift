#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Dispatch

/// How far the stage of writing that runs has come, for a progress display.
///
/// The writer hands one to its progress callback as each stage starts, and counts the stage's work
/// on it as it goes, a block of items at a time, from any of its threads; a display reads
/// ``fraction`` and ``secondsLeft`` whenever it redraws. The fraction is the share of the stage's
/// steps finished plus the part counted of the step that runs, each step weighted by its measured
/// share of the stage's time. Work that runs beside the steps, on another thread, counts apart:
/// the stage is then as far as the one of the two that is behind.
public final class BuildStageProgress: @unchecked Sendable {
    /// The stage.
    public let stage: BuildStage
    private let started = DispatchTime.now().uptimeNanoseconds
    private var lock = pthread_mutex_t()
    // Guarded by `lock`.
    private var step: BuildStep?
    private var done = 0
    private var total = 0
    private var beside: (done: Int, total: Int)?
    private var finished = false

    /// Items a pass counts between two counts of progress, where it counts items one by one.
    package static let countStep = 4096

    package init(stage: BuildStage) {
        self.stage = stage
        pthread_mutex_init(&lock, nil)
    }

    deinit {
        pthread_mutex_destroy(&lock)
    }

    /// The share of the stage's work done, from 0 to 1: below 1 (at most 0.99) while the stage
    /// runs, 1 once it has ended. O(steps).
    public var fraction: Double {
        let (step, done, total, beside, finished) = locked { (self.step, self.done, self.total, self.beside, self.finished) }
        guard !finished else { return 1 }
        guard let step else { return 0 }
        let part = total > 0 ? Double(min(done, total)) / Double(total) : 0
        let stepped = min(step.shareBefore + step.share * part, 0.99)
        guard let beside, beside.total > 0 else { return stepped }
        return min(stepped, Double(min(beside.done, beside.total)) / Double(beside.total))
    }

    /// Seconds since the stage started.
    public var elapsedSeconds: Double {
        Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9
    }

    /// An estimate of the seconds the stage has left, from its pace so far; `nil` until a twentieth
    /// of it is done (too early to tell). O(steps).
    public var secondsLeft: Double? {
        let (fraction, elapsed) = (fraction, elapsedSeconds)
        guard fraction >= 0.05 else { return nil }
        return elapsed * (1 - fraction) / fraction
    }

    /// Starts `step` of the stage, of `units` items of work (0: counted as done when the next
    /// step starts).
    package func begin(_ step: BuildStep, units: Int = 0) {
        precondition(step.stage == stage, "step \(step) is not part of stage \(stage)")
        locked {
            self.step = step
            (done, total) = (0, units)
        }
    }

    /// Counts `units` more items of the running step as done. Called from any thread, once per
    /// block of items (a lock is taken).
    package func advance(by units: Int) {
        locked { done += units }
    }

    /// Starts work of `units` items beside the steps.
    package func beginBeside(units: Int) {
        locked { beside = (0, units) }
    }

    /// Counts `units` more items of the work beside the steps as done (a lock is taken).
    package func advanceBeside(by units: Int) {
        locked { beside?.done += units }
    }

    /// Counts the work beside the steps as done.
    package func endBeside() {
        locked { beside = beside.map { ($0.total, $0.total) } }
    }

    /// Marks the stage as ended: its fraction is 1 from now on.
    package func finish() {
        locked { finished = true }
    }

    private func locked<T>(_ body: () -> T) -> T {
        pthread_mutex_lock(&lock)
        defer { pthread_mutex_unlock(&lock) }
        return body()
    }
}
