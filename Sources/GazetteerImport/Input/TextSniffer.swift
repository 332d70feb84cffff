/// Recognizes text that is not what the importers read, from its first (decompressed) bytes, so
/// the error names the problem instead of every row being skipped.
enum TextSniffer {
    /// How many leading bytes are looked at: 64 KiB.
    static let headLength = 64 << 10

    /// Refuses UTF-16 and UTF-32 text (with or without a byte order mark) and NUL-filled files.
    ///
    /// - Parameters:
    ///   - head: the first bytes of the data, up to ``headLength``.
    ///   - wholeFile: whether `head` is all of the data.
    /// - Throws: ``InputError/unsupportedTextEncoding(path:encoding:)`` or ``InputError/onlyNulBytes(path:count:wholeFile:)``.
    /// - Complexity: O(`head.count`).
    static func checkEncoding(_ head: [UInt8], wholeFile: Bool, path: String) throws(InputError) {
        if let encoding = wideEncoding(head) { throw .unsupportedTextEncoding(path: path, encoding: encoding) }
        if !head.isEmpty, head.allSatisfy({ $0 == 0 }) {
            throw .onlyNulBytes(path: path, count: head.count, wholeFile: wholeFile)
        }
    }

    /// Refuses text whose lines end with a carriage return alone: no line feed in `head`, and at
    /// least two carriage returns (one could end a first line longer than `head`).
    static func checkLineEnds(_ head: [UInt8], path: String) throws(InputError) {
        guard !head.contains(0x0A), head.lazy.filter({ $0 == 0x0D }).count >= 2 else { return }
        throw .carriageReturnLineEnds(path: path)
    }

    /// "UTF-16LE", "UTF-32BE"… when the bytes are such text, else `nil`.
    ///
    /// With a byte order mark that decides; without one, text in the Latin range shows as NUL in
    /// every second (or three of every four) bytes, which UTF-8 text never holds.
    static func wideEncoding(_ head: [UInt8]) -> String? {
        if head.starts(with: [0xFF, 0xFE, 0x00, 0x00]) { return "UTF-32LE" }
        if head.starts(with: [0x00, 0x00, 0xFE, 0xFF]) { return "UTF-32BE" }
        if head.starts(with: [0xFF, 0xFE]) { return "UTF-16LE" }
        if head.starts(with: [0xFE, 0xFF]) { return "UTF-16BE" }
        let sample = head.prefix(4096)
        guard sample.count >= 16 else { return nil }
        var zeros = [0, 0, 0, 0]
        for (index, byte) in sample.enumerated() where byte == 0 { zeros[index % 4] += 1 }
        let quarter = sample.count / 4
        func mostly(_ count: Int) -> Bool { count * 2 >= quarter }
        func rarely(_ count: Int) -> Bool { count * 20 <= quarter }
        if mostly(zeros[2]), mostly(zeros[3]), rarely(zeros[0]) { return "UTF-32LE" }
        if mostly(zeros[0]), mostly(zeros[1]), rarely(zeros[3]) { return "UTF-32BE" }
        if mostly(zeros[1]), mostly(zeros[3]), rarely(zeros[0]), rarely(zeros[2]) { return "UTF-16LE" }
        if mostly(zeros[0]), mostly(zeros[2]), rarely(zeros[1]), rarely(zeros[3]) { return "UTF-16BE" }
        return nil
    }
}
