import Testing
@_spi(Internals) import GazetteerImport
import GazetteerTestSupport

@Suite("Gzip input")
struct GzipInputTests {
    @Test("a gzip file decompresses to the original bytes with small and large buffers", arguments: [1, 4096, 1 << 20])
    func gzipRoundTrips(bufferSize: Int) throws {
        let directory = try TemporaryDirectory()
        let rows = SampleText.rows(bufferSize == 1 ? 2_000 : 60_000)
        let path = try directory.write(Compression.gzip(rows), named: "rows.txt.gz")
        #expect(try readSingleStream(path, bufferSize: bufferSize) == rows)
    }

    @Test("two concatenated gzip members are read whole, one after the other")
    func concatenatedMembersAreReadWhole() throws {
        let directory = try TemporaryDirectory()
        let first = SampleText.rows(3_000, seed: 1)
        let second = SampleText.rows(4_000, seed: 2)
        let path = try directory.write(Compression.gzip(first) + Compression.gzip(second), named: "two.gz")
        #expect(try readSingleStream(path) == first + second)
        #expect(try readSingleStream(path, bufferSize: 999) == first + second)
    }

    @Test("an empty member between two members adds nothing")
    func emptyMemberAddsNothing() throws {
        let directory = try TemporaryDirectory()
        let rows = SampleText.rows(100)
        let path = try directory.write(
            Compression.gzip(rows) + Compression.gzip([]) + Compression.gzip(rows), named: "three.gz")
        #expect(try readSingleStream(path) == rows + rows)
    }

    @Test("zero padding after the last member is ignored")
    func zeroPaddingIsIgnored() throws {
        let directory = try TemporaryDirectory()
        let rows = SampleText.rows(500)
        let path = try directory.write(Compression.gzip(rows) + [UInt8](repeating: 0, count: 4096), named: "padded.gz")
        #expect(try readSingleStream(path) == rows)
    }

    @Test("bytes after the last member that are not a gzip member are an error at their offset")
    func trailingGarbageIsAnError() throws {
        let directory = try TemporaryDirectory()
        let compressed = Compression.gzip(SampleText.rows(500))
        let path = try directory.write(compressed + [0, 0, 0x41, 0x42], named: "garbage.gz")
        #expect(throws: InputError.gzipTrailingData(path: path, offset: UInt64(compressed.count + 2))) {
            try readSingleStream(path)
        }
    }

    @Test("a truncated gzip file reports unexpected end of gzip data at the end of the file")
    func truncatedFileIsReported() throws {
        let directory = try TemporaryDirectory()
        let compressed = Compression.gzip(SampleText.rows(5_000))
        let kept = compressed.count / 2
        let path = try directory.write(Array(compressed.prefix(kept)), named: "truncated.gz")
        let error = inputError { _ = try readSingleStream(path) }
        #expect(error == .unexpectedEndOfGzip(path: path, offset: UInt64(kept)))
        #expect(error?.description.contains("unexpected end of gzip data at byte \(kept)") == true)
    }

    @Test("a gzip file cut inside its trailer is truncated too")
    func truncatedTrailerIsReported() throws {
        let directory = try TemporaryDirectory()
        let compressed = Compression.gzip(SampleText.rows(100))
        let path = try directory.write(Array(compressed.dropLast(3)), named: "short-trailer.gz")
        #expect(throws: InputError.unexpectedEndOfGzip(path: path, offset: UInt64(compressed.count - 3))) {
            try readSingleStream(path)
        }
    }

    @Test("corrupt deflate data reports zlib's message and the byte offset")
    func corruptDeflateIsReported() throws {
        let directory = try TemporaryDirectory()
        var compressed = Compression.gzip(SampleText.rows(1_000))
        compressed[10] = 0xFF  // first block header: final block of the reserved type 3
        let path = try directory.write(compressed, named: "corrupt.gz")
        let error = inputError { _ = try readSingleStream(path) }
        guard case .corruptGzip(let errorPath, let offset, let reason) = error else {
            Issue.record("expected corruptGzip, got \(String(describing: error))")
            return
        }
        #expect(errorPath == path)
        #expect(reason == "invalid block type")
        #expect((10...11).contains(offset))
        #expect(error?.description == "\(path): corrupt gzip data at byte \(offset): invalid block type")
    }

    @Test("a wrong CRC-32 in the gzip trailer is its own error")
    func badCRCIsReported() throws {
        let directory = try TemporaryDirectory()
        var compressed = Compression.gzip(SampleText.rows(1_000))
        compressed[compressed.count - 8] ^= 0x01
        let path = try directory.write(compressed, named: "bad-crc.gz")
        let error = inputError { _ = try readSingleStream(path) }
        guard case .gzipTrailerMismatch(path, _, let check) = error else {
            Issue.record("expected gzipTrailerMismatch, got \(String(describing: error))")
            return
        }
        #expect(check == "CRC-32")
    }

    @Test("a wrong length in the gzip trailer is its own error")
    func badLengthIsReported() throws {
        let directory = try TemporaryDirectory()
        var compressed = Compression.gzip(SampleText.rows(1_000))
        compressed[compressed.count - 1] ^= 0x01
        let path = try directory.write(compressed, named: "bad-length.gz")
        #expect(throws: InputError.gzipTrailerMismatch(path: path, offset: UInt64(compressed.count), check: "length")) {
            try readSingleStream(path)
        }
    }

    @Test("a gzip stream reports its whole file consumed at the end")
    func progressReachesFileSize() throws {
        let directory = try TemporaryDirectory()
        let compressed = Compression.gzip(SampleText.rows(20_000))
        let path = try directory.write(compressed, named: "rows.gz")
        let stream = try #require(try InputOpener.openStreams(path: path).first)
        #expect(stream.name == path)
        #expect(stream.sourceSize == UInt64(compressed.count))
        _ = try stream.readAll(bufferSize: 64 << 10)
        #expect(stream.sourceBytesRead == UInt64(compressed.count))
        #expect(try stream.readAll() == [])
    }
}
