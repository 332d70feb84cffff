/// Little-endian serialization into a growing byte array.
struct ByteWriter {
    var bytes: [UInt8] = []

    init(capacity: Int = 0) {
        bytes.reserveCapacity(capacity)
    }

    var count: Int { bytes.count }

    @inline(__always)
    mutating func u16(_ value: UInt16) {
        bytes.append(UInt8(truncatingIfNeeded: value))
        bytes.append(UInt8(truncatingIfNeeded: value >> 8))
    }

    @inline(__always)
    mutating func u32(_ value: UInt32) {
        bytes.append(UInt8(truncatingIfNeeded: value))
        bytes.append(UInt8(truncatingIfNeeded: value >> 8))
        bytes.append(UInt8(truncatingIfNeeded: value >> 16))
        bytes.append(UInt8(truncatingIfNeeded: value >> 24))
    }

    @inline(__always)
    mutating func u64(_ value: UInt64) {
        u32(UInt32(truncatingIfNeeded: value))
        u32(UInt32(truncatingIfNeeded: value >> 32))
    }
}

/// Builds a section of `count` fixed-size entries directly in its final byte array.
///
/// `fill` receives the entry number and a writer for that entry's bytes (zeroed beforehand).
@inline(__always)
func fixedWidthSection(count: Int, stride: Int, _ fill: (Int, EntryWriter) -> Void) -> [UInt8] {
    [UInt8](unsafeUninitializedCapacity: count * stride) { buffer, initialized in
        let raw = UnsafeMutableRawBufferPointer(buffer)
        raw.initializeMemory(as: UInt8.self, repeating: 0)
        for index in 0..<count {
            fill(index, EntryWriter(base: raw.baseAddress! + index * stride))
        }
        initialized = count * stride
    }
}

/// Stores into one entry of a ``fixedWidthSection(count:stride:_:)`` through its layout's fields.
struct EntryWriter {
    let base: UnsafeMutableRawPointer
}
