import Foundation
import Testing
@testable import GazetteerImport
import GazetteerTestSupport

@Suite("scratch") struct ScratchDump {
    @Test("dump") func dump() throws {
        guard let path = ProcessInfo.processInfo.environment["DUMP_OSM"] else { return }
        var records: [OSMRecord] = []
        var boundaries: [String] = []
        let report = try OSMImporter.run(path: path, options: ImportOptions(threads: 2), into: OSMRecordList.self) {
            records += $0.records
            boundaries += $0.boundaries.map { "\($0.id) \($0.adminLevel) \($0.name) \($0.countryCode) rings=\($0.rings.count) outer=\($0.rings.filter(\.isOuter).count) points=\($0.rings.map(\.latitudesE7.count).reduce(0,+))" }
        }
        let text = records.map(\.description).joined(separator: "\n") + "\n--\n" + boundaries.joined(separator: "\n") + "\n--\n\(report)"
        try text.write(toFile: "/tmp/dump.txt", atomically: true, encoding: .utf8)
    }
}
