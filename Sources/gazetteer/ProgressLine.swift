import Foundation
import GazetteerImport
import GazetteerIndex

/// A one-line progress display on a terminal: input, bytes read, rows per second and ETA; then
/// each stage of writing the index, how far it has come, its time so far and its time left.
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
    /// The pass over an input being shown and when it started: each pass (an OpenStreetMap file's
    /// relations first, then the file; each input in turn) has its rate and time left of its own.
    private var pass: (input: String, started: Date)?
    private var lastDrawn = Date.distantPast
    private var drewSomething = false
    private var stage: BuildStageProgress?
    private var timer: DispatchSourceTimer?
    private var finished = false

    init(enabled: Bool) {
        self.enabled = enabled
    }

    func update(_ progress: ImportProgress) {
        guard enabled else { return }
        let now = Date()
        if pass?.input != progress.input { pass = (progress.input, now) }
        guard now.timeIntervalSince(lastDrawn) >= 0.1 else { return }
        lastDrawn = now
        let elapsed = max(0.001, now.timeIntervalSince(pass?.started ?? now))
        let fraction = progress.sourceSize > 0 ? Double(progress.sourceBytesRead) / Double(progress.sourceSize) : 0
        let eta = fraction > 0.01 ? elapsed * (1 - fraction) / fraction : 0
        let name = (progress.input as NSString).lastPathComponent
        // A pass that only looks for what a later one needs (the relations) counts no rows: none shown.
        let rows = progress.itemsRead > 0
            ? String(format: "  %@ rows  %@ rows/s", BuildReport.count(progress.itemsRead),
                     BuildReport.count(Int(Double(progress.itemsRead) / elapsed)))
            : ""
        let line = String(
            format: "\r%@  %3.0f%%  %@ / %@%@  ETA %.0fs ",
            name, fraction * 100, BuildReport.bytes(progress.sourceBytesRead), BuildReport.bytes(progress.sourceSize),
            rows, eta)
        draw(line)
    }

    /// Shows a stage of writing: its number, its name, the share of it done, the time it has taken
    /// so far and the time it has left, redrawn every 0.2 s until the next stage or ``finish()``.
    func update(_ next: BuildStageProgress) {
        guard enabled else { return }
        Self.lock.lock()
        stage = next
        Self.lock.unlock()
        if timer == nil {
            let timer = DispatchSource.makeTimerSource(queue: .global())
            timer.schedule(deadline: .now() + 0.2, repeating: 0.2)
            timer.setEventHandler { [weak self] in self?.drawStage() }
            timer.resume()
            self.timer = timer
        }
        drawStage()
    }

    private func drawStage() {
        Self.lock.lock()
        guard let stage else {
            Self.lock.unlock()
            return
        }
        Self.lock.unlock()
        let number = (BuildStage.allCases.firstIndex(of: stage.stage) ?? 0) + 1
        let left = stage.secondsLeft.map { String(format: "  ETA %.0fs", $0.rounded(.up)) } ?? ""
        draw(String(
            format: "\rwriting %d/%d: %@  %3.0f%%  %.1fs%@", number, BuildStage.allCases.count, stage.stage.rawValue,
            stage.fraction * 100, stage.elapsedSeconds, left))
    }

    private func draw(_ line: String) {
        Self.lock.lock()
        guard !finished else {
            Self.lock.unlock()
            return
        }
        FileHandle.standardError.write(Data((line + "\u{1B}[K").utf8))
        Self.lineIsOpen = true
        Self.lock.unlock()
        drewSomething = true
    }

    func finish() {
        timer?.cancel()
        timer = nil
        Self.lock.lock()
        finished = true
        Self.lock.unlock()
        guard enabled, drewSomething else { return }
        Self.clearScreenLine()
    }
}
