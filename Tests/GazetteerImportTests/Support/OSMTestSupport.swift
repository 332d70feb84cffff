import Foundation
import GazetteerIndex
@testable import GazetteerImport
import GazetteerTestSupport

/// Paths and helpers shared by the OSM tests.
enum OSMTestSupport {
    static let dataDirectory = Fixtures.directory.appendingPathComponent("osm")

    static func fixture(_ name: String) -> String {
        dataDirectory.appendingPathComponent(name).path
    }

    /// The shared Liechtenstein extract (a path that does not exist when the shared data is absent).
    static let liechtensteinPBF = SharedData.liechtensteinPBF ?? "/nonexistent/liechtenstein.osm.pbf"
    static let liechtensteinXML = SharedData.liechtensteinXML ?? "/nonexistent/liechtenstein.osm.gz"

    /// Imports a file into plain record values, with the batch sizes seen.
    static func importRecords(_ path: String, threads: Int = 2) throws -> (records: [OSMRecord], batches: [Int], report: ImportReport) {
        let result = try importAll(path, threads: threads)
        return (result.records, result.batches, result.report)
    }

    /// Imports a file into plain record and boundary values, with the batch sizes seen.
    static func importAll(_ path: String, threads: Int = 2) throws -> OSMImport {
        var result = OSMImport()
        result.report = try OSMImporter.run(path: path, options: ImportOptions(threads: threads), into: OSMRecordList.self) {
            result.batches.append($0.count)
            result.records += $0.records
            result.boundaries += $0.boundaries
        }
        return result
    }

    /// Writes bytes to a new file in the temporary directory and returns its path.
    static func temporaryFile(_ bytes: [UInt8], name: String) throws -> String {
        try scratch.write(bytes, named: "\(UUID().uuidString)-\(name)")
    }

    /// One directory for the files of this test process.
    private static let scratch = try! TemporaryDirectory(prefix: "gazetteer-osm-tests")

    static func temporaryFile(_ text: String, name: String) throws -> String {
        try temporaryFile(Array(text.utf8), name: name)
    }

    /// The error `body` throws, or `nil`.
    static func osmError(_ body: () throws -> Void) -> OSMError? {
        do {
            try body()
            return nil
        } catch let error as OSMError {
            return error
        } catch {
            return nil
        }
    }
}

/// Everything one import delivered.
struct OSMImport {
    var records: [OSMRecord] = []
    var boundaries: [BoundaryPolygon] = []
    var batches: [Int] = []
    var report = ImportReport(input: "", format: "")

    /// The record with this id. - Throws: when there is none.
    func record(_ kind: SourceID.Kind, _ id: UInt64) throws -> OSMRecord {
        guard let record = records.first(where: { $0.fields.id == SourceID(kind: kind, value: id) }) else {
            throw OSMTestSupport.Missing(what: "\(SourceID(kind: kind, value: id))")
        }
        return record
    }

    /// The boundary with this id. - Throws: when there is none.
    func boundary(_ kind: SourceID.Kind, _ id: UInt64) throws -> BoundaryPolygon {
        guard let boundary = boundaries.first(where: { $0.id == SourceID(kind: kind, value: id) }) else {
            throw OSMTestSupport.Missing(what: "boundary \(SourceID(kind: kind, value: id))")
        }
        return boundary
    }
}

extension OSMTestSupport {
    struct Missing: Error, CustomStringConvertible {
        var what: String
        var description: String { "no \(what)" }
    }
}

extension OSMError {
    /// The same error with the file name blanked, so tests compare where and what independently of paths.
    var withoutFile: OSMError {
        switch self {
        case .pbf(_, let offset, let problem): .pbf(file: "", offset: offset, problem: problem)
        case .xml(_, let line, let problem): .xml(file: "", line: line, problem: problem)
        case .temporaryStorage(_, let reason): .temporaryStorage(directory: "", reason: reason)
        }
    }

    /// The description after the file name: `blob at byte 65: …` or `line 3: …`.
    var descriptionWithoutFile: String {
        let text = withoutFile.description
        return String(text.dropFirst(2))
    }
}
