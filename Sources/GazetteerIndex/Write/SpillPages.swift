#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Letting go of the pages of spilled lists that a pass has gone past, so that the process's
/// resident size follows what a stage is working on rather than everything it has read.
enum SpillPages {
    static let pageSize = Int(sysconf(Int32(_SC_PAGESIZE)))

    /// Lets go of the whole pages within `bytes` bytes from `start`, in a spilled list's mapping
    /// (never memory of the process's own: the pages' contents would be lost). They stay in the
    /// page cache and the file, and a later read maps them again.
    static func release(_ start: UnsafeRawPointer, bytes: Int) {
        let page = pageSize
        let first = (Int(bitPattern: start) + page - 1) & ~(page - 1)
        let end = (Int(bitPattern: start) + bytes) & ~(page - 1)
        guard end > first else { return }
        madvise(UnsafeMutableRawPointer(bitPattern: first), end - first, MADV_DONTNEED)
    }
}

/// Lets go of a spilled list's pages behind a front-to-back pass, a step at a time.
struct ReleaseBehind {
    private let start: UnsafeRawPointer?
    private let stride: Int
    private let stepBytes: Int
    /// Bytes from the start already let go of (whole pages, and the mapping starts on a page).
    private var releasedBytes = 0

    /// How far a pass goes, by default, between two releases.
    static let defaultStepBytes = 8 << 20

    /// A pass over `buffer`, the elements of a list that is spilled when `isSpilled` (otherwise
    /// nothing is ever released); pages go every `stepBytes` of progress.
    init<Element>(_ buffer: UnsafeBufferPointer<Element>, isSpilled: Bool, stepBytes: Int = defaultStepBytes) {
        start = isSpilled ? buffer.baseAddress.map(UnsafeRawPointer.init) : nil
        stride = MemoryLayout<Element>.stride
        self.stepBytes = stepBytes
    }

    /// The pass has read or written everything before element `index`.
    @inline(__always)
    mutating func passed(_ index: Int) {
        guard let start, index * stride - releasedBytes >= stepBytes else { return }
        let end = index * stride & ~(SpillPages.pageSize - 1)
        SpillPages.release(start + releasedBytes, bytes: end - releasedBytes)
        releasedBytes = end
    }
}
