#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
@testable import GazetteerIndex
import GazetteerTestSupport
import Testing

@Suite("Opening an index from a path, a URL or bytes")
struct OpeningTests {
    @Test("an index opened from bytes in memory answers exactly as the file does")
    func fromBytes() throws {
        let index = try SmallIndex.build()
        let inMemory = try Gazetteer(bytes: try readBytes(index.path), name: "small")
        #expect(inMemory.path == "small")
        #expect(inMemory.count == index.gazetteer.count)
        for number in 0..<inMemory.count {
            #expect(inMemory.place(at: number) == index.gazetteer.place(at: number))
        }
        #expect(inMemory.search("va", limit: 10) == index.gazetteer.search("va", limit: 10))
        let town = Coordinate(latitude: 47.14, longitude: 9.52)
        #expect(inMemory.nearby(town, radiusMeters: 5_000) == index.gazetteer.nearby(town, radiusMeters: 5_000))
        try inMemory.verify()
    }

    @Test("bytes that are not an index are refused as files are")
    func badBytes() {
        #expect(throws: IndexError.emptyFile(path: "empty")) { try Gazetteer(bytes: [UInt8](), name: "empty") }
        #expect(throws: IndexError.notAnIndex(path: "text")) {
            try Gazetteer(bytes: Array(String(repeating: "not an index ", count: 20).utf8), name: "text")
        }
    }

    @Test("a file URL opens; a web URL is refused as not a file URL")
    func fromURL() throws {
        let index = try SmallIndex.build()
        #expect(try Gazetteer(contentsOf: URL(fileURLWithPath: index.path)).count == index.gazetteer.count)
        let web = URL(string: "https://example.com/places.gazetteer")!
        #expect(throws: IndexError.notAFileURL(url: web.absoluteString)) { try Gazetteer(contentsOf: web) }
    }

    @Test("a missing file, a FIFO and a directory give errors a caller can switch on, without blocking")
    func specialFiles() throws {
        let directory = try TemporaryDirectory()
        let missing = directory.file("missing.gazetteer")
        #expect(throws: IndexError.notFound(path: missing)) { try Gazetteer(path: missing) }
        let fifo = directory.file("pipe.gazetteer")
        #expect(mkfifo(fifo, 0o600) == 0)
        // Opening a FIFO for reading blocks until a writer comes; the check must come first.
        #expect(throws: IndexError.notARegularFile(path: fifo, kind: .fifo)) { try Gazetteer(path: fifo) }
        #expect(throws: IndexError.notARegularFile(path: directory.path, kind: .directory)) { try Gazetteer(path: directory.path) }
        #expect(IndexError.notARegularFile(path: fifo, kind: .fifo).description.contains("FIFO"))
    }

    @Test("an index built with other name-folding data is refused with a message to rebuild")
    func foldTableMismatch() throws {
        let index = try SmallIndex.build()
        var file = IndexBytes(bytes: try readBytes(index.path))
        let parameters = try #require(index.gazetteer.sections.first { $0.kind == .parameters })
        let stored = file.u32(parameters.offset + ParameterLayout.foldFingerprint.offset)
        file.setU32(parameters.offset + ParameterLayout.foldFingerprint.offset, stored ^ 1)
        let path = index.directory.file("other-table.gaz")
        try writeBytes(file.bytes, to: path)
        let expected = IndexError.foldTableMismatch(path: path, found: stored ^ 1, expected: stored)
        #expect(throws: expected) { try Gazetteer(path: path) }
        #expect(expected.description.contains("rebuild"))
    }

    @Test("the typed metadata holds the build's inputs, counts and bounds")
    func metadata() throws {
        let index = try SmallIndex.build()
        let metadata = try index.gazetteer.metadata()
        #expect(metadata.recordCount == index.gazetteer.count)
        #expect(metadata.createdAt == 1_700_000_000)
        #expect(metadata.inputs == ["generated test records"])
        #expect(metadata.sources["geonames"] == index.gazetteer.count)
        #expect(metadata.categories["amenity=toilets"] ?? 0 > 0)
        let bounds = try #require(metadata.bounds)
        #expect(bounds.minLatitude < -21 && bounds.maxLatitude > 82)
    }

    @Test("an identifier of a kind this build does not know reads as unknown, not as GeoNames")
    func unknownSourceKind() {
        let id = SourceID(packed: 9 << 60 | 42)
        #expect(id.kind == .unknown)
        #expect(id.value == 42)
        #expect(id.description == "unknown:42")
        #expect(SourceID(packed: SourceID(kind: .osmWay, value: 7).packed) == SourceID(kind: .osmWay, value: 7))
    }
}
