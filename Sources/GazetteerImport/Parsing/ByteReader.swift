/// Buffered reading from a ``ByteStream``: single bytes, look-ahead, exact-size reads and the byte offset.
struct ByteReader {
    let stream: ByteStream
    private var buffer: [UInt8]
    private var position = 0
    private var end = 0
    /// Bytes dropped from the front of `buffer` so far.
    private var discarded: UInt64 = 0
    private var streamEnded = false

    /// - Parameter capacity: buffer size; look-ahead is limited to it.
    init(stream: ByteStream, capacity: Int = 1 << 18) {
        self.stream = stream
        self.buffer = [UInt8](repeating: 0, count: max(capacity, 16))
    }

    /// Offset of the next unread byte from the start of the (decompressed) stream.
    var offset: UInt64 { discarded + UInt64(position) }

    /// The stream's display name.
    var name: String { stream.name }

    /// Makes at least `count` bytes available unless the stream ends first.
    /// - Returns: the number of buffered bytes, smaller than `count` only at the end of the stream.
    mutating func fill(_ count: Int) throws -> Int {
        precondition(count <= buffer.count, "look-ahead beyond the buffer")
        if end - position >= count || streamEnded { return end - position }
        if position > 0 {
            buffer.withUnsafeMutableBytes { bytes in
                bytes.baseAddress!.copyMemory(from: bytes.baseAddress! + position, byteCount: end - position)
            }
            discarded += UInt64(position)
            end -= position
            position = 0
        }
        while end < count && !streamEnded {
            let read = try buffer.withUnsafeMutableBytes { bytes in
                try stream.read(into: UnsafeMutableRawBufferPointer(rebasing: bytes[end...]))
            }
            if read == 0 { streamEnded = true } else { end += read }
        }
        return end - position
    }

    /// Copies up to `count` buffered bytes without consuming them.
    mutating func peek(_ count: Int) throws -> [UInt8] {
        let available = try fill(count)
        return Array(buffer[position..<position + min(available, count)])
    }

    /// Returns the next byte, or `nil` at the end of the stream.
    @inline(__always)
    mutating func next() throws -> UInt8? {
        if position < end {
            let byte = buffer[position]
            position += 1
            return byte
        }
        return try refillAndNext()
    }

    /// Returns the next byte without consuming it, or `nil` at the end of the stream.
    mutating func peekByte() throws -> UInt8? {
        if position < end { return buffer[position] }
        return try fill(1) > 0 ? buffer[position] : nil
    }

    private mutating func refillAndNext() throws -> UInt8? {
        guard try fill(1) > 0 else { return nil }
        let byte = buffer[position]
        position += 1
        return byte
    }

    /// Reads `count` bytes into a new array.
    /// - Returns: the bytes, fewer than `count` only when the stream ends first.
    mutating func read(_ count: Int) throws -> [UInt8] {
        if count <= 0 { return [] }
        var result = [UInt8](repeating: 0, count: count)
        let fromBuffer = min(count, end - position)
        result.withUnsafeMutableBytes { out in
            buffer.withUnsafeBytes { bytes in
                out.baseAddress!.copyMemory(from: bytes.baseAddress! + position, byteCount: fromBuffer)
            }
        }
        position += fromBuffer
        var filled = fromBuffer
        while filled < count && !streamEnded {
            let read = try result.withUnsafeMutableBytes { out in
                try stream.read(into: UnsafeMutableRawBufferPointer(rebasing: out[filled...]))
            }
            if read == 0 { streamEnded = true } else { filled += read }
        }
        discarded += UInt64(filled - fromBuffer)
        if filled < count { result.removeSubrange(filled...) }
        return result
    }
}
