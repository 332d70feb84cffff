import Foundation
import GazetteerImport
import GazetteerIndex

/// A one-line progress display on a terminal: input, bytes read, rows per second and ETA.
final class ProgressLine: @unchecked Sendable {
    /// Whether a progress line is on the screen now (so an error message first clears it).
    private nonisolated(unsafe) static var lineIsOpen = false
    private static let lock = NSLock()

    /// Clears a progress line left on standard error, if any.
    static func clearScreenLine() {
        lock.lock()
        defer { lock.unlock() }
        guard lineIsOpen else { return }
        lineIsOpen = false
        FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
    }

    private let enabled: Bool
    private let started = Date()
    private var lastDrawn = Date.distantPast
    private var drewSomething = false
    private var stage: BuildStage?
    private var stageStarted = Date()

    init(enabled: Bool) {
        self.enabled = enabled
    }

    func update(_ progress: ImportProgress) {
        guard enabled else { return }
        let now = Date()
        guard now.timeIntervalSince(lastDrawn) >= 0.1 else { return }
        lastDrawn = now
        let elapsed = max(0.001, now.timeIntervalSince(started))
        let fraction = progress.sourceSize > 0 ? Double(progress.sourceBytesRead) / Double(progress.sourceSize) : 0
        let rate = Double(progress.itemsRead) / elapsed
        let eta = fraction > 0.01 ? elapsed * (1 - fraction) / fraction : 0
        let name = (progress.input as NSString).lastPathComponent
        let line = String(
            format: "\r%@  %3.0f%%  %@ / %@  %@ rows  %@ rows/s  ETA %.0fs ",
            name, fraction * 100, BuildReport.bytes(progress.sourceBytesRead), BuildReport.bytes(progress.sourceSize),
            BuildReport.count(progress.itemsRead), BuildReport.count(Int(rate)), eta)
        draw(line)
    }

    /// Shows a stage of writing: its name, share done and time left.
    func update(_ progress: BuildStageProgress) {
        guard enabled else { return }
        let now = Date()
        if progress.stage != stage {
            stage = progress.stage
            stageStarted = now
        } else if now.timeIntervalSince(lastDrawn) < 0.1 {
            return
        }
        lastDrawn = now
        var line = "\rwriting: \(progress.stage.rawValue)"
        if progress.total > 0 {
            let fraction = min(1, Double(progress.done) / Double(progress.total))
            let elapsed = now.timeIntervalSince(stageStarted)
            line += String(format: "  %3.0f%%  %@ / %@", fraction * 100, BuildReport.count(progress.done), BuildReport.count(progress.total))
            if fraction > 0.01 { line += String(format: "  ETA %.0fs", elapsed * (1 - fraction) / fraction) }
        }
        draw(line)
    }

    private func draw(_ line: String) {
        Self.lock.lock()
        FileHandle.standardError.write(Data((line + "\u{1B}[K").utf8))
        Self.lineIsOpen = true
        Self.lock.unlock()
        drewSomething = true
    }

    func finish() {
        guard enabled, drewSomething else { return }
        Self.clearScreenLine()
    }
}
