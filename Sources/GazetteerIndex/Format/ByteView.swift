/// A bounds-checked, read-only window on mapped bytes.
///
/// Every load checks its range: an offset read from a damaged file yields zero or an empty
/// slice, never an out-of-bounds access. Loads are unaligned and little-endian.
struct ByteView: @unchecked Sendable {
    let base: UnsafeRawPointer?
    let count: Int

    static let empty = ByteView(base: nil, count: 0)

    @inline(__always)
    func contains(_ offset: Int, _ length: Int) -> Bool {
        offset >= 0 && length >= 0 && offset <= count &- length
    }

    @inline(__always)
    func u8(_ offset: Int) -> UInt8 {
        guard let base, offset >= 0, offset < count else { return 0 }
        return base.load(fromByteOffset: offset, as: UInt8.self)
    }

    @inline(__always)
    func u16(_ offset: Int) -> UInt16 {
        guard let base, contains(offset, 2) else { return 0 }
        return UInt16(littleEndian: base.loadUnaligned(fromByteOffset: offset, as: UInt16.self))
    }

    @inline(__always)
    func u32(_ offset: Int) -> UInt32 {
        guard let base, contains(offset, 4) else { return 0 }
        return UInt32(littleEndian: base.loadUnaligned(fromByteOffset: offset, as: UInt32.self))
    }

    @inline(__always)
    func i32(_ offset: Int) -> Int32 { Int32(bitPattern: u32(offset)) }

    @inline(__always)
    func u64(_ offset: Int) -> UInt64 {
        guard let base, contains(offset, 8) else { return 0 }
        return UInt64(littleEndian: base.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
    }

    /// The sub-view `offset..<offset+length`, or an empty view when out of range.
    func slice(_ offset: Int, _ length: Int) -> ByteView {
        guard let base, contains(offset, length) else { return .empty }
        return ByteView(base: base + offset, count: length)
    }

    /// The bytes as a raw buffer (for checksums and string decoding).
    var buffer: UnsafeRawBufferPointer { UnsafeRawBufferPointer(start: base, count: count) }

    /// Decodes a UTF-8 string; invalid bytes become U+FFFD.
    func string(_ offset: Int, _ length: Int) -> String {
        let part = slice(offset, length)
        guard part.count > 0 else { return "" }
        return String(decoding: part.buffer, as: UTF8.self)
    }

    /// Reads a LEB128 varint at `offset`; returns the value and the bytes it took (0 when malformed).
    @inline(__always)
    func varint(_ offset: Int) -> (value: Int, size: Int) {
        var value = 0
        var shift = 0
        var position = offset
        while shift < 35 {
            guard position >= 0, position < count, let base else { return (0, 0) }
            let byte = base.load(fromByteOffset: position, as: UInt8.self)
            value |= Int(byte & 0x7F) << shift
            position += 1
            if byte & 0x80 == 0 { return (value, position - offset) }
            shift += 7
        }
        return (0, 0)
    }

    /// Compares the bytes at `offset..<offset+length` with `key` as unsigned bytes.
    @inline(__always)
    func compare(_ offset: Int, _ length: Int, with key: UnsafeBufferPointer<UInt8>) -> Int {
        let part = slice(offset, length)
        let common = min(part.count, key.count)
        if common > 0, let base = part.base, let keyBase = key.baseAddress {
            let result = memcmpBytes(base, keyBase, common)
            if result != 0 { return result }
        }
        return part.count == key.count ? 0 : (part.count < key.count ? -1 : 1)
    }
}

@inline(__always)
private func memcmpBytes(_ lhs: UnsafeRawPointer, _ rhs: UnsafePointer<UInt8>, _ count: Int) -> Int {
    var index = 0
    while index < count {
        let left = lhs.load(fromByteOffset: index, as: UInt8.self)
        let right = rhs[index]
        if left != right { return left < right ? -1 : 1 }
        index += 1
    }
    return 0
}
