/// Calls a closure with each line of a stream, read in chunks: the one line splitter of the side
/// files (names by language, geonameid scans), which can be far larger than memory should hold.
enum LineReader {
    /// Calls `body` with each non-empty line (ending LF, CR LF or CR), without its line end.
    /// - Throws: ``InputError`` when the stream cannot be read.
    /// - Complexity: O(n) in the stream.
    static func forEachLine(_ stream: ByteStream, _ body: (ArraySlice<UInt8>) throws -> Void) throws {
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        var carry: [UInt8] = []
        while true {
            let count = try buffer.withUnsafeMutableBytes { try stream.read(into: $0) }
            if count == 0 { break }
            var start = 0
            for index in 0..<count where buffer[index] == 0x0A || buffer[index] == 0x0D {
                if carry.isEmpty {
                    if index > start { try body(buffer[start..<index]) }
                } else {
                    carry += buffer[start..<index]
                    try body(carry[...])
                    carry.removeAll(keepingCapacity: true)
                }
                start = index + 1
            }
            carry += buffer[start..<count]
        }
        if !carry.isEmpty { try body(carry[...]) }
    }
}
