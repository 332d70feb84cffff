#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import GazetteerIndex

/// A temporary file mapped into memory chunk by chunk: storage for arrays that may outgrow memory.
///
/// The file is created in `directory` without a name (``SpillFile``), so it disappears with the process
/// however the process ends. Chunks are mapped on first use and the file grows to cover them: sparsely (pages never
/// written read as zero and take no disk space), or with the disk space allocated up front when
/// `allocatesDisk` is set, so that a full disk is an error here rather than a fault on a later write.
/// Pages belong to the kernel's page cache, which writes them out and drops them under memory pressure.
///
/// This type owns every pointer into the mapping; the stores built on it check their indices.
final class MappedTemporaryFile: @unchecked Sendable {
    let chunkBytes: Int
    let directory: String
    private let allocatesDisk: Bool
    private let descriptor: Int32
    private var chunks: [UnsafeMutableRawPointer?] = []
    private var fileSize = 0

    /// - Parameters:
    ///   - directory: where the file is created.
    ///   - chunkBytes: bytes per mapped chunk, a multiple of the page size.
    ///   - allocatesDisk: reserve disk space when the file grows (for stores filled front to back).
    /// - Throws: ``OSMError/temporaryStorage(directory:reason:)``.
    init(directory: String, chunkBytes: Int, allocatesDisk: Bool) throws(OSMError) {
        precondition(chunkBytes > 0 && chunkBytes % Int(getpagesize()) == 0, "chunks are whole pages")
        self.directory = directory
        self.chunkBytes = chunkBytes
        self.allocatesDisk = allocatesDisk
        let created = SpillFile.create(in: directory)
        guard created.descriptor >= 0 else { throw .temporaryStorage(directory: directory, reason: Self.message(created.error)) }
        self.descriptor = created.descriptor
    }

    deinit {
        for case let chunk? in chunks { munmap(chunk, chunkBytes) }
        close(descriptor)
    }

    /// The chunk `index`, mapped if needed. A sparse file grows to cover it; a file that allocates its disk
    /// space must first be grown with ``allocate(through:)`` over every byte that will be touched.
    ///
    /// - Throws: ``OSMError/temporaryStorage(directory:reason:)`` when the file cannot grow or be mapped.
    func chunk(_ index: Int) throws(OSMError) -> UnsafeMutableRawPointer {
        if index < chunks.count, let chunk = chunks[index] { return chunk }
        let (end, overflow) = (index + 1).multipliedReportingOverflow(by: chunkBytes)
        guard index >= 0, !overflow else { throw .temporaryStorage(directory: directory, reason: "offset out of range") }
        if !allocatesDisk && end > fileSize {
            guard ftruncate(descriptor, off_t(end)) == 0 else { throw .temporaryStorage(directory: directory, reason: Self.message(errno)) }
            fileSize = end
        }
        let mapped = mmap(nil, chunkBytes, PROT_READ | PROT_WRITE, MAP_SHARED, descriptor, off_t(index * chunkBytes))
        guard let mapped, mapped != MAP_FAILED else { throw .temporaryStorage(directory: directory, reason: Self.message(errno)) }
        if chunks.count <= index { chunks += Array(repeating: nil, count: index + 1 - chunks.count) }
        chunks[index] = mapped
        return mapped
    }

    /// Lets the process go of every mapped page (`MADV_DONTNEED`): the pages stay in the page cache and
    /// the file (written ones are not lost), and the next access maps them again. O(chunks mapped).
    ///
    /// - Precondition: no other thread reads or writes the mapping meanwhile.
    func releasePages() {
        for case let chunk? in chunks { madvise(chunk, chunkBytes, MADV_DONTNEED) }
    }

    /// Makes the file at least `end` bytes long, with its disk space allocated, growing it by half its size
    /// at a time (at least 1 MiB), so that small stores stay small and large ones grow in few steps.
    ///
    /// - Returns: the file's size now, at least `end`.
    /// - Throws: ``OSMError/temporaryStorage(directory:reason:)``, for example when the disk is full.
    func allocate(through end: Int) throws(OSMError) -> Int {
        guard end > fileSize else { return fileSize }
        let page = Int(getpagesize())
        var target = max(end, fileSize + max(fileSize / 2, 1 << 20))
        target = (target + page - 1) / page * page
        let result = allocatesDisk ? SpillFile.allocate(descriptor, from: fileSize, to: target) : (ftruncate(descriptor, off_t(target)) == 0 ? 0 : errno)
        guard result == 0 else { throw .temporaryStorage(directory: directory, reason: Self.message(result)) }
        fileSize = target
        return fileSize
    }


    private static func message(_ code: Int32) -> String {
        String(cString: strerror(code))
    }
}
