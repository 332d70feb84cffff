#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The memory this process holds, for build reports.
package enum ResidentMemory {
    /// The resident set size now, from `/proc/self/statm`; `nil` where there is none.
    package static func currentBytes() -> Int? {
        current()?.resident
    }

    /// The resident set size now and the part of it backed by files (mapped files, spill files),
    /// from `/proc/self/statm`; `nil` where there is none.
    package static func current() -> (resident: Int, fileBacked: Int)? {
        let descriptor = open("/proc/self/statm", O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var buffer = [UInt8](repeating: 0, count: 128)
        let length = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, 127) }
        guard length > 0 else { return nil }
        // Fields: total size, resident size, shared (file-backed) resident size, … in pages.
        var fields: [Int] = []
        var value = 0
        for byte in buffer.prefix(length) {
            if byte >= 0x30 && byte <= 0x39 {
                value = value * 10 + Int(byte - 0x30)
            } else {
                fields.append(value)
                value = 0
                if fields.count == 3 { break }
            }
        }
        guard fields.count == 3 else { return nil }
        let page = Int(sysconf(Int32(_SC_PAGESIZE)))
        return (fields[1] * page, fields[2] * page)
    }

    /// The largest resident set size this process has had, from `getrusage`.
    package static func peakBytes() -> Int {
        var usage = rusage()
        #if canImport(Darwin)
        getrusage(RUSAGE_SELF, &usage)
        return Int(usage.ru_maxrss)
        #else
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return Int(usage.ru_maxrss) * 1024
        #endif
    }
}

extension ResidentMemory {
    /// Gives the memory the allocator holds free back to the system (glibc keeps what worker
    /// threads freed in their arenas); called between the stages of a build. O(heap size).
    package static func releaseFreed() {
        #if canImport(Glibc)
        _ = mallocTrim(0)
        #endif
    }
}

#if canImport(Glibc)
/// glibc's `malloc_trim` (declared in `malloc.h`, which the Glibc module leaves out).
@_silgen_name("malloc_trim")
private func mallocTrim(_ pad: Int) -> Int32
#endif
