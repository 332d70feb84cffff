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

/// Builds protobuf messages by hand, for PBF files the tests corrupt on purpose.
struct ProtobufWriter {
    var bytes: [UInt8] = []

    mutating func varint(_ value: UInt64) {
        var value = value
        while value >= 0x80 {
            bytes.append(UInt8(value & 0x7F) | 0x80)
            value >>= 7
        }
        bytes.append(UInt8(value))
    }

    mutating func key(_ field: Int, _ wireType: UInt8) { varint(UInt64(field) << 3 | UInt64(wireType)) }

    mutating func varintField(_ field: Int, _ value: UInt64) {
        key(field, 0)
        varint(value)
    }

    mutating func signedField(_ field: Int, _ value: Int64) { varintField(field, zigzag(value)) }

    mutating func bytesField(_ field: Int, _ value: [UInt8]) {
        key(field, 2)
        varint(UInt64(value.count))
        bytes += value
    }

    mutating func stringField(_ field: Int, _ value: String) { bytesField(field, Array(value.utf8)) }

    mutating func packedField(_ field: Int, _ values: [UInt64]) {
        var packed = ProtobufWriter()
        for value in values { packed.varint(value) }
        bytesField(field, packed.bytes)
    }

    func zigzag(_ value: Int64) -> UInt64 { UInt64(bitPattern: (value << 1) ^ (value >> 63)) }
}

/// Assembles small PBF files: an OSMHeader blob, then data blobs.
enum PBFBuilder {
    /// One frame: length prefix, BlobHeader, Blob.
    static func frame(type: String, blob: [UInt8], declaredSize: Int? = nil) -> [UInt8] {
        var header = ProtobufWriter()
        header.stringField(1, type)
        header.varintField(3, UInt64(declaredSize ?? blob.count))
        let length = UInt32(header.bytes.count)
        return [UInt8(length >> 24), UInt8(length >> 16 & 0xFF), UInt8(length >> 8 & 0xFF), UInt8(length & 0xFF)]
            + header.bytes + blob
    }

    /// A Blob message storing `data` uncompressed.
    static func rawBlob(_ data: [UInt8]) -> [UInt8] {
        var blob = ProtobufWriter()
        blob.bytesField(1, data)
        return blob.bytes
    }

    static func headerFrame(requiredFeatures: [String] = ["OsmSchema-V0.6", "DenseNodes"]) -> [UInt8] {
        var block = ProtobufWriter()
        for feature in requiredFeatures { block.stringField(4, feature) }
        block.stringField(16, "gazetteer tests")
        return frame(type: "OSMHeader", blob: rawBlob(block.bytes))
    }

    /// A PrimitiveBlock with the given strings and one group holding `group` (already encoded).
    static func primitiveBlock(strings: [String], group: [UInt8]) -> [UInt8] {
        var table = ProtobufWriter()
        for string in strings { table.stringField(1, string) }
        var block = ProtobufWriter()
        block.bytesField(1, table.bytes)
        block.bytesField(2, group)
        return block.bytes
    }

    /// A group with one plain node carrying tags given as string-table indices.
    static func nodeGroup(id: Int64, latitude: Int64, longitude: Int64, keys: [UInt64], values: [UInt64]) -> [UInt8] {
        var node = ProtobufWriter()
        node.signedField(1, id)
        node.packedField(2, keys)
        node.packedField(3, values)
        node.signedField(8, latitude)
        node.signedField(9, longitude)
        var group = ProtobufWriter()
        group.bytesField(1, node.bytes)
        return group.bytes
    }

    static func dataFrame(_ block: [UInt8]) -> [UInt8] {
        frame(type: "OSMData", blob: rawBlob(block))
    }
}
