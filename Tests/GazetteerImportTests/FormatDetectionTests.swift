import Testing
@_spi(Internals) import GazetteerImport
import GazetteerTestSupport

@Suite("Format detection")
struct FormatDetectionTests {
    @Test("the format comes from the magic bytes, not from a misleading extension")
    func magicBeatsExtension() throws {
        let directory = try TemporaryDirectory()
        let rows = SampleText.rows(200)
        var archive = ZipWriter()
        archive.addFile("XX.txt", contents: rows)

        let gzipNamedText = try directory.write(Compression.gzip(rows), named: "cities.txt")
        let textNamedGzip = try directory.write(rows, named: "cities.txt.gz")
        let zipNamedGzip = try directory.write(archive.finish(), named: "cities.gz")
        let gzipNamedZip = try directory.write(Compression.gzip(rows), named: "cities.zip")

        #expect(try InputOpener.detectFormat(path: gzipNamedText) == .gzip)
        #expect(try InputOpener.detectFormat(path: textNamedGzip) == .plain)
        #expect(try InputOpener.detectFormat(path: zipNamedGzip) == .zip)
        #expect(try InputOpener.detectFormat(path: gzipNamedZip) == .gzip)
        for path in [gzipNamedText, textNamedGzip, zipNamedGzip, gzipNamedZip] {
            #expect(try readSingleStream(path) == rows, "\(path)")
        }
    }

    @Test("an empty zip archive is detected as zip by its end record magic")
    func emptyArchiveIsZip() throws {
        let directory = try TemporaryDirectory()
        let path = try directory.write(ZipWriter().finish(), named: "empty.dat")
        #expect(try InputOpener.detectFormat(path: path) == .zip)
    }

    @Test("files shorter than the magic, or starting with only part of it, are plain")
    func partialMagicIsPlain() throws {
        let directory = try TemporaryDirectory()
        let cases: [([UInt8], InputFormat)] = [
            ([0x1F], .plain),
            ([0x50, 0x4B, 0x03], .plain),
            ([0x50, 0x4B, 0x07, 0x08], .plain),
            ([0x1F, 0x8B], .gzip),
            ([0x50, 0x4B, 0x05, 0x06], .zip),
        ]
        for (index, (magic, format)) in cases.enumerated() {
            let path = try directory.write(magic, named: "magic-\(index).bin")
            #expect(try InputOpener.detectFormat(path: path) == format, "\(magic)")
        }
    }
}
