@_spi(Internals) import GazetteerImport

/// Reads the decompressed lines of a file (plain, gzip or zip), one buffer at a time.
public enum LineReader {
    /// Calls `body` with every line, without its line feed; stops early when `body` returns false.
    ///
    /// - Throws: whatever the decompression layer throws.
    public static func forEachLine(
        path: String, _ body: (UnsafeBufferPointer<UInt8>) throws -> Bool
    ) throws {
        let chunkSize = 1 << 20
        var buffer = [UInt8](repeating: 0, count: chunkSize)
        var carry: [UInt8] = []
        for stream in try InputOpener.openStreams(path: path) {
            while true {
                let read = try buffer.withUnsafeMutableBytes { try stream.read(into: $0) }
                if read == 0 { break }
                let keepGoing: Bool = try buffer.withUnsafeBufferPointer { chunk in
                    var start = 0
                    for index in 0..<read where chunk[index] == 0x0A {
                        if carry.isEmpty {
                            if try !body(UnsafeBufferPointer(rebasing: chunk[start..<index])) { return false }
                        } else {
                            carry.append(contentsOf: chunk[start..<index])
                            if try !carry.withUnsafeBufferPointer(body) { return false }
                            carry.removeAll(keepingCapacity: true)
                        }
                        start = index + 1
                    }
                    carry.append(contentsOf: chunk[start..<read])
                    return true
                }
                if !keepGoing { return }
            }
            if !carry.isEmpty {
                if try !carry.withUnsafeBufferPointer(body) { return }
                carry.removeAll(keepingCapacity: true)
            }
        }
    }

    /// The whole decompressed file as one byte array with line feeds kept.
    public static func readAll(path: String) throws -> [UInt8] {
        var bytes: [UInt8] = []
        try forEachLine(path: path) { line in
            bytes.append(contentsOf: line)
            bytes.append(0x0A)
            return true
        }
        return bytes
    }
}
