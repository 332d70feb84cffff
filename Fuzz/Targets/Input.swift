@testable @_spi(Internals) import GazetteerImport

/// Compressed input: the input is a file as given to `gazetteer build` (plain, gzip or zip). Opening
/// it and reading every stream to the end must either succeed or throw, never crash.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    guard ScratchFile.replace(with: [UInt8](UnsafeBufferPointer(start: data, count: size))) else { return 0 }
    guard let streams = try? InputOpener.openStreams(path: ScratchFile.path) else { return 0 }
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    for stream in streams {
        _ = try? buffer.withUnsafeMutableBytes { bytes in
            while try stream.read(into: bytes) > 0 {}
        }
    }
    return 0
}
