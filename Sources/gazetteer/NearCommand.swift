import ArgumentParser
import GazetteerIndex
import GazetteerOutput

struct NearCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "near",
        abstract: "List places and amenities within a radius of a point, nearest first, or in a box, most important first.")

    @Argument(parsing: .allUnrecognized, help: "LAT LON (or LAT,LON) in degrees; negative values need no quoting.")
    var point: [String] = []

    @Option(parsing: .unconditional, help: "Radius in metres (default 1000).")
    var radius: Double?

    @Option(parsing: .unconditional, help: "Instead of a point and radius: WEST,SOUTH,EAST,NORTH in degrees (WEST > EAST crosses the antimeridian).")
    var bbox: String?

    @Option(help: "Only this GeoNames feature class (e.g. P).")
    var featureClass: String?

    @Option(help: "Only this GeoNames feature code (e.g. PPLC).")
    var featureCode: String?

    @Option(help: "Only this category, as key=value (amenity=toilets) or the value alone (toilets); repeat for several.")
    var category: [String] = []

    @Option(parsing: .unconditional, help: "The most results to return (1 to \(QueryLimits.maximumResults)).")
    var limit = 10

    @OptionGroup var location: IndexLocation

    @OptionGroup var language: LanguageOption

    @Option(help: "Output format.")
    var format: OutputFormat = .text

    func validate() throws {
        if let radius {
            if !(radius >= 0) || !radius.isFinite { throw ValidationError("--radius must be a non-negative number of metres") }
            if radius > QueryLimits.maximumRadiusMeters {
                throw ValidationError("--radius must be ≤ \(Int(QueryLimits.maximumRadiusMeters)) metres (half the Earth's circumference)")
            }
        }
        try QueryChecks.limit(limit)
        if bbox != nil {
            if !point.filter({ $0 != "--" }).isEmpty { throw ValidationError("give either a point (LAT LON) or --bbox, not both") }
            if radius != nil { throw ValidationError("--radius applies to a point; --bbox takes none") }
            return
        }
        if point.isEmpty { throw ValidationError("give the point as LAT LON, e.g. near 47.14 9.52 or near -- -33.9 151.2, or a box as --bbox WEST,SOUTH,EAST,NORTH") }
    }

    func run() throws {
        let box = try bbox.map(BoxArgument.parse)
        let center = box == nil ? try CoordinateArgument.parse(point.filter { $0 != "--" }.joined(separator: " ")) : nil
        let index = try location.open()
        let categories = category.flatMap { $0.split(separator: ",").map(String.init) }
        let filter = PlaceFilter(featureClass: featureClass, featureCode: featureCode, categories: categories)
        try QueryChecks.filter(filter, in: index)
        let rows: [ResultRow]
        if let box {
            rows = index.within(box, limit: limit, filter: filter).map { ResultRow(place: $0) }
        } else if let center {
            rows = index.nearby(center, radiusMeters: radius ?? Self.defaultRadius, limit: limit, filter: filter).map(ResultRow.init)
            if rows.isEmpty && radius == nil && format == .text {
                print(Self.nothingNear(center, in: index, filter: filter))
                return
            }
        } else {
            rows = []
        }
        ResultFormatter.print(rows.map { $0.localized(preferring: language.languages) }, as: format)
    }

    /// The radius when none is given, in metres.
    static let defaultRadius = 1_000.0

    /// What lies just beyond the default radius, when nothing lies within it: how many records
    /// within ten times the radius, and the nearest record, wherever it is.
    static func nothingNear(_ center: Coordinate, in index: Gazetteer, filter: PlaceFilter) -> String {
        let wider = defaultRadius * 10
        var hits: [SpatialHit] = []
        index.nearbyHits(center, radiusMeters: wider, limit: QueryLimits.maximumResults, filter: filter, into: &hits)
        let around = hits.count
        var line = "no results within \(BuildReport.count(Int(defaultRadius))) m (the default --radius)"
        if around > 0 {
            let counted = around >= QueryLimits.maximumResults ? "over \(BuildReport.count(around))" : BuildReport.count(around)
            line += "; \(counted) within \(BuildReport.count(Int(wider / 1_000))) km"
        }
        if let nearest = index.nearest(to: center, filter: filter).first {
            line += "; the nearest: \(PlaceLabel(nearest.place).text), \(ResultFormatter.formatDistance(nearest.distanceMeters)) away"
        }
        return line
    }
}
