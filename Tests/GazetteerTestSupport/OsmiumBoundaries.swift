import Foundation
import GazetteerIndex

/// Administrative boundaries of a real OpenStreetMap extract, assembled into polygons by
/// osmium-tool (`osmium export`, libosmium's area assembler), for tests and benchmarks of the
/// boundary index. `nil` when osmium is not installed.
public enum OsmiumBoundaries {
    /// The `osmium` executable on the `PATH`, or `nil`.
    public static let executable: String? = {
        let directories = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/usr/local/bin").split(separator: ":")
        return directories.map { "\($0)/osmium" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }()

    /// The boundaries (`boundary=administrative` with an `admin_level`) of the extract at `path`.
    ///
    /// - Throws: when osmium fails or prints something that is not GeoJSON.
    public static func load(_ path: String) throws -> [BoundaryPolygon]? {
        guard let executable else { return nil }
        let directory = try TemporaryDirectory(prefix: "osmium-export")
        let output = directory.file("areas.geojsonseq")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["export", path, "-f", "geojsonseq", "--geometry-types=polygon", "-a", "type,id", "-o", output, "--overwrite"]
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw OsmiumError.failed(path, process.terminationStatus) }
        let text = try String(contentsOfFile: output, encoding: .utf8)
        var boundaries: [BoundaryPolygon] = []
        for line in text.split(whereSeparator: { $0 == "\n" || $0 == "\u{1E}" }) where line.contains("administrative") {
            guard let feature = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
                  let properties = feature["properties"] as? [String: Any],
                  let geometry = feature["geometry"] as? [String: Any],
                  properties["boundary"] as? String == "administrative",
                  let level = (properties["admin_level"] as? String).flatMap({ Int($0) }),
                  let polygons = geometry["coordinates"] as? [[[[Double]]]]
            else { continue }
            let kind: SourceID.Kind = properties["@type"] as? String == "way" ? .osmWay : .osmRelation
            let id = SourceID(kind: kind, value: UInt64(properties["@id"] as? Int ?? 0))
            var rings: [BoundaryPolygon.Ring] = []
            for polygon in polygons {
                for (number, ring) in polygon.enumerated() {
                    rings.append(BoundaryPolygon.Ring(
                        isOuter: number == 0,
                        latitudesE7: ring.map { FixedPoint.e7($0[1]) }, longitudesE7: ring.map { FixedPoint.e7($0[0]) }))
                }
            }
            let code = (properties["ISO3166-1"] as? String) ?? (properties["ISO3166-1:alpha2"] as? String) ?? ""
            boundaries.append(BoundaryPolygon(
                id: id, name: properties["name"] as? String ?? "", adminLevel: level, countryCode: code.uppercased(), rings: rings))
        }
        return boundaries
    }

    public enum OsmiumError: Error {
        case failed(String, Int32)
    }
}
