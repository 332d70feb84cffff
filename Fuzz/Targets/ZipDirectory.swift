@testable @_spi(Internals) import GazetteerImport

/// Zip central directories: the input is a zip archive as given to `gazetteer build`. It is opened
/// through ``InputOpener/openStreams(path:limits:)`` with tight expansion limits and every member
/// is read to the end. It must end in streams or an error, never a crash or a hang; and however
/// the directory points its entries (at one member, into each other, past the end), the bytes
/// produced may not exceed the limit against the archive's size.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzZipDirectory(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    guard ScratchFile.replace(with: [UInt8](UnsafeBufferPointer(start: data, count: size))) else { return 0 }
    let limits = DecompressionLimits(maxExpansionRatio: 50, ratioGraceBytes: 1 << 20)
    guard let streams = try? InputOpener.openStreams(path: ScratchFile.path, limits: limits) else { return 0 }
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    var produced = 0
    for stream in streams {
        _ = try? buffer.withUnsafeMutableBytes { bytes in
            while true {
                let count = try stream.read(into: bytes)
                if count == 0 { break }
                produced += count
            }
        }
    }
    let allowed = max(Int(limits.ratioGraceBytes), Int(limits.maxExpansionRatio) * max(size, 1)) + buffer.count
    if produced > allowed {
        fatalError("\(streams.count) members of a \(size)-byte archive produced \(produced) bytes, past the limit \(allowed)")
    }
    return 0
}
