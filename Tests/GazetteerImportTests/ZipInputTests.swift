import Testing
@_spi(Internals) import GazetteerImport
import GazetteerTestSupport

@Suite("Zip input")
struct ZipInputTests {
    @Test("only XX.txt is data in an archive that also holds readme.txt")
    func readmeIsSkipped() throws {
        let directory = try TemporaryDirectory()
        let rows = SampleText.rows(2_000)
        var archive = ZipWriter()
        archive.addFile("readme.txt", contents: Array("GeoNames readme".utf8))
        archive.addFile("XX.txt", contents: rows)
        let path = try directory.write(archive.finish(), named: "XX.zip")
        let streams = try InputOpener.openStreams(path: path)
        #expect(streams.map(\.name) == ["\(path):XX.txt"])
        #expect(try streams.first?.readAll() == rows)
    }

    @Test("directories and readme files in any letter case or folder are not data members")
    func directoriesAndReadmesAreSkipped() throws {
        let directory = try TemporaryDirectory()
        var archive = ZipWriter()
        archive.addDirectory("docs/")
        archive.addFile("docs/ReadMe.TXT", contents: Array("notes".utf8))
        archive.addFile("README.txt", contents: Array("notes".utf8))
        archive.addFile("data/readme.txt.gz", contents: Array("not a readme".utf8))
        let path = try directory.write(archive.finish(), named: "mixed.zip")
        #expect(try InputOpener.openStreams(path: path).map(\.name) == ["\(path):data/readme.txt.gz"])
    }

    @Test("an archive with no data member is a clear error")
    func noDataMemberIsAnError() throws {
        let directory = try TemporaryDirectory()
        var archive = ZipWriter()
        archive.addDirectory("XX/")
        archive.addFile("readme.txt", contents: Array("readme".utf8))
        let readmeOnly = try directory.write(archive.finish(), named: "readme-only.zip")
        let empty = try directory.write(ZipWriter().finish(), named: "empty.zip")
        for path in [readmeOnly, empty] {
            let error = inputError { _ = try InputOpener.openStreams(path: path) }
            #expect(error == .zipHasNoDataMember(path: path))
            #expect(error?.description == "\(path): zip archive has no data member")
        }
    }

    @Test("several data members are streamed in central directory order, stored and deflated alike")
    func severalMembersInOrder() throws {
        let directory = try TemporaryDirectory()
        let members: [(String, [UInt8], ZipWriter.Method)] = [
            ("FR.txt", SampleText.rows(3_000, seed: 3), .deflated),
            ("readme.txt", Array("skip me".utf8), .stored),
            ("AD.txt", SampleText.rows(700, seed: 4), .stored),
            ("empty.txt", [], .deflated),
            ("BE.txt", SampleText.rows(1_500, seed: 5), .deflated),
        ]
        var archive = ZipWriter()
        for (name, contents, method) in members {
            archive.addFile(name, contents: contents, method: method)
        }
        let path = try directory.write(archive.finish(comment: "made for a test"), named: "countries.zip")
        let streams = try InputOpener.openStreams(path: path)
        #expect(streams.map(\.name) == ["FR.txt", "AD.txt", "empty.txt", "BE.txt"].map { "\(path):\($0)" })
        let expected = members.filter { $0.0 != "readme.txt" }.map(\.1)
        for (stream, contents) in zip(streams, expected) {
            #expect(try stream.readAll(bufferSize: 1000) == contents, "\(stream.name)")
            #expect(stream.sourceSize > stream.sourceBytesRead)
        }
    }

    @Test("a ZIP64 archive is read through its ZIP64 end records and extra fields")
    func zip64ArchiveIsRead() throws {
        let directory = try TemporaryDirectory()
        let first = SampleText.rows(2_500, seed: 6)
        let second = SampleText.rows(900, seed: 7)
        var archive = ZipWriter(zip64: true)
        archive.addFile("readme.txt", contents: Array("readme".utf8))
        archive.addFile("US.txt", contents: first)
        archive.addFile("CA.txt", contents: second, method: .stored)
        let path = try directory.write(archive.finish(), named: "big.zip")
        let streams = try InputOpener.openStreams(path: path)
        #expect(streams.map(\.name) == ["\(path):US.txt", "\(path):CA.txt"])
        #expect(try streams.map { try $0.readAll() } == [first, second])
    }

    @Test("member data is found through the local header's own extra field length")
    func localExtraFieldIsSkipped() throws {
        let directory = try TemporaryDirectory()
        let rows = SampleText.rows(300)
        var archive = ZipWriter()
        archive.addFile("XX.txt", contents: rows, localExtraPadding: 37)
        let path = try directory.write(archive.finish(), named: "padded.zip")
        #expect(try readSingleStream(path) == rows)
    }

    @Test("an unsupported compression method names the method and the member")
    func unsupportedMethodIsReported() throws {
        let directory = try TemporaryDirectory()
        var archive = ZipWriter()
        archive.addFile("XX.txt", contents: Array("bzip2 data".utf8), method: .other(12))
        let path = try directory.write(archive.finish(), named: "bzip2.zip")
        let error = inputError { _ = try InputOpener.openStreams(path: path) }
        #expect(error == .unsupportedCompressionMethod(path: path, member: "XX.txt", method: 12))
        #expect(error?.description.contains("unsupported compression method 12 (bzip2) in member XX.txt") == true)
    }

    @Test("an encrypted member is its own error")
    func encryptedMemberIsReported() throws {
        let directory = try TemporaryDirectory()
        var archive = ZipWriter()
        archive.addFile("XX.txt", contents: SampleText.rows(10), encrypted: true)
        let path = try directory.write(archive.finish(), named: "secret.zip")
        #expect(throws: InputError.encryptedMember(path: path, member: "XX.txt")) {
            try InputOpener.openStreams(path: path)
        }
    }

    @Test("a CRC-32 that differs from the central directory's is reported at the member's end")
    func badMemberChecksumIsReported() throws {
        let directory = try TemporaryDirectory()
        let rows = SampleText.rows(400)
        let actual = Compression.crc32(rows)
        for method in [ZipWriter.Method.deflated, .stored] {
            var archive = ZipWriter()
            archive.addFile("XX.txt", contents: rows, method: method, crc32: actual ^ 0xFFFF)
            let path = try directory.write(archive.finish(), named: "bad-crc-\(method.number).zip")
            let error = inputError { _ = try readSingleStream(path) }
            guard case .zipMemberChecksumMismatch(path, "XX.txt", _, let expected, let got) = error else {
                Issue.record("expected zipMemberChecksumMismatch, got \(String(describing: error))")
                continue
            }
            #expect(expected == actual ^ 0xFFFF)
            #expect(got == actual)
        }
    }

    @Test("corrupt deflate data in a member reports zlib's message and the byte offset")
    func corruptMemberIsReported() throws {
        let directory = try TemporaryDirectory()
        var archive = ZipWriter()
        archive.addFile("XX.txt", contents: SampleText.rows(400))
        var bytes = archive.finish()
        let dataStart = 30 + "XX.txt".utf8.count
        bytes[dataStart] = 0xFF  // final block of the reserved type 3
        let path = try directory.write(bytes, named: "corrupt.zip")
        let error = inputError { _ = try readSingleStream(path) }
        guard case .corruptZipMember(path, "XX.txt", let offset, let reason) = error else {
            Issue.record("expected corruptZipMember, got \(String(describing: error))")
            return
        }
        #expect(reason == "invalid block type")
        #expect((UInt64(dataStart)...UInt64(dataStart + 1)).contains(offset))
    }

    @Test("a member whose compressed data ends early reports an unexpected end with its offset")
    func shortMemberIsReported() throws {
        let directory = try TemporaryDirectory()
        let rows = SampleText.rows(2_000)
        let compressedCount = Compression.rawDeflate(rows).count
        var archive = ZipWriter()
        archive.addFile("XX.txt", contents: rows, compressedSize: UInt64(compressedCount - 100))
        let path = try directory.write(archive.finish(), named: "short.zip")
        let dataEnd = UInt64(30 + "XX.txt".utf8.count + compressedCount - 100)
        #expect(throws: InputError.unexpectedEndOfZipMember(path: path, member: "XX.txt", offset: dataEnd)) {
            try readSingleStream(path)
        }
    }

    @Test("a truncated archive has no end of central directory record")
    func truncatedArchiveIsReported() throws {
        let directory = try TemporaryDirectory()
        var archive = ZipWriter()
        archive.addFile("XX.txt", contents: SampleText.rows(2_000))
        let bytes = archive.finish()
        let path = try directory.write(Array(bytes.prefix(bytes.count * 2 / 3)), named: "cut.zip")
        #expect(throws: InputError.zipEndRecordNotFound(path: path)) {
            try InputOpener.openStreams(path: path)
        }
    }

    @Test("a central directory pointing past the end of the archive is reported as corrupt")
    func badDirectoryOffsetIsReported() throws {
        let directory = try TemporaryDirectory()
        var archive = ZipWriter()
        archive.addFile("XX.txt", contents: SampleText.rows(20))
        var bytes = archive.finish()
        bytes[bytes.count - 5] = 0x7F  // high byte of the central directory offset
        let path = try directory.write(bytes, named: "bad-offset.zip")
        let error = inputError { _ = try InputOpener.openStreams(path: path) }
        guard case .corruptZipDirectory(path, _, let reason) = error else {
            Issue.record("expected corruptZipDirectory, got \(String(describing: error))")
            return
        }
        #expect(reason.contains("lies outside the archive"))
    }
}
