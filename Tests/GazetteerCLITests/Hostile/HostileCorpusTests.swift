import Foundation
import Testing
import GazetteerTestSupport

/// The hostile corpus against the built tool: no signal death, no time-out, the expected exit
/// status with one clear line on standard error, and nothing written where it must not be.
@Suite("Hostile corpus", .serialized)
struct HostileCorpusTests {
    @Test("class 2: data that expands far beyond its size is refused early, whatever the container", arguments: HostileCorpus.cases(.expansion))
    func expansion(_ hostile: HostileCase) async throws { try await Self.check(hostile) }

    @Test("class 3: inputs that are slow for a super-linear step build in time", arguments: HostileCorpus.cases(.superLinear))
    func superLinear(_ hostile: HostileCase) async throws { try await Self.check(hostile) }

    @Test("class 4: arguments and side files beyond what a build can use are bounded", arguments: HostileCorpus.cases(.unboundedResource))
    func unboundedResources(_ hostile: HostileCase) async throws { try await Self.check(hostile) }

    @Test("class 5: special files never block and are refused by kind", arguments: HostileCorpus.cases(.specialFile))
    func specialFiles(_ hostile: HostileCase) async throws { try await Self.check(hostile) }

    @Test("class 6: an output naming a file the build reads is refused and the file kept", arguments: HostileCorpus.cases(.givenFile))
    func givenFiles(_ hostile: HostileCase) async throws { try await Self.check(hostile) }

    @Test("class 7: what dead builds left behind is cleaned up", arguments: HostileCorpus.cases(.leftover))
    func leftovers(_ hostile: HostileCase) async throws { try await Self.check(hostile) }

    @Test("class 8: errors name the detected format or encoding and what to do", arguments: HostileCorpus.cases(.unclearError))
    func unclearErrors(_ hostile: HostileCase) async throws { try await Self.check(hostile) }

    /// Runs the case and checks every promise.
    static func check(_ hostile: HostileCase, sourceLocation: SourceLocation = #_sourceLocation) async throws {
        let scratch = try Self.scratch()
        let run = try await HostileRunner.run(hostile, in: scratch)
        let ending = run.ending
        let said = ending.standardError
        #expect(!run.timedOut, "timed out after \(hostile.timeLimit) s", sourceLocation: sourceLocation)
        #expect(!ending.killedBySignal || run.timedOut, "killed by signal \(ending.status): \(said)", sourceLocation: sourceLocation)
        switch hostile.outcome {
        case let .refused(texts, status):
            #expect(ending.status == status, "exit status \(ending.status): \(said)", sourceLocation: sourceLocation)
            #expect(ending.errorLines.count == 1, "stderr: \(said)", sourceLocation: sourceLocation)
            #expect(said.hasPrefix("gazetteer: "), "stderr: \(said)", sourceLocation: sourceLocation)
            for text in texts {
                #expect(said.contains(text), "stderr does not mention \"\(text)\": \(said)", sourceLocation: sourceLocation)
            }
        case let .succeeded(note):
            #expect(ending.status == 0, "exit status \(ending.status): \(said)", sourceLocation: sourceLocation)
            if let note {
                #expect(ending.errorLines.count == 1 && said.contains(note), "stderr: \(said)", sourceLocation: sourceLocation)
            } else {
                #expect(said.isEmpty, "stderr: \(said)", sourceLocation: sourceLocation)
            }
        }
        var expected = run.before
        for name in hostile.removed { expected.removeValue(forKey: name) }
        let succeeded = ending.status == 0
        for name in hostile.created where succeeded { expected[name] = run.after[name] }
        #expect(Set(run.after.keys) == Set(expected.keys), "entries: \(run.after.keys.sorted())", sourceLocation: sourceLocation)
        for (name, state) in expected where run.after[name] != state {
            Issue.record("\(name) changed: \(state) became \(run.after[name].map(String.init(describing:)) ?? "missing")", sourceLocation: sourceLocation)
        }
    }

    /// A fresh directory; under `$GAZETTEER_HOSTILE_CORPUS` (kept) when that is set.
    static func scratch() throws -> TemporaryDirectory {
        guard let root = ProcessInfo.processInfo.environment["GAZETTEER_HOSTILE_CORPUS"], !root.isEmpty else {
            return try TemporaryDirectory(prefix: "gazetteer-hostile")
        }
        return try TemporaryDirectory(keptUnder: root)
    }
}
