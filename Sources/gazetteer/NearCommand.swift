import ArgumentParser
import GazetteerIndex

struct NearCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "near",
        abstract: "List places and amenities within a radius of a point, nearest first.")

    @Argument(parsing: .allUnrecognized, help: "LAT LON (or LAT,LON) in degrees; negative values need no quoting.")
    var point: [String] = []

    @Option(help: "Radius in metres.")
    var radius: Double = 1_000

    @Option(help: "Only this GeoNames feature class (e.g. P).")
    var featureClass: String?

    @Option(help: "Only this GeoNames feature code (e.g. PPLC).")
    var featureCode: String?

    @Option(help: "Only this category, as key=value (amenity=toilets) or the value alone (toilets); repeat for several.")
    var category: [String] = []

    @Option(help: "The most results to return.")
    var limit = 10

    @OptionGroup var location: IndexLocation

    @Option(help: "Output format.")
    var format: OutputFormat = .text

    func validate() throws {
        if !(radius >= 0) || !radius.isFinite { throw ValidationError("--radius must be a non-negative number of metres") }
        if limit < 1 { throw ValidationError("--limit must be at least 1") }
    }

    func run() throws {
        try reportingFailures {
            let center = try CoordinateArgument.parse(point.joined(separator: " "))
            let index = try Gazetteer(path: location.path)
            let categories = category.flatMap { $0.split(separator: ",").map(String.init) }
            let filter = PlaceFilter(featureClass: featureClass, featureCode: featureCode, categories: categories)
            let rows = index.nearby(center, radiusMeters: radius, limit: limit, filter: filter).map(ResultRow.init)
            print(ResultFormatter.render(rows, as: format))
        }
    }
}
