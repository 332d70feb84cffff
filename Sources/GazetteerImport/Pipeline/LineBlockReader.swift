#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Cuts a byte stream into blocks of whole lines, for parsing in parallel.
///
/// Each block ends just after a line feed (except the last) and knows the number of its first line.
/// A UTF-8 byte order mark at the start of the stream is dropped. A line longer than
/// `maximumLineLength` is cut out (its bytes are skipped up to the next line feed) and reported as
/// a `.lineTooLong` block, so memory stays bounded whatever the input.
struct LineBlockReader {
    struct Block: Sendable {
        var bytes: [UInt8]
        var firstLine: Int
        /// Compressed bytes read from the file when this block was cut (for progress).
        var sourceBytesRead: UInt64
        /// Line numbers of lines that were too long and dropped, within this block's range.
        var droppedLongLines: [Int]
    }

    let stream: ByteStream
    let blockSize: Int
    let maximumLineLength: Int
    private var carry: [UInt8] = []
    private var line = 1
    private var atStart = true
    private var skippingLongLine = false
    private var droppedLongLines: [Int] = []
    private var finished = false
    private var chunk: [UInt8]

    init(stream: ByteStream, blockSize: Int = 4 << 20, maximumLineLength: Int = 1 << 20) {
        self.stream = stream
        self.blockSize = blockSize
        self.maximumLineLength = maximumLineLength
        chunk = [UInt8](repeating: 0, count: blockSize)
    }

    /// The next block, or `nil` at the end of the stream.
    mutating func next() throws -> Block? {
        while !finished {
            let count = try chunk.withUnsafeMutableBytes { try stream.read(into: $0) }
            if count == 0 {
                finished = true
                break
            }
            var bytes = chunk[0..<count]
            if atStart {
                atStart = false
                if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
            }
            if let block = absorb(bytes) { return block }
        }
        if !carry.isEmpty || !droppedLongLines.isEmpty {
            if skippingLongLine { carry.removeAll() }
            let block = Block(bytes: carry, firstLine: line, sourceBytesRead: stream.sourceBytesRead, droppedLongLines: droppedLongLines)
            carry = []
            droppedLongLines = []
            return block
        }
        return nil
    }

    /// Adds bytes; returns a block when one is complete.
    private mutating func absorb(_ bytes: ArraySlice<UInt8>) -> Block? {
        var bytes = bytes
        if skippingLongLine {
            guard let newline = bytes.firstIndex(of: 0x0A) else { return nil }
            skippingLongLine = false
            line += 1
            bytes = bytes[(newline + 1)...]
        }
        guard let lastNewline = bytes.lastIndex(of: 0x0A) else {
            carry.append(contentsOf: bytes)
            checkLongLine()
            return nil
        }
        // Made at its size at once: grown from the carried partial line, it would be copied each doubling.
        var block: [UInt8] = []
        block.reserveCapacity(carry.count + (lastNewline + 1 - bytes.startIndex))
        block.append(contentsOf: carry)
        block.append(contentsOf: bytes[...lastNewline])
        carry = Array(bytes[(lastNewline + 1)...])
        let firstLine = line
        let (lineCount, longestLine) = Self.countLines(block)
        var dropped = droppedLongLines
        if longestLine > maximumLineLength {
            dropped += Self.dropLongLines(in: &block, firstLine: firstLine, maximum: maximumLineLength)
        }
        droppedLongLines = []
        line += lineCount
        checkLongLine()
        return Block(bytes: block, firstLine: firstLine, sourceBytesRead: stream.sourceBytesRead, droppedLongLines: dropped)
    }

    /// Line feeds in a block and the length of its longest line, in one pass over raw memory.
    private static func countLines(_ block: [UInt8]) -> (count: Int, longest: Int) {
        block.withUnsafeBufferPointer { bytes in
            guard let base = bytes.baseAddress else { return (0, 0) }
            var count = 0
            var longest = 0
            var lineStart = 0
            // `memchr` finds each line feed many bytes at a time.
            while let found = memchr(base + lineStart, 0x0A, bytes.count - lineStart) {
                let index = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                count += 1
                longest = max(longest, index - lineStart)
                lineStart = index + 1
            }
            return (count, max(longest, bytes.count - lineStart))
        }
    }

    /// Empties lines longer than the maximum inside a block (keeping the line count); returns their numbers.
    private static func dropLongLines(in block: inout [UInt8], firstLine: Int, maximum maximumLineLength: Int) -> [Int] {
        var dropped: [Int] = []
        var start = 0
        var number = firstLine
        var index = 0
        while index < block.count {
            if block[index] == 0x0A {
                if index - start > maximumLineLength {
                    block.replaceSubrange(start..<index, with: [])
                    index = start
                    dropped.append(number)
                }
                start = index + 1
                number += 1
            }
            index += 1
        }
        return dropped
    }

    /// A carried partial line past the limit is dropped; the rest of it will be skipped.
    private mutating func checkLongLine() {
        if carry.count > maximumLineLength {
            droppedLongLines.append(line)
            carry.removeAll(keepingCapacity: true)
            skippingLongLine = true
        }
    }
}
