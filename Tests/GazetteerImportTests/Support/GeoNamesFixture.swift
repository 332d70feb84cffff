import Foundation
import GazetteerTestSupport

/// The GeoNames fixtures in Data/geonames, and the real data set when it is on this machine.
enum GeoNamesFixture {
    static let directory = Fixtures.directory.appendingPathComponent("geonames").path
    /// 31 lines: 29 good rows, an invalid latitude on line 30, five columns on line 31.
    static let awkwardPlacesText = directory + "/awkward-places.txt"
    static let awkwardPlacesGzip = directory + "/awkward-places.txt.gz"
    static let awkwardPlacesZip = directory + "/awkward-places.zip"
    static let admin1Names = directory + "/admin1CodesASCII.txt"
    static let countryNames = directory + "/countryInfo.txt"

    /// GeoNames' cities500.txt.gz (234,908 rows) with its side files, shared outside the repository.
    static let cities500 = SharedData.cities500 ?? "/nonexistent/cities500.txt.gz"

    static var hasCities500: Bool { FileManager.default.isReadableFile(atPath: cities500) }
}
