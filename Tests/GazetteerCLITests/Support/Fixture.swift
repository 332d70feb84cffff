import Foundation
import GazetteerTestSupport

/// The GeoNames fixtures in Data/geonames.
enum Fixture {
    static let directory = Fixtures.path("geonames")
    /// 31 lines: 29 good rows, an invalid latitude on line 30, five columns on line 31.
    static let awkwardPlaces = directory + "/awkward-places.txt"
    static let awkwardPlacesGzip = directory + "/awkward-places.txt.gz"
    /// 14 nodes, 4 ways, 1 relation: places and amenities in Liechtenstein.
    static let osmPlaces = directory + "/../osm/n14-w4-r1-places-amenities.osm.pbf"
    /// 6 nodes, 1 way, 1 relation: a town, a village and a post office with names by language, in a
    /// country boundary with names by language.
    static let osmNamesByLanguage = directory + "/../osm/n6-w1-r1-names-by-language.osm.pbf"

    /// Builds the awkward-places index at `name` in `scratch` with the tool and returns its path.
    static func buildIndex(in scratch: TemporaryDirectory, named name: String = "awkward-places.gazetteer") async throws -> String {
        let path = scratch.file(name)
        let output = try await GazetteerTool.run(["build", awkwardPlaces, "--output", path, "--quiet"])
        guard output.status == 0 else {
            throw BuildFailure(status: output.status, standardError: output.standardError)
        }
        return path
    }

    struct BuildFailure: Error, CustomStringConvertible {
        var status: Int32
        var standardError: String
        var description: String { "gazetteer build exited \(status): \(standardError)" }
    }
}
