import Dispatch

/// Times the stages of writing an index and reports each stage as it starts, with the progress
/// its steps count. Between stages it gives back freed memory and lets go of the spilled lists'
/// mapped pages (each stage maps again only what it reads).
struct StageClock {
    private let report: ((BuildStageProgress) -> Void)?
    private let budget: MemoryBudget?
    private(set) var times: [BuildStageTime] = []
    private var current: (stage: BuildStage, started: UInt64, cpu: Double)?
    /// The running stage's progress, counted by its steps.
    private var progress = BuildStageProgress(stage: .merging)

    init(progress: ((BuildStageProgress) -> Void)?, budget: MemoryBudget?) {
        self.report = progress
        self.budget = budget
    }

    /// Starts `step`, of `units` items of work (first its stage, ``progress(for:)``). Returns the
    /// stage's progress, for the step to count its work on.
    @discardableResult
    mutating func begin(_ step: BuildStep, units: Int = 0) -> BuildStageProgress {
        let progress = progress(for: step)
        progress.begin(step, units: units)
        return progress
    }

    /// The progress of `step`'s stage, which starts when it is not the one running (the running
    /// one ends), for a step that begins itself once it knows its units of work.
    mutating func progress(for step: BuildStep) -> BuildStageProgress {
        if current?.stage != step.stage {
            end()
            ResidentMemory.releaseFreed()
            budget?.releaseMappedPages()
            current = (step.stage, DispatchTime.now().uptimeNanoseconds, ProcessCPU.seconds())
            progress = BuildStageProgress(stage: step.stage)
            report?(progress)
        }
        return progress
    }

    /// Ends the running stage and records its time (each stage runs once).
    mutating func end() {
        guard let running = current else { return }
        progress.finish()
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - running.started) / 1e9
        times.append(BuildStageTime(
            stage: running.stage, seconds: seconds, cpuSeconds: ProcessCPU.seconds() - running.cpu,
            residentBytesAtEnd: ResidentMemory.currentBytes()))
        current = nil
    }
}

/// The wall-clock and processor time one stage of writing took.
public struct BuildStageTime: Sendable {
    public var stage: BuildStage
    public var seconds: Double
    /// The processor time the process used during the stage, on all its threads.
    public var cpuSeconds: Double
    /// The process's resident memory when the stage ended, where the system tells it.
    public var residentBytesAtEnd: Int?
}
