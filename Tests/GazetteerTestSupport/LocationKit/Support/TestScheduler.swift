import Dispatch
import LocationKit
#if canImport(Combine)
import Combine
#else
import OpenCombine
import OpenCombineDispatch
#endif

/// A scheduler whose clock moves only when a test calls ``advance(by:)``.
///
/// Work runs on the thread that advances the clock, in order of due time and then of scheduling.
public final class TestScheduler: Scheduler {
    public typealias SchedulerTimeType = MainQueueScheduler.SchedulerTimeType
    public typealias SchedulerOptions = Never

    private struct Job {
        let id: Int
        var due: SchedulerTimeType
        let interval: SchedulerTimeType.Stride?
        let action: () -> Void
    }

    public private(set) var now: SchedulerTimeType = MainQueueScheduler.mainQueue.now
    public let minimumTolerance: SchedulerTimeType.Stride = .zero
    private var jobs: [Job] = []
    private var nextID = 0

    public init() {}

    public func schedule(options: Never?, _ action: @escaping () -> Void) {
        add(Job(id: takeID(), due: now, interval: nil, action: action))
    }

    public func schedule(
        after date: SchedulerTimeType,
        tolerance: SchedulerTimeType.Stride,
        options: Never?,
        _ action: @escaping () -> Void
    ) {
        add(Job(id: takeID(), due: date, interval: nil, action: action))
    }

    public func schedule(
        after date: SchedulerTimeType,
        interval: SchedulerTimeType.Stride,
        tolerance: SchedulerTimeType.Stride,
        options: Never?,
        _ action: @escaping () -> Void
    ) -> Cancellable {
        let id = takeID()
        add(Job(id: id, due: date, interval: interval, action: action))
        return AnyCancellable { [weak self] in
            self?.jobs.removeAll { $0.id == id }
        }
    }

    /// Moves the clock forward, running every job that falls due on the way.
    public func advance(by stride: SchedulerTimeType.Stride = .zero) {
        let target = now.advanced(by: stride)
        while let index = indexOfNextJob(dueBy: target) {
            var job = jobs.remove(at: index)
            now = job.due
            if let interval = job.interval {
                job.due = job.due.advanced(by: max(interval, .nanoseconds(1)))
                jobs.append(job)
            }
            job.action()
        }
        now = target
    }

    private func indexOfNextJob(dueBy target: SchedulerTimeType) -> Int? {
        jobs.indices
            .filter { jobs[$0].due <= target }
            .min { (jobs[$0].due, jobs[$0].id) < (jobs[$1].due, jobs[$1].id) }
    }

    private func add(_ job: Job) {
        jobs.append(job)
    }

    private func takeID() -> Int {
        nextID += 1
        return nextID
    }
}
