#if canImport(GazetteerImport)
@_spi(Internals) import GazetteerImport
#endif
// (The fuzzing harness compiles this file into the importer's own module, where there is nothing to import.)

/// A ``ByteStream`` over bytes in memory, handed out in reads of at most `chunk` bytes so that
/// readers cross their buffer boundaries.
package final class MemoryByteStream: ByteStream {
    package let name: String
    private let bytes: [UInt8]
    private let chunk: Int
    private var position = 0

    package init(_ bytes: [UInt8], chunk: Int = 4096, name: String = "memory-input") {
        self.bytes = bytes
        self.chunk = max(1, chunk)
        self.name = name
    }

    package var sourceBytesRead: UInt64 { UInt64(position) }
    package var sourceSize: UInt64 { UInt64(bytes.count) }

    package func read(into buffer: UnsafeMutableRawBufferPointer) throws -> Int {
        let count = min(buffer.count, chunk, bytes.count - position)
        guard count > 0 else { return 0 }
        bytes.withUnsafeBytes { source in
            buffer.baseAddress!.copyMemory(from: source.baseAddress! + position, byteCount: count)
        }
        position += count
        return count
    }
}
