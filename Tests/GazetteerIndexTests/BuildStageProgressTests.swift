import Foundation
@testable import GazetteerIndex
import GazetteerTestSupport
import Testing

@Suite("Progress of the stages of writing")
struct BuildStageProgressTests {
    @Test("every stage has steps, in one run of the table, whose shares make the whole stage")
    func sharesMakeEachStage() {
        for stage in BuildStage.allCases {
            let steps = BuildStep.allCases.enumerated().filter { $0.element.stage == stage }
            #expect(!steps.isEmpty, "\(stage)")
            // Contiguous: a stage's steps are not interleaved with another's.
            #expect(steps.last!.offset - steps.first!.offset == steps.count - 1, "\(stage)")
            #expect(abs(steps.reduce(0) { $0 + $1.element.share } - 1) < 1e-9, "\(stage)")
            #expect(steps.allSatisfy { $0.element.share > 0 }, "\(stage)")
        }
    }

    @Test("the fraction adds the steps finished and the part of the running one; work beside holds it back")
    func fractionOfSteps() {
        let progress = BuildStageProgress(stage: .words)
        #expect(progress.fraction == 0)
        #expect(progress.secondsLeft == nil)
        progress.begin(.splittingNames, units: 200)
        progress.advance(by: 100)
        #expect(abs(progress.fraction - BuildStep.splittingNames.share / 2) < 1e-9)
        // Counted past its units, a step is whole, never more.
        progress.advance(by: 1_000)
        #expect(abs(progress.fraction - BuildStep.splittingNames.share) < 1e-9)
        progress.begin(.sortingWords)
        let stepped = BuildStep.splittingNames.share
        #expect(abs(progress.fraction - stepped) < 1e-9)
        progress.beginBeside(units: 10)
        #expect(progress.fraction == 0)
        progress.advanceBeside(by: 1)
        #expect(abs(progress.fraction - 0.1) < 1e-9)
        progress.endBeside()
        #expect(abs(progress.fraction - stepped) < 1e-9)
        #expect(progress.secondsLeft != nil)
        progress.finish()
        #expect(progress.fraction == 1)
        #expect(progress.secondsLeft == 0)
    }

    @Test("a build reports each stage once, in order; read from another thread, a stage's fraction never goes back and ends whole",
          arguments: [false, true])
    func buildReportsStages(spilling: Bool) throws {
        let directory = try TemporaryDirectory()
        var options = IndexBuilder.Options(createdAt: 1)
        options.namesInHalvesFrom = 2
        if spilling {
            options.memoryBudget = 64 << 20
            options.temporaryDirectory = directory.path
            options.spillsEverything = true
        }
        let builder = IndexBuilder(options: options)
        for part in 0..<4 { try builder.add(Self.towns(part: part)) }
        let reported = Reported()
        let sampler = Thread {
            while !reported.isDone {
                if let (number, stage) = reported.latest { reported.sample(number, stage.fraction) }
                usleep(20)
            }
        }
        sampler.start()
        _ = try builder.write(to: directory.file("index.gaz")) { reported.add($0) }
        reported.markDone()
        while !sampler.isFinished { usleep(100) }
        let stages = reported.stages
        #expect(stages.map(\.stage) == BuildStage.allCases)
        #expect(stages.allSatisfy { $0.fraction == 1 })
        let samples = reported.samples
        #expect(!samples.isEmpty)
        for (before, after) in zip(samples, samples.dropFirst()) where before.stage == after.stage {
            #expect(after.fraction >= before.fraction, "stage \(before.stage): \(before.fraction) then \(after.fraction)")
        }
    }

    /// 2,000 towns with a name of two words and an alternate name each.
    static func towns(part: Int) -> RecordBatch {
        var batch = RecordBatch()
        var random = SplitMix64(seed: UInt64(part + 1))
        for number in 0..<2_000 {
            let id = SourceID(kind: .geonames, value: UInt64(part * 10_000 + number + 1))
            let fields = RecordFields(
                id: id, latitudeE7: Int32(Int64(random.next() % 1_700_000_000) - 850_000_000),
                longitudeE7: Int32(Int64(random.next() % 3_600_000_000) - 1_800_000_000),
                featureClass: UInt8(ascii: "P"), featureCode: "PPL", countryCode: ["DE", "FR", "US"][number % 3],
                population: random.next() % 100_000)
            batch.append(fields, name: "Town\(random.next() % 5_000) Place\(number % 97)", alternateNames: ["Alt\(number)"])
        }
        return batch
    }
}

/// What a build reported, shared with a thread that reads it.
private final class Reported: @unchecked Sendable {
    private let lock = NSLock()
    private var all: [BuildStageProgress] = []
    private var read: [(stage: Int, fraction: Double)] = []
    private var done = false

    func add(_ progress: BuildStageProgress) { lock.withLock { all.append(progress) } }
    var latest: (Int, BuildStageProgress)? { lock.withLock { all.last.map { (all.count - 1, $0) } } }
    func sample(_ stage: Int, _ fraction: Double) { lock.withLock { read.append((stage, fraction)) } }
    func markDone() { lock.withLock { done = true } }
    var isDone: Bool { lock.withLock { done } }
    var stages: [BuildStageProgress] { lock.withLock { all } }
    var samples: [(stage: Int, fraction: Double)] { lock.withLock { read } }
}
