@testable @_spi(Internals) import GazetteerImport

/// PBF blob inflation: the input is one serialized `Blob`. ``PBFBlobDecoder/withData(_:_:)`` must
/// hand over exactly the announced `raw_size` bytes (or the raw data) or throw, never crash or
/// allocate for a `raw_size` its compressed data cannot hold; ``PBFBlobDecoder/inflatedSize(of:)``,
/// which the importer's expansion budget counts, must agree with what was handed over.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPBFBlob(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let blob = [UInt8](UnsafeBufferPointer(start: data, count: size))
    let counted = try? PBFBlobDecoder.inflatedSize(of: blob)
    guard let handed = try? PBFBlobDecoder.withData(blob, { $0.count }) else { return 0 }
    if handed != counted {
        fatalError("the blob handed over \(handed) bytes, but the budget counted \(String(describing: counted))")
    }
    if handed > PBFLimits.maxInflationRatio * size + 64 {
        fatalError("\(size) bytes of blob inflated to \(handed)")
    }
    return 0
}
