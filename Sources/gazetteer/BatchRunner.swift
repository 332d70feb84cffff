import Foundation
import GazetteerIndex
import GazetteerOutput

/// Answers one query per input line with exactly one output line: a blank line gets an empty
/// result. Output is JSON Lines (`{"query": …, "results": […]}`, or `"error"` for a bad line) or, with
/// `--format text`, the results' text forms joined by " | " ("no results" when none).
enum BatchRunner {
    /// What one line gets: its results, or a problem with the line.
    enum Answer {
        case results([ResultRow])
        case searchResults([SearchResult])
        case problem(String)
    }

    /// Reads `path` ('-' for standard input) and writes the answers to standard output, buffered.
    /// - Throws: ``UsageError`` when the file cannot be opened.
    /// - Throws: whatever `answer` throws, after writing the answers before it.
    static func run(path: String, format: OutputFormat, answer: (String) throws -> Answer) throws {
        try refuseSpecialFile(path)
        let descriptor: Int32 = path == "-" ? 0 : open(path, O_RDONLY | O_NONBLOCK)
        guard descriptor >= 0 else { throw UsageError(description: "\(path): cannot open batch file (\(String(cString: strerror(errno))))") }
        defer { if descriptor != 0 { close(descriptor) } }
        var output = JSONWriter(capacity: 1 << 17)
        var lines = BatchLineSplitter()
        var chunk = [UInt8](repeating: 0, count: 1 << 16)

        // Answers already given are written even when a later line fails.
        defer { StandardOutput.write(output) }

        func emit(_ whole: BatchLineSplitter.Line) throws {
            guard !whole.isCut else {
                let problem = "the query is \(whole.length) bytes; the most is \(QueryLimits.maximumQueryBytes)"
                write(query: String(decoding: whole.bytes.prefix(QueryLimits.maximumQueryBytes), as: UTF8.self), .problem(problem), format: format, into: &output)
                return
            }
            var line = whole.bytes
            // Spaces, tabs and a carriage return around the query go; other white space is rare.
            while let first = line.first, first == 0x20 || first == 0x09 { line.removeFirst() }
            while let last = line.last, last == 0x20 || last == 0x09 || last == 0x0D { line.removeLast() }
            var query = String(decoding: line, as: UTF8.self)
            if query.unicodeScalars.first?.properties.isWhitespace == true || query.unicodeScalars.last?.properties.isWhitespace == true {
                query = query.trimmingCharacters(in: .whitespaces)
            }
            let result: Answer = query.isEmpty ? .results([]) : try answer(query)
            write(query: query, result, format: format, into: &output)
            if output.count >= 1 << 16 {
                StandardOutput.write(output)
                output.reset()
            }
        }

        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { break }
            try lines.feed(chunk[0..<count], emit)
        }
        try lines.finish(emit)
    }

    /// Refuses a batch file that is a FIFO, socket or device before opening it, so `open(2)` cannot
    /// block and a device cannot be read forever; piped queries come through standard input (`-`).
    private static func refuseSpecialFile(_ path: String) throws {
        var status = stat()
        guard path != "-", stat(path, &status) == 0 else { return }
        let kind: String
        switch status.st_mode & S_IFMT {
        case S_IFREG: return
        case S_IFDIR: kind = "a directory"
        case S_IFIFO: kind = "a FIFO (named pipe)"
        case S_IFSOCK: kind = "a socket"
        default: kind = "a device"
        }
        throw UsageError(description: "\(path): is \(kind), not a batch file; send piped queries to standard input with --batch -")
    }

    private static func write(query: String, _ answer: Answer, format: OutputFormat, into output: inout JSONWriter) {
        switch (format, answer) {
        case let (.text, .results(rows)):
            output.verbatim(rows.isEmpty ? "no results" : rows.map(ResultFormatter.text).joined(separator: " | "))
        case let (.text, .searchResults(results)):
            output.verbatim(results.isEmpty ? "no results" : results.map { ResultFormatter.text(ResultRow($0)) }.joined(separator: " | "))
        case let (.text, .problem(message)):
            output.verbatim("error: " + message)
        case let (_, .results(rows)):
            output.beginObject()
            output.key("query")
            output.string(query)
            output.key("results")
            GazetteerJSON.writeArray(rows, into: &output)
            output.endObject()
        case let (_, .searchResults(results)):
            output.beginObject()
            output.key("query")
            output.string(query)
            output.key("results")
            GazetteerJSON.writeArray(results, into: &output)
            output.endObject()
        case let (_, .problem(message)):
            output.beginObject()
            output.key("query")
            output.string(query)
            output.key("error")
            output.string(message)
            output.endObject()
        }
        output.newline()
    }
}
