@_spi(Internals) import GazetteerImport

extension ByteStream {
    /// Reads the stream to its end in chunks of `bufferSize` bytes.
    func readAll(bufferSize: Int = 1 << 20) throws -> [UInt8] {
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: bufferSize, alignment: 16)
        defer { buffer.deallocate() }
        var bytes: [UInt8] = []
        while true {
            let count = try read(into: buffer)
            if count == 0 { return bytes }
            bytes.append(contentsOf: buffer[0..<count])
        }
    }
}

/// Opens `path` and reads its single stream whole.
func readSingleStream(_ path: String, limits: DecompressionLimits = .init(), bufferSize: Int = 1 << 20) throws -> [UInt8] {
    let streams = try InputOpener.openStreams(path: path, limits: limits)
    precondition(streams.count == 1, "expected one stream, got \(streams.count)")
    return try streams[0].readAll(bufferSize: bufferSize)
}

/// The error thrown by `body`, or `nil` if it returns.
func inputError(_ body: () throws -> Void) -> InputError? {
    do {
        try body()
        return nil
    } catch let error as InputError {
        return error
    } catch {
        return nil
    }
}
