import Testing
@_spi(Internals) import GazetteerImport
import GazetteerTestSupport

@Suite("Plain input")
struct PlainInputTests {
    @Test("a plain file is read whole and in order with small and large buffers", arguments: [7, 4096, 1 << 20, 3 << 20])
    func plainFileReadsWhole(bufferSize: Int) throws {
        let directory = try TemporaryDirectory()
        let rows = SampleText.rows(50_000)
        #expect(rows.count > 2 << 20)
        let path = try directory.write(rows, named: "rows.txt")
        #expect(try InputOpener.detectFormat(path: path) == .plain)
        #expect(try readSingleStream(path, bufferSize: bufferSize) == rows)
    }

    @Test("an empty plain file gives an empty stream")
    func emptyFileGivesEmptyStream() throws {
        let directory = try TemporaryDirectory()
        let path = try directory.write([], named: "empty.txt")
        #expect(try InputOpener.detectFormat(path: path) == .plain)
        #expect(try readSingleStream(path) == [])
    }

    @Test("a plain stream is named after its path and counts the bytes it read")
    func plainStreamReportsProgress() throws {
        let directory = try TemporaryDirectory()
        let rows = SampleText.rows(100)
        let path = try directory.write(rows, named: "rows.txt")
        let stream = try #require(try InputOpener.openStreams(path: path).first)
        #expect(stream.name == path)
        #expect(stream.sourceSize == UInt64(rows.count))
        #expect(stream.sourceBytesRead == 0)
        _ = try stream.readAll()
        #expect(stream.sourceBytesRead == UInt64(rows.count))
    }

    @Test("a directory as input is an isDirectory error, not a crash")
    func directoryIsRejected() throws {
        let directory = try TemporaryDirectory()
        #expect(throws: InputError.isDirectory(path: directory.path)) {
            try InputOpener.openStreams(path: directory.path)
        }
        #expect(throws: InputError.isDirectory(path: directory.path)) {
            try InputOpener.detectFormat(path: directory.path)
        }
    }

    @Test("a missing file is a fileNotFound error that names the path")
    func missingFileIsReported() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path + "/absent.txt.gz"
        #expect(throws: InputError.fileNotFound(path: path)) {
            try InputOpener.openStreams(path: path)
        }
        #expect(InputError.fileNotFound(path: path).description == "\(path): no such file")
    }

    @Test("a device is rejected as not a regular file")
    func deviceIsRejected() {
        #expect(throws: InputError.notARegularFile(path: "/dev/null", kind: .characterDevice)) {
            try InputOpener.openStreams(path: "/dev/null")
        }
    }
}
