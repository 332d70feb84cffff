import Dispatch

/// Times the stages of writing an index and reports each stage as it starts. Between stages it
/// gives back freed memory and lets go of the spilled lists' mapped pages (each stage maps again
/// only what it reads).
struct StageClock {
    private let progress: ((BuildStage) -> Void)?
    private let budget: MemoryBudget?
    private(set) var times: [BuildStageTime] = []
    private var current: (stage: BuildStage, started: UInt64, cpu: Double)?

    init(progress: ((BuildStage) -> Void)?, budget: MemoryBudget?) {
        self.progress = progress
        self.budget = budget
    }

    /// Ends the running stage, if any, and starts `stage`.
    mutating func begin(_ stage: BuildStage) {
        end()
        ResidentMemory.releaseFreed()
        budget?.releaseMappedPages()
        current = (stage, DispatchTime.now().uptimeNanoseconds, ProcessCPU.seconds())
        progress?(stage)
    }

    /// Ends the running stage and records its time (each stage runs once).
    mutating func end() {
        guard let running = current else { return }
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
