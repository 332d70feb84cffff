// Inflates every zlib blob of an OpenStreetMap PBF file with zlib (`uncompress`) or libdeflate
// (`libdeflate_zlib_decompress`), the two whole-buffer inflaters the PBF reader could use, and prints the
// blob count, the bytes in and out, and the seconds spent inflating (file reading and framing excluded).
//
// Build (from the repository root; the module maps are the package's own):
//   swiftc -O -I Sources/CZlib -I Sources/CLibdeflate Benchmarks/inflate_blobs.swift -o Benchmarks/work/inflate-blobs
// Run:
//   Benchmarks/work/inflate-blobs zlib|libdeflate FILE.osm.pbf [ROUNDS]
//   valgrind --tool=callgrind Benchmarks/work/inflate-blobs libdeflate FILE.osm.pbf
import CLibdeflate
import CZlib
import Foundation

/// The varint at `offset`, and the offset after it.
func varint(_ bytes: [UInt8], _ offset: Int) -> (UInt64, Int) {
    var value: UInt64 = 0
    var shift: UInt64 = 0
    var at = offset
    while true {
        let byte = bytes[at]
        at += 1
        value |= UInt64(byte & 0x7F) << shift
        if byte < 0x80 { return (value, at) }
        shift += 7
    }
}

/// The varint and length-delimited fields of one protobuf message, by number (the last one wins).
func fields(_ bytes: [UInt8]) -> (varints: [Int: UInt64], data: [Int: Range<Int>]) {
    var varints: [Int: UInt64] = [:]
    var data: [Int: Range<Int>] = [:]
    var at = 0
    while at < bytes.count {
        let (key, next) = varint(bytes, at)
        at = next
        switch key & 7 {
        case 0: (varints[Int(key >> 3)], at) = varint(bytes, at)
        case 2:
            let (length, start) = varint(bytes, at)
            data[Int(key >> 3)] = start..<start + Int(length)
            at = start + Int(length)
        case 1: at += 8
        case 5: at += 4
        default: fatalError("unexpected wire type in \(key)")
        }
    }
    return (varints, data)
}

/// Every zlib blob of a PBF file: its compressed bytes and raw_size.
func zlibBlobs(_ file: [UInt8]) -> [(data: [UInt8], rawSize: Int)] {
    var blobs: [(data: [UInt8], rawSize: Int)] = []
    var at = 0
    while at + 4 <= file.count {
        let headerLength = file[at..<at + 4].reduce(0) { $0 << 8 | Int($1) }
        let header = fields(Array(file[at + 4..<at + 4 + headerLength]))
        let blobStart = at + 4 + headerLength
        let blobEnd = blobStart + Int(header.varints[3]!)
        let blob = Array(file[blobStart..<blobEnd])
        let parts = fields(blob)
        if let zlib = parts.data[3], let rawSize = parts.varints[2] {
            blobs.append((Array(blob[zlib]), Int(rawSize)))
        }
        at = blobEnd
    }
    return blobs
}

/// Inflates `data` into `output`, which has room for exactly the declared size plus one byte, as the reader does.
func inflate(_ method: String, _ data: [UInt8], into output: UnsafeMutableRawBufferPointer) -> Int {
    switch method {
    case "zlib":
        var length = uLongf(output.count)
        let status = uncompress(output.baseAddress!.assumingMemoryBound(to: Bytef.self), &length, data, uLong(data.count))
        precondition(status == Z_OK, "zlib: \(status)")
        return Int(length)
    case "libdeflate":
        // One decompressor per blob, as a blob decoded on any worker thread would use.
        let decompressor = libdeflate_alloc_decompressor()!
        defer { libdeflate_free_decompressor(decompressor) }
        var produced = 0
        let status = libdeflate_zlib_decompress(decompressor, data, data.count, output.baseAddress, output.count, &produced)
        precondition(status == LIBDEFLATE_SUCCESS, "libdeflate: \(status)")
        return produced
    default:
        fatalError("method is zlib or libdeflate")
    }
}

let arguments = CommandLine.arguments
guard arguments.count >= 3 else {
    FileHandle.standardError.write("usage: inflate-blobs zlib|libdeflate FILE.osm.pbf [ROUNDS]\n".data(using: .utf8)!)
    exit(64)
}
let blobs = zlibBlobs([UInt8](FileManager.default.contents(atPath: arguments[2])!))
let rounds = arguments.count > 3 ? Int(arguments[3])! : 1
let output = UnsafeMutableRawBufferPointer.allocate(byteCount: 32 << 20 + 1, alignment: 16)
var inflated = 0
let start = DispatchTime.now().uptimeNanoseconds
for _ in 0..<rounds {
    for blob in blobs {
        let produced = inflate(arguments[1], blob.data, into: UnsafeMutableRawBufferPointer(rebasing: output[0...blob.rawSize]))
        precondition(produced == blob.rawSize)
        inflated += produced
    }
}
let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
let compressed = blobs.reduce(0) { $0 + $1.data.count }
print("\(arguments[1]): \(blobs.count) blobs × \(rounds), \(compressed * rounds) → \(inflated) bytes, "
    + String(format: "%.3f s, %.0f MB/s out", seconds, Double(inflated) / seconds / 1e6))
