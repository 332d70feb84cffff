#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Byte strings compared as unsigned bytes (`memcmp`): the order the word dictionary is sorted in,
/// and the equality of keys and names; and searched for a byte (`memchr`), where parsers split
/// rows and lists.
package enum ByteOrder {
    /// Negative when `a` comes first, 0 when they are equal. O(common length).
    @inline(__always)
    static func compare(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Int32 {
        let common = min(a.count, b.count)
        if common > 0, let first = a.baseAddress, let second = b.baseAddress {
            let result = memcmp(first, second, common)
            if result != 0 { return result }
        }
        return a.count == b.count ? 0 : (a.count < b.count ? -1 : 1)
    }

    /// Whether `a` and `b` hold the same bytes. O(length).
    @inline(__always)
    static func equal(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Bool {
        a.count == b.count && (a.isEmpty || memcmp(a.baseAddress!, b.baseAddress!, a.count) == 0)
    }

    /// Whether `bytes` holds `byte` (`memchr`, many bytes at a time). O(length).
    @inline(__always)
    package static func contains(_ bytes: UnsafeBufferPointer<UInt8>, _ byte: UInt8) -> Bool {
        firstIndex(of: byte, in: bytes, from: 0) != nil
    }

    /// The position of the first `byte` in `bytes` at `start` or after (`memchr`, many bytes at a
    /// time); `nil` when there is none. O(length − start).
    @inline(__always)
    package static func firstIndex(of byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        guard let base = bytes.baseAddress, start < bytes.count else { return nil }
        let rest = UnsafeRawPointer(base + start)
        guard let found = memchr(rest, Int32(byte), bytes.count - start) else { return nil }
        return start + rest.distance(to: UnsafeRawPointer(found))
    }
}
