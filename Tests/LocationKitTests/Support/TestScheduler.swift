import LocationKit
#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif

/// A scheduler whose clock moves only when a test calls ``advance(by:)``.
///
/// Work runs on the thread that advances the clock, in order of due time and then of scheduling.
final class TestScheduler: Scheduler {
    typealias SchedulerTimeType = MainQueueScheduler.SchedulerTimeType
    typealias SchedulerOptions = Never

    private struct Job {
        let id: Int
        var due: SchedulerTimeType
        let interval: SchedulerTimeType.Stride?
        let action: () -> Void
    }

    private(set) var now: SchedulerTimeType = MainQueueScheduler.mainQueue.now
    let minimumTolerance: SchedulerTimeType.Stride = .zero
    private var jobs: [Job] = []
    private var nextID = 0

    func schedule(options: Never?, _ action: @escaping () -> Void) {
        add(Job(id: takeID(), due: now, interval: nil, action: action))
    }

    func schedule(
        after date: SchedulerTimeType,
        tolerance: SchedulerTimeType.Stride,
        options: Never?,
        _ action: @escaping () -> Void
    ) {
        add(Job(id: takeID(), due: date, interval: nil, action: action))
    }

    func schedule(
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
    func advance(by stride: SchedulerTimeType.Stride = .zero) {
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
