#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import GazetteerIndex
import Testing
import GazetteerTestSupport

@Suite("Writing the index file")
struct AtomicWriteTests {
    private func write(_ records: [TestRecord], to path: String) throws(IndexError) -> BuildSummary {
        let builder = IndexBuilder()
        var batch = RecordBatch()
        for record in records { batch.append(record.fields, name: record.name, alternateNames: record.alternateNames) }
        try builder.add(batch)
        return try builder.write(to: path)
    }

    private func places(_ count: Int) -> [TestRecord] {
        (0..<count).map { populatedPlace(UInt64($0 + 1), "Place \($0)", latitude: Double($0), longitude: Double($0)) }
    }

    @Test("writing over an existing index replaces it, and an open index keeps reading the old file")
    func writeReplacesExistingIndex() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("world.gaz")
        _ = try write(places(3), to: path)
        let old = try Gazetteer(path: path)
        _ = try write(places(5), to: path)
        let new = try Gazetteer(path: path)
        #expect(new.count == 5)
        try new.verify()
        #expect(old.count == 3)
        #expect((0..<3).map { old.place(at: $0).name }.sorted() == ["Place 0", "Place 1", "Place 2"])
        try old.verify()
        #expect(try directory.entries() == ["world.gaz"])
    }

    /// Expects writing to `destination` to fail with ``IndexError/writeFailed(path:reason:)``.
    private func expectWriteFails(to destination: String, sourceLocation: SourceLocation = #_sourceLocation) {
        do {
            _ = try write(places(2), to: destination)
            Issue.record("writing to \(destination) succeeded", sourceLocation: sourceLocation)
        } catch {
            guard case .writeFailed(destination, _) = error else {
                Issue.record("unexpected error \(error)", sourceLocation: sourceLocation)
                return
            }
        }
    }

    @Test("a failed write throws writeFailed and leaves no temporary file")
    func failedWriteLeavesNothing() throws {
        let directory = try TemporaryDirectory()
        let file = directory.file("plain")
        try writeBytes([1, 2, 3], to: file)
        let existingDirectory = directory.file("taken")
        #expect(mkdir(existingDirectory, 0o755) == 0)
        expectWriteFails(to: directory.file("missing/world.gaz"))
        expectWriteFails(to: file + "/world.gaz")
        expectWriteFails(to: existingDirectory)
        #expect(try directory.entries() == ["plain", "taken"])
        #expect(try readBytes(file) == [1, 2, 3])
    }

    @Test("writing into a directory without write permission fails cleanly", .enabled(if: geteuid() != 0))
    func unwritableDirectory() throws {
        let directory = try TemporaryDirectory()
        let locked = directory.file("locked")
        #expect(mkdir(locked, 0o555) == 0)
        defer { chmod(locked, 0o755) }
        expectWriteFails(to: locked + "/world.gaz")
        #expect(try directory.entries() == ["locked"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: locked).isEmpty)
    }
}
