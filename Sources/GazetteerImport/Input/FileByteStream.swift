/// The bytes of an uncompressed file, read in large chunks.
///
/// A caller buffer of at least ``chunkSize`` is filled straight from the file; smaller reads are
/// served from an internal buffer of that size, so the file is always read in large chunks.
final class FileByteStream: ByteStream {
    /// Size of one read from the file: 1 MiB.
    static let chunkSize = 1 << 20

    let name: String
    var sourceSize: UInt64 { file.size }
    private(set) var sourceBytesRead: UInt64 = 0

    private let file: SourceFile
    private var chunk: UnsafeMutableRawBufferPointer?
    private var chunkStart = 0
    private var chunkEnd = 0

    /// Creates a stream over the whole of `file`.
    init(file: SourceFile) {
        self.file = file
        self.name = file.path
        file.adviseSequentialReading()
    }

    deinit {
        chunk?.deallocate()
    }

    func read(into buffer: UnsafeMutableRawBufferPointer) throws(InputError) -> Int {
        guard buffer.count > 0 else { return 0 }
        if chunkStart == chunkEnd {
            if buffer.count >= Self.chunkSize {
                let count = try file.read(into: buffer, at: sourceBytesRead)
                sourceBytesRead += UInt64(count)
                return count
            }
            try refillChunk()
        }
        let count = min(buffer.count, chunkEnd - chunkStart)
        if let chunk, let base = buffer.baseAddress, count > 0 {
            base.copyMemory(from: chunk.baseAddress! + chunkStart, byteCount: count)
        }
        chunkStart += count
        return count
    }

    private func refillChunk() throws(InputError) {
        let chunk = self.chunk ?? .allocate(byteCount: Self.chunkSize, alignment: 16)
        self.chunk = chunk
        let count = try file.read(into: chunk, at: sourceBytesRead)
        sourceBytesRead += UInt64(count)
        chunkStart = 0
        chunkEnd = count
    }
}
