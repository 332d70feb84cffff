import Foundation
import GazetteerImport

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
        Self.lock.lock()
        FileHandle.standardError.write(Data(line.utf8))
        Self.lineIsOpen = true
        Self.lock.unlock()
        drewSomething = true
    }

    func finish() {
        guard enabled, drewSomething else { return }
        Self.clearScreenLine()
    }
}
