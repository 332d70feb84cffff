import Foundation

/// Answers one query per input line with one JSON object per output line.
enum BatchRunner {
    /// Reads `path` ('-' for standard input) line by line; blank lines are skipped.
    static func run(path: String, answer: (String) throws -> JSONText) throws {
        let handle: FileHandle
        if path == "-" {
            handle = FileHandle.standardInput
        } else {
            guard let file = FileHandle(forReadingAtPath: path) else {
                throw UsageError(description: "\(path): cannot open batch file")
            }
            handle = file
        }
        var output = ""
        var pending = Data()
        func flush() {
            FileHandle.standardOutput.write(Data(output.utf8))
            output.removeAll(keepingCapacity: true)
        }
        // Answers already given are written even when a later line fails.
        defer { flush() }
        func emit(_ lineData: Data) throws {
            var line = String(decoding: lineData, as: UTF8.self)
            if line.hasSuffix("\r") { line.removeLast() }
            let query = line.trimmingCharacters(in: .whitespaces)
            guard !query.isEmpty else { return }
            try answer(query).write(into: &output)
            output += "\n"
            if output.utf8.count > 1 << 16 { flush() }
        }
        while true {
            let chunk = handle.readData(ofLength: 1 << 16)
            if chunk.isEmpty { break }
            pending.append(chunk)
            while let newline = pending.firstIndex(of: 0x0A) {
                try emit(pending[pending.startIndex..<newline])
                pending.removeSubrange(pending.startIndex...newline)
            }
        }
        if !pending.isEmpty { try emit(pending) }
    }
}
