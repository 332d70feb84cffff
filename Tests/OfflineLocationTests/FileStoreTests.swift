import Dispatch
import Foundation
import GazetteerTestSupport
import LocationKit
import OfflineLocation
import Testing

@Suite("FileStore")
final class FileStoreTests {
    typealias Samples = SavedLocationSamples

    let directory: TemporaryDirectory
    let url: URL

    init() throws {
        directory = try TemporaryDirectory(prefix: "FileStoreTests")
        url = directory.fileURL("locations.json")
    }

    deinit {
        directory.remove()
    }

    @Test("a missing file means no saved locations, and opening it writes nothing")
    func missingFile() throws {
        let store = try FileStore(url: url)
        #expect(store.locations.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: url.path))
    }

    @Test("saved locations survive a restart, in order, with every field")
    func restart() throws {
        let store = try FileStore(url: url)
        try store.addLocation(Samples.vaduz)
        try store.addLocation(Samples.zurich)
        try store.addLocation(Samples.unnamed)

        let reopened = try FileStore(url: url)
        #expect(reopened.locations == [Samples.vaduz, Samples.zurich, Samples.unnamed])
        #expect(reopened.url == url)
    }

    @Test("the file is versioned JSON holding the locations")
    func fileFormat() throws {
        try FileStore(url: url).addLocation(Samples.zurich)

        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any]
        #expect(json?["version"] as? Int == 1)
        let locations = json?["locations"] as? [[String: Any]]
        #expect(locations?.count == 1)
        #expect(locations?.first?["id"] as? String == "geonames:2657896")
        #expect(locations?.first?["name"] as? String == "Zürich")
    }

    @Test("missing parent directories are created on the first save")
    func createsDirectories() throws {
        let nested = directory.fileURL("Application Support/Gazetteer/locations.json")
        try FileStore(url: nested).addLocation(Samples.vaduz)
        #expect(try FileStore(url: nested).locations == [Samples.vaduz])
    }

    @Test(
        "a damaged file is an error at init and is left untouched",
        arguments: [
            "", "not json", "{\"version\": 1, \"locations\": [", "[]", "{\"locations\": []}",
            "{\"version\": 1}", "{\"version\": 1, \"locations\": [{\"id\": \"x\"}]}",
            "{\"version\": \"one\", \"locations\": []}",
        ]
    )
    func corruptFile(contents: String) throws {
        let bytes = Data(contents.utf8)
        try bytes.write(to: url)

        do {
            _ = try FileStore(url: url)
            Issue.record("opened \(String(reflecting: contents))")
        } catch {
            guard case .corrupt(let path, let reason) = error else {
                Issue.record("threw \(error)")
                return
            }
            #expect(path == url.path)
            #expect(!reason.isEmpty)
            #expect(error.description.hasPrefix("The saved locations at \(url.path) are damaged"))
        }
        #expect(try Data(contentsOf: url) == bytes)
    }

    @Test("a file from a newer format version is an error naming both versions, and is left untouched")
    func newerVersion() throws {
        let bytes = Data("{\"version\": 2, \"places\": {}}".utf8)
        try bytes.write(to: url)

        #expect(throws: FileStoreError.unsupportedVersion(path: url.path, found: 2, supported: 1)) {
            try FileStore(url: url)
        }
        #expect(try Data(contentsOf: url) == bytes)
    }

    @Test("a directory where the file should be is unreadable")
    func directoryAtURL() throws {
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        #expect(throws: FileStoreError.unreadable(path: url.path, reason: "it is a directory")) {
            try FileStore(url: url)
        }
    }

    @Test("a URL that is not a file URL is rejected")
    func webURL() throws {
        #expect(throws: FileStoreError.notAFileURL(url: "https://example.com/locations.json")) {
            try FileStore(url: URL(string: "https://example.com/locations.json")!)
        }
    }

    @Test("a failed write throws, and the store and the file keep their contents")
    func failedWrite() async throws {
        let store = try FileStore(url: url)
        try store.addLocation(Samples.vaduz)
        let before = try Data(contentsOf: url)
        let nowhere = Location(id: "nan", name: "Nowhere", latitude: .nan, longitude: 0)

        let error = #expect(throws: FileStoreError.self) { try store.addLocation(nowhere) }
        guard case .writeFailed(let path, _)? = error else {
            Issue.record("threw \(String(describing: error))")
            return
        }
        #expect(path == url.path)
        #expect(store.locations == [Samples.vaduz])
        #expect(try Data(contentsOf: url) == before)
        // Publishing is asynchronous: wait for the saved list, then check nothing else came after it.
        #expect(await firstValue(of: store.locationsPublisher, where: { $0 == [Samples.vaduz] }) == [Samples.vaduz])
        #expect(await firstValue(of: store.locationsPublisher.dropFirst(), timeout: 0.2) == nil)
    }

    @Test("a file that cannot be written, under a path whose parent is a file, fails the save")
    func unwritablePath() throws {
        let blocker = directory.fileURL("blocker")
        try Data("a file".utf8).write(to: blocker)
        let store = try FileStore(url: blocker.appendingPathComponent("locations.json"))

        #expect(throws: FileStoreError.self) { try store.addLocation(Samples.vaduz) }
        #expect(store.locations.isEmpty)
    }

    @Test("adds from 8 threads are all there after a restart, and a reader never sees a torn file")
    func concurrentAddsSurviveRestart() throws {
        let url = url
        let store = try FileStore(url: url)
        let perThread = 25
        let failures = Recorder<String>()

        DispatchQueue.concurrentPerform(iterations: 9) { thread in
            if thread == 8 {
                // A reader: every snapshot of the file must open as a whole list.
                for _ in 0..<200 {
                    guard FileManager.default.fileExists(atPath: url.path) else { continue }
                    do { _ = try FileStore(url: url) } catch { failures.record("read: \(error)") }
                }
                return
            }
            for number in 0..<perThread {
                do { try store.addLocation(Samples.numbered(thread * perThread + number)) } catch { failures.record("\(error)") }
            }
        }

        #expect(failures.values.isEmpty)
        let reopened = try FileStore(url: url)
        #expect(reopened.locations.count == 8 * perThread)
        let expected = Set((0..<8 * perThread).map { Samples.numbered($0).id })
        #expect(expected.subtracting(reopened.locations.map(\.id)).sorted() == [], "lost")
        #expect(reopened.locations == store.locations)
    }

    @Test("errors read as sentences naming the file")
    func errorDescriptions() {
        let error = FileStoreError.unsupportedVersion(path: "/tmp/l.json", found: 3, supported: 1)
        #expect(error.description == "The saved locations at /tmp/l.json are in format version 3; this app reads version 1.")
        #expect(FileStoreError.writeFailed(path: "/tmp/l.json", reason: "disk full").localizedDescription
            == "The saved locations could not be written to /tmp/l.json: disk full")
    }
}
