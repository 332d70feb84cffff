#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import GazetteerIndex
import Testing
import GazetteerTestSupport

@Suite("Temporary index files")
struct TemporaryFileTests {
    private func writeIndex(to path: String) throws {
        let builder = IndexBuilder()
        var batch = RecordBatch()
        batch.append(RecordFields(id: SourceID(kind: .geonames, value: 1), latitudeE7: 0, longitudeE7: 0), name: "Null Island")
        try builder.add(batch)
        _ = try builder.write(to: path)
    }

    @Test("a build removes the temporary indexes of dead builds in its directory, and nothing else")
    func staleTemporaryIndexesAreRemoved() throws {
        let directory = try TemporaryDirectory()
        let dead = HostileCorpus.deadProcessID
        let stale = ".world.gazetteer.gazetteer-partial.\(dead).1f2e"
        let live = ".world.gazetteer.gazetteer-partial.\(getpid()).1f2e"
        let locked = ".other.gazetteer.gazetteer-partial.\(dead).77"
        let unrelated = [".world.gazetteer.tmp-\(dead)-12", "notes.gazetteer-partial.\(dead).1f2e", ".x.gazetteer-partial.\(dead).zz"]
        for name in [stale, live, locked] + unrelated { try directory.write([1, 2, 3], named: name) }
        let holder = open(directory.file(locked), O_RDONLY)
        defer { close(holder) }
        #expect(flock(holder, LOCK_EX) == 0)

        try writeIndex(to: directory.file("world.gazetteer"))
        #expect(try directory.entries() == ([live, locked, "world.gazetteer"] + unrelated).sorted())
    }

    @Test("an interruption after the rename reports the index in place; before it, nothing is renamed")
    func interruptionKnowsWhatIsInPlace() throws {
        let directory = try TemporaryDirectory()
        let registry = TemporaryFiles()
        let partial = directory.file(".a.gazetteer-partial.\(getpid()).1")
        let created = registry.create(partial) { open(partial, O_WRONLY | O_CREAT | O_EXCL, 0o644) }
        #expect(created.descriptor >= 0)
        close(created.descriptor)
        #expect(registry.commit(partial, anonymous: nil, to: directory.file("a.gazetteer")) == 0)
        var inPlace: [String] = []
        registry.removeAll { inPlace = $0 }
        #expect(inPlace == [directory.file("a.gazetteer")])

        let late = directory.file(".b.gazetteer-partial.\(getpid()).2")
        #expect(registry.create(late) { open(late, O_WRONLY | O_CREAT | O_EXCL, 0o644) }.error == ECANCELED)
        #expect(try directory.entries() == ["a.gazetteer"])
    }

    @Test("writing an index leaves no other file in the directory")
    func nothingBesideTheIndex() throws {
        let directory = try TemporaryDirectory()
        try writeIndex(to: directory.file("one.gazetteer"))
        try writeIndex(to: directory.file("one.gazetteer"))
        #expect(try directory.entries() == ["one.gazetteer"])
    }
}
