/// A ``ByteStream`` over bytes in memory, handed out in reads of at most `chunk` bytes so that
/// readers cross their buffer boundaries.
final class MemoryByteStream: ByteStream {
    let name = "fuzz-input"
    private let bytes: [UInt8]
    private let chunk: Int
    private var position = 0

    init(_ bytes: [UInt8], chunk: Int = 4096) {
        self.bytes = bytes
        self.chunk = max(1, chunk)
    }

    var sourceBytesRead: UInt64 { UInt64(position) }
    var sourceSize: UInt64 { UInt64(bytes.count) }

    func read(into buffer: UnsafeMutableRawBufferPointer) throws -> Int {
        let count = min(buffer.count, chunk, bytes.count - position)
        guard count > 0 else { return 0 }
        bytes.withUnsafeBytes { source in
            buffer.baseAddress!.copyMemory(from: source.baseAddress! + position, byteCount: count)
        }
        position += count
        return count
    }
}
