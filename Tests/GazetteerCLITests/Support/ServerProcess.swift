import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// `gazetteer serve --port 0` run as a subprocess; the port is read from its start line.
final class ServerProcess: @unchecked Sendable {
    let process = Process()
    let base: URL
    private let errorPipe = Pipe()
    private let lock = NSLock()
    private var errorText = ""

    /// Starts the server on `index` and waits (up to 20 s) until it listens.
    init(index: String, arguments: [String] = []) async throws {
        process.executableURL = try GazetteerTool.executable.get()
        process.arguments = ["serve", "--index", index, "--port", "0"] + arguments
        process.standardError = errorPipe
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        var found: URL?
        let deadline = Date().addingTimeInterval(20)
        let handle = errorPipe.fileHandleForReading
        var received = ""
        while found == nil && Date() < deadline && process.isRunning {
            let data = handle.availableData
            if data.isEmpty { break }
            received += String(decoding: data, as: UTF8.self)
            if let range = received.range(of: "on http://"), let end = received[range.upperBound...].firstIndex(of: "/") {
                found = URL(string: "http://" + received[range.upperBound..<end])
            }
        }
        errorText = received
        guard let found else {
            process.terminate()
            throw StartFailure(output: received)
        }
        base = found
        let pipe = errorPipe
        Thread.detachNewThread { [weak self] in
            while true {
                let data = pipe.fileHandleForReading.availableData
                if data.isEmpty { return }
                guard let self else { return }
                self.lock.lock()
                self.errorText += String(decoding: data, as: UTF8.self)
                self.lock.unlock()
            }
        }
    }

    /// What the server wrote on standard error so far.
    var standardError: String {
        lock.lock()
        defer { lock.unlock() }
        return errorText
    }

    /// Sends `signal` and waits for the exit status.
    func stop(signal: Int32 = SIGTERM) async -> Int32 {
        kill(process.processIdentifier, signal)
        for _ in 0..<200 where process.isRunning { try? await Task.sleep(nanoseconds: 50_000_000) }
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
        return process.terminationStatus
    }

    deinit {
        if process.isRunning { process.terminate() }
    }

    /// GET (or another method) `pathAndQuery`; returns status, headers and body.
    func request(_ pathAndQuery: String, method: String = "GET", headers: [String: String] = [:], body: Data? = nil) async throws
        -> (status: Int, headers: [String: String], body: Data)
    {
        var request = URLRequest(url: URL(string: base.absoluteString + pathAndQuery)!)
        request.httpMethod = method
        request.httpBody = body
        for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
        let (data, response) = try await URLSession.shared.data(for: request)
        let http = response as! HTTPURLResponse
        var fields: [String: String] = [:]
        for (name, value) in http.allHeaderFields { fields[String(describing: name).lowercased()] = String(describing: value) }
        return (http.statusCode, fields, data)
    }

    struct StartFailure: Error, CustomStringConvertible {
        var output: String
        var description: String { "gazetteer serve did not start: \(output)" }
    }
}
