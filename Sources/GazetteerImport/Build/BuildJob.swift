import Foundation
import GazetteerIndex

/// One `gazetteer build`: read every input, then write the index.
public struct BuildJob {
    /// Input files (GeoNames dumps, OpenStreetMap extracts), in order.
    public var inputs: [String]
    /// Where the index goes.
    public var output: String
    /// admin1CodesASCII.txt; when `nil`, one next to a GeoNames input is used if present.
    public var admin1Path: String?
    /// countryInfo.txt; when `nil`, one next to a GeoNames input is used if present.
    public var countriesPath: String?
    /// alternateNamesV2.txt (or `.zip`); when `nil`, one next to a GeoNames input is used if present.
    public var alternateNamesPath: String?
    public var options: ImportOptions
    public var indexOptions: IndexBuilder.Options

    public init(
        inputs: [String], output: String, admin1Path: String? = nil, countriesPath: String? = nil,
        options: ImportOptions = ImportOptions(), indexOptions: IndexBuilder.Options = IndexBuilder.Options()
    ) {
        self.inputs = inputs
        self.output = output
        self.admin1Path = admin1Path
        self.countriesPath = countriesPath
        self.options = options
        self.indexOptions = indexOptions
    }

    /// What a build read and wrote.
    public struct Result: Sendable {
        public var reports: [ImportReport]
        public var summary: BuildSummary
        public var admin1Source: String?
        public var countriesSource: String?
        /// The names-by-language file read, if any.
        public var alternateNamesSource: String?
        /// Names by language read from it for the records, divisions and countries of the build.
        public var alternateNameCount = 0
        /// Wall-clock seconds spent reading the inputs (before writing began).
        public var readSeconds: Double
        /// Processor seconds spent reading the inputs, on all threads.
        public var readCPUSeconds: Double
    }

    /// Runs the build. Nothing is written at `output` unless everything succeeds.
    ///
    /// - Throws: ``InputError``, ``ImportError``, ``IndexError``, or an input format's own error (``OSMError``).
    /// - Complexity: O(n log n) in the records read.
    /// - Parameters:
    ///   - progress: called as each input is read.
    ///   - stageProgress: called as each stage of writing starts, with the progress the stage
    ///     counts as it goes (``BuildStageProgress``).
    public func run(
        progress: ((ImportProgress) -> Void)? = nil, stageProgress: ((BuildStageProgress) -> Void)? = nil
    ) throws -> Result {
        let started = DispatchTime.now().uptimeNanoseconds
        let startedCPU = ProcessCPU.seconds()
        let formats = try inputs.map(ImportFormats.importer(for:))
        let names = zip(formats, inputs).map { format, input in format.adminNameFiles(besides: input) }
        let sideFiles = [admin1Path, countriesPath, alternateNamesPath] + names.flatMap { [$0.admin1, $0.countries, $0.alternateNames] }
        try BuildOutputCheck.check(output: output, reads: inputs + sideFiles.compactMap { $0 })
        try IndexBuilder.checkWritable(output)
        var reports: [ImportReport] = []
        var admin1Source = admin1Path
        var countriesSource = countriesPath
        var options = options
        if options.temporaryDirectory == nil {
            let directory = (output as NSString).deletingLastPathComponent
            options.temporaryDirectory = directory.isEmpty ? "." : directory
        }
        var indexOptions = indexOptions
        if indexOptions.temporaryDirectory == nil { indexOptions.temporaryDirectory = options.temporaryDirectory }
        if options.memoryBudget == nil { options.memoryBudget = indexOptions.memoryBudget }
        let builder = IndexBuilder(options: indexOptions)
        let alternateNamesSource = alternateNamesPath ?? names.lazy.compactMap(\.alternateNames).first
        var alternateNameCount = 0
        if let alternateNamesSource {
            let geonames = zip(inputs, formats).filter { $0.1.formatName == GeoNamesImporter.formatName }.map(\.0)
            alternateNameCount = try loadAlternateNames(
                alternateNamesSource, geonames: geonames, admin1: admin1Path ?? names.lazy.compactMap(\.admin1).first,
                countries: countriesPath ?? names.lazy.compactMap(\.countries).first, options: &options, builder: builder)
        }
        for (input, (format, names)) in zip(inputs, zip(formats, names)) {
            admin1Source = admin1Source ?? names.admin1
            countriesSource = countriesSource ?? names.countries
            var latest: ImportProgress?
            var reserved = false
            let report = try format.run(path: input, options: options, progress: {
                latest = $0
                progress?($0)
            }, deliver: { batch in
                // The first batch and the share of the file it came from predict the whole input,
                // but never past what the expansion limit lets the file decompress to.
                if !reserved, let latest, latest.sourceBytesRead > 0 {
                    reserved = true
                    let limits = options.limits
                    let largest = max(Double(limits.ratioGraceBytes), limits.maxExpansionRatio * Double(latest.sourceSize))
                    let factor = min(
                        Double(latest.sourceSize) / Double(latest.sourceBytesRead),
                        largest / Double(max(latest.bytesDecoded, 1)))
                    builder.reserveCapacity(like: batch, times: factor)
                }
                try builder.add(batch)
            })
            builder.addInput("\(input) (\(report.format), \(report.recordsAdded) records)")
            reports.append(report)
        }
        guard builder.recordCount > 0 else { throw ImportError.noRecords(reports: reports) }
        if let admin1Source { builder.setAdmin1Names(try AdminNamesLoader.admin1Names(path: admin1Source)) }
        if let countriesSource { builder.setCountries(try AdminNamesLoader.countries(path: countriesSource)) }
        let readSeconds = Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9
        let readCPUSeconds = ProcessCPU.seconds() - startedCPU
        let summary = try builder.write(to: output, progress: stageProgress)
        var result = Result(
            reports: reports, summary: summary, admin1Source: admin1Source, countriesSource: countriesSource,
            readSeconds: readSeconds, readCPUSeconds: readCPUSeconds)
        result.alternateNamesSource = alternateNamesSource
        result.alternateNameCount = alternateNameCount
        return result
    }
}
