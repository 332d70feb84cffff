import ArgumentParser
import GazetteerIndex
import GazetteerOutput

struct ExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Stream the index's records, or those in a box, circle, category, country or source, as GeoJSON text sequences, newline-delimited JSON or CSV.")

    @OptionGroup var location: IndexLocation

    @Option(help: "Output format: geojsonseq (RFC 8142), ndjson or csv (RFC 4180, with a header row).")
    var format: ExportFormat = .ndjson

    @Option(name: [.short, .long], help: "The file to write (default: standard output); written beside it and renamed into place when complete.", completion: .file())
    var output: String?

    @Option(parsing: .unconditional, help: "Only records in WEST,SOUTH,EAST,NORTH (degrees; WEST > EAST crosses the antimeridian).")
    var bbox: String?

    @Option(parsing: .unconditional, help: "LAT,LON: only records within --radius of this point (negative values need no quoting).")
    var near: String?

    @Option(parsing: .unconditional, help: "Radius in metres around --near.")
    var radius: Double?

    @Option(help: "Only this category, as key=value (amenity=toilets) or the value alone (toilets); repeat for several.")
    var category: [String] = []

    @Option(help: "Only records in this ISO country code.")
    var country: String?

    @Option(help: "Only records from this data set: geonames or osm.")
    var source: SourceName?

    @Option(help: "Only this GeoNames feature class (e.g. P).")
    var featureClass: String?

    @Flag(help: "Do not report the number of records exported.")
    var quiet = false

    enum SourceName: String, ExpressibleByArgument, CaseIterable {
        case geonames, osm
    }

    func validate() throws {
        if let radius {
            if !(radius >= 0) || !radius.isFinite { throw ValidationError("--radius must be a non-negative number of metres") }
            if radius > QueryLimits.maximumRadiusMeters {
                throw ValidationError("--radius must be ≤ \(Int(QueryLimits.maximumRadiusMeters)) metres (half the Earth's circumference)")
            }
            if near == nil { throw ValidationError("--radius needs --near LAT,LON") }
        }
        if near != nil && radius == nil { throw ValidationError("--near needs --radius METRES") }
    }

    func run() throws {
        let box = try bbox.map(BoxArgument.parse) ?? .world
        let center = try near.map(CoordinateArgument.parse)
        let index = try location.open()
        let categories = category.flatMap { $0.split(separator: ",").map(String.init) }
        let filter = PlaceFilter(featureClass: featureClass, categories: categories, countryCode: country, source: source?.rawValue)
        try QueryChecks.filter(filter, in: index)
        try QueryChecks.country(country, in: index)
        let walk = if let center, let radius {
            index.records(within: box, near: center, radiusMeters: radius, filter: filter)
        } else {
            index.records(within: box, filter: filter)
        }
        let destination = try ExportDestination(path: output, index: location.path)
        var export = RecordExport(index: index, walk: walk, format: format, center: center)
        var chunk = JSONWriter(capacity: 1 << 17)
        do {
            var more = true
            while more {
                chunk.reset()
                more = export.writeChunk(into: &chunk)
                try destination.write(chunk)
            }
            try destination.commit()
        } catch {
            destination.discard()
            let records = "\(BuildReport.count(export.exported)) record\(export.exported == 1 ? "" : "s")"
            let left = destination.replacesFile ? "; \(destination.name) was not written" : ""
            throw ExportFailure(description: "\(error) (after \(records)\(left))")
        }
        if !quiet {
            let records = export.exported == 1 ? "record" : "records"
            printError("gazetteer: exported \(BuildReport.count(export.exported)) \(records) to \(destination.name) (\(format.rawValue))")
        }
    }

    struct ExportFailure: Error, CustomStringConvertible {
        let description: String
    }
}

extension ExportFormat: ExpressibleByArgument {}
