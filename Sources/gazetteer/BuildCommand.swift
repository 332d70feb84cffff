import ArgumentParser
import Foundation
import GazetteerImport
import GazetteerIndex
import GazetteerOutput

struct BuildCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "build",
        abstract: "Build an index from GeoNames dumps (.txt, .txt.gz, .zip) and OpenStreetMap extracts (.osm.pbf, .osm, .osm.gz).")

    @Argument(help: "Input files, read in order. The format is detected from the content.", completion: .file())
    var inputs: [String]

    @Option(name: [.short, .long], help: "Where to write the index (default: $GAZETTEER_INDEX, else ./index.gazetteer).", completion: .file())
    var output: String?

    @Option(help: "GeoNames admin1CodesASCII.txt (default: one next to a GeoNames input).", completion: .file())
    var admin1: String?

    @Option(help: "GeoNames countryInfo.txt (default: one next to a GeoNames input).", completion: .file())
    var countries: String?

    @Option(name: .customLong("alternate-names"), help: ArgumentHelp(
        "GeoNames alternateNamesV2.txt or .zip: names by language of the GeoNames places, divisions and countries (default: one next to a GeoNames input).",
        valueName: "PATH"), completion: .file())
    var alternateNames: String?

    @Option(help: ArgumentHelp(
        "Keep names by language only in these (BCP 47 tags, e.g. de,en,fr; de keeps de-AT too), for a smaller index (default: every language the input gives).",
        valueName: "LANGS"))
    var languages: String?

    @Flag(help: "Stop at the first bad row instead of skipping and counting it.")
    var strict = false

    @Flag(help: "Print nothing but errors.")
    var quiet = false

    @Option(parsing: .unconditional, help: "Parsing threads (default: all cores; at most 4 per core).")
    var threads: Int?

    @Option(help: "The build time recorded in the index, in seconds since 1970 (default: $SOURCE_DATE_EPOCH, else now); the same inputs and time give a byte-identical index.")
    var buildTime: Int64?

    @Option(help: "The memory the build aims to stay within, such as 512M, 1G or 4G; past it, the lists that grow with the input move to temporary files beside the output.")
    var memoryBudget: ByteSizeArgument = ByteSizeArgument(bytes: 1 << 30)

    @Option(help: "Largest allowed decompression ratio, against zip bombs.")
    var maxExpansion: Double = DecompressionLimits().maxExpansionRatio

    func validate() throws {
        if let threads, threads < 1 { throw ValidationError("--threads must be at least 1") }
        if !(maxExpansion > 1) { throw ValidationError("--max-expansion must be greater than 1") }
        if let buildTime, buildTime < 0 { throw ValidationError("--build-time must be seconds since 1970, not negative") }
        if memoryBudget.bytes < MemoryBudget.minimumLimit {
            throw ValidationError("--memory-budget must be at least 64M, got \(memoryBudget.text)")
        }
        _ = try Self.sourceDateEpoch()
        if let languages, keptLanguages.isEmpty {
            throw ValidationError("--languages takes language tags separated by commas, e.g. de,en,fr; \"\(languages)\" holds none")
        }
    }

    /// The tags of `--languages`, in order.
    var keptLanguages: [String] { languages.map(LanguagePreferences.parse(list:)) ?? [] }

    /// `$SOURCE_DATE_EPOCH` (reproducible-builds.org), when set.
    static func sourceDateEpoch() throws -> Int64? {
        guard let text = ProcessInfo.processInfo.environment["SOURCE_DATE_EPOCH"], !text.isEmpty else { return nil }
        guard let seconds = Int64(text), seconds >= 0 else {
            throw ValidationError("SOURCE_DATE_EPOCH must be a whole number of seconds since 1970, got \"\(text)\"")
        }
        return seconds
    }

    /// The thread count to use: at most ``QueryLimits/maximumThreads(cores:)``, with a warning when capped.
    func threadCount() -> Int? {
        guard let threads else { return nil }
        let cores = ProcessInfo.processInfo.activeProcessorCount
        let maximum = QueryLimits.maximumThreads(cores: cores)
        guard threads > maximum else { return threads }
        printError("gazetteer: --threads \(threads) is more than 4 per core; using \(maximum) (\(cores) cores)")
        return maximum
    }

    func run() throws {
        do {
            let outputPath = IndexLocation.resolve(output)
            let interruption = InterruptionCleanup.install()
            defer { interruption.finish() }
            // Past a file size limit (ulimit -f), write then fails with EFBIG, reported like a full disk,
            // instead of the default SIGXFSZ killing the process and leaving the temporary file behind.
            signal(SIGXFSZ, SIG_IGN)
            var limits = DecompressionLimits()
            limits.maxExpansionRatio = maxExpansion
            var indexOptions = IndexBuilder.Options(createdAt: try buildTime ?? Self.sourceDateEpoch(), memoryBudget: memoryBudget.bytes)
            if languages != nil { indexOptions.languages = keptLanguages }
            var build = BuildJob(
                inputs: inputs, output: outputPath, admin1Path: admin1, countriesPath: countries,
                options: ImportOptions(threads: threadCount(), strict: strict, limits: limits), indexOptions: indexOptions)
            build.alternateNamesPath = alternateNames
            let started = DispatchTime.now()
            let progress = ProgressLine(enabled: !quiet && isatty(STDERR_FILENO) == 1)
            let result = try build.run(progress: progress.update, stageProgress: progress.update)
            progress.finish()
            let seconds = Double(DispatchTime.now().uptimeNanoseconds - started.uptimeNanoseconds) / 1e9
            if !quiet {
                print(BuildReport.summary(result, output: outputPath, seconds: seconds))
            }
        }
    }
}
