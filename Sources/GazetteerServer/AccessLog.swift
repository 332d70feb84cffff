import Foundation

/// Access log: one line a request (time, method, target, status, bytes, latency), buffered and
/// written at least every ``flushInterval`` and at shutdown.
package final class AccessLog: @unchecked Sendable {
    private let lock = NSLock()
    private var buffer: [UInt8] = []
    private let handle: FileHandle?
    private let ownsHandle: Bool
    /// Lines are written when this much is buffered, or by ``flush()``.
    static let flushBytes = 32 * 1_024

    /// A log to `destination`.
    /// - Throws: when a log file cannot be opened for appending.
    package init(_ destination: ServerConfiguration.AccessLogDestination) throws {
        switch destination {
        case .none:
            handle = nil
            ownsHandle = false
        case .standardError:
            handle = FileHandle.standardError
            ownsHandle = false
        case let .file(path):
            if !FileManager.default.fileExists(atPath: path) {
                guard FileManager.default.createFile(atPath: path, contents: nil) else {
                    throw AccessLogError(path: path)
                }
            }
            guard let file = FileHandle(forWritingAtPath: path) else { throw AccessLogError(path: path) }
            file.seekToEndOfFile()
            handle = file
            ownsHandle = true
        }
        buffer.reserveCapacity(Self.flushBytes * 2)
    }

    deinit {
        flush()
        if ownsHandle { try? handle?.close() }
    }

    /// Whether lines are written anywhere.
    package var isEnabled: Bool { handle != nil }

    /// Records one request.
    package func record(method: String, target: String, status: Int, bytes: Int, seconds: Double) {
        guard handle != nil else { return }
        let milliseconds = (seconds * 100_000).rounded() / 100
        let line = "\(AccessLog.timestamp()) \(method) \(target.prefix(500)) \(status) \(bytes) \(milliseconds)ms\n"
        lock.lock()
        buffer.append(contentsOf: line.utf8)
        let full = buffer.count >= Self.flushBytes
        lock.unlock()
        if full { flush() }
    }

    /// Writes the buffered lines.
    package func flush() {
        lock.lock()
        guard !buffer.isEmpty, let handle else {
            lock.unlock()
            return
        }
        let data = Data(buffer)
        buffer.removeAll(keepingCapacity: true)
        lock.unlock()
        handle.write(data)
    }

    static func timestamp() -> String {
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        var parts = tm()
        var seconds = now.tv_sec
        gmtime_r(&seconds, &parts)
        func two(_ value: Int32) -> String { value < 10 ? "0\(value)" : "\(value)" }
        let milliseconds = Int(now.tv_nsec / 1_000_000)
        let fraction = milliseconds < 10 ? "00\(milliseconds)" : milliseconds < 100 ? "0\(milliseconds)" : "\(milliseconds)"
        return "\(parts.tm_year + 1900)-\(two(parts.tm_mon + 1))-\(two(parts.tm_mday))T\(two(parts.tm_hour)):\(two(parts.tm_min)):\(two(parts.tm_sec)).\(fraction)Z"
    }
}

/// The access log file cannot be opened.
package struct AccessLogError: Error, CustomStringConvertible {
    var path: String
    package var description: String { "\(path): cannot open the access log for appending" }
}
