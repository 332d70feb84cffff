import CZlib

/// zlib compression for building test inputs: gzip members, raw deflate data and CRC-32s.
public enum Compression {
    /// One gzip member holding `input`.
    public static func gzip(_ input: [UInt8], level: Int32 = 6) -> [UInt8] {
        deflate(input, windowBits: 15 + 16, level: level)
    }

    /// A zlib stream (RFC 1950) holding `input`, as in a PBF blob's `zlib_data`.
    public static func zlib(_ input: [UInt8], level: Int32 = 6) -> [UInt8] {
        deflate(input, windowBits: 15, level: level)
    }

    /// Raw deflate data (no header or trailer), as stored in a zip member.
    public static func rawDeflate(_ input: [UInt8], level: Int32 = 6) -> [UInt8] {
        deflate(input, windowBits: -15, level: level)
    }

    /// CRC-32 of `input`, as recorded by gzip and zip.
    public static func crc32(_ input: [UInt8]) -> UInt32 {
        let value = input.withUnsafeBufferPointer { crc32_z(0, $0.baseAddress, $0.count) }
        return UInt32(truncatingIfNeeded: value)
    }

    private static func deflate(_ input: [UInt8], windowBits: Int32, level: Int32) -> [UInt8] {
        let stream = UnsafeMutablePointer<z_stream>.allocate(capacity: 1)
        stream.initialize(to: z_stream())
        defer {
            deflateEnd(stream)
            stream.deinitialize(count: 1)
            stream.deallocate()
        }
        let started = deflateInit2_(
            stream, level, Z_DEFLATED, windowBits, 8, Z_DEFAULT_STRATEGY,
            zlibVersion(), Int32(MemoryLayout<z_stream>.size))
        precondition(started == Z_OK, "deflateInit2_ failed: \(started)")
        var output = [UInt8](repeating: 0, count: Int(deflateBound(stream, uLong(input.count))) + 64)
        let written = input.withUnsafeBufferPointer { source in
            output.withUnsafeMutableBufferPointer { target in
                stream.pointee.next_in = UnsafeMutablePointer(mutating: source.baseAddress)
                stream.pointee.avail_in = uInt(source.count)
                stream.pointee.next_out = target.baseAddress
                stream.pointee.avail_out = uInt(target.count)
                let code = CZlib.deflate(stream, Z_FINISH)
                precondition(code == Z_STREAM_END, "deflate did not finish: \(code)")
                return target.count - Int(stream.pointee.avail_out)
            }
        }
        return Array(output.prefix(written))
    }
}
