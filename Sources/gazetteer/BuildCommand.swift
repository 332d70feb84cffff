import ArgumentParser
import Dispatch
import Foundation
import GazetteerImport
import GazetteerIndex

struct BuildCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "build",
        abstract: "Build an index from GeoNames dumps (.txt, .txt.gz, .zip) and OpenStreetMap extracts (.osm.pbf, .osm, .osm.gz).")

    @Argument(help: "Input files, read in order. The format is detected from the content.")
    var inputs: [String]

    @Option(name: [.short, .long], help: "Where to write the index (default: $GAZETTEER_INDEX, else ./index.gazetteer).")
    var output: String?

    @Option(help: "GeoNames admin1CodesASCII.txt (default: one next to a GeoNames input).")
    var admin1: String?

    @Option(help: "GeoNames countryInfo.txt (default: one next to a GeoNames input).")
    var countries: String?

    @Flag(help: "Stop at the first bad row instead of skipping and counting it.")
    var strict = false

    @Flag(help: "Print nothing but errors.")
    var quiet = false

    @Option(help: "Parsing threads (default: all cores; at most 4 per core).")
    var threads: Int?

    @Option(help: "Largest allowed decompression ratio, against zip bombs.")
    var maxExpansion: Double = DecompressionLimits().maxExpansionRatio

    func validate() throws {
        if let threads, threads < 1 { throw ValidationError("--threads must be at least 1") }
        if !(maxExpansion > 1) { throw ValidationError("--max-expansion must be greater than 1") }
    }

    func run() throws {
        try reportingFailures {
            let outputPath = IndexLocation.resolve(output)
            let interruption = InterruptionCleanup.install()
            defer { interruption.cancel() }
            // Past a file size limit (ulimit -f), write then fails with EFBIG, reported like a full disk,
            // instead of the default SIGXFSZ killing the process and leaving the temporary file behind.
            signal(SIGXFSZ, SIG_IGN)
            if let threads, threads > ImportOptions.maximumThreads, !quiet {
                printError("gazetteer: note: --threads \(threads) is more than this machine can use; using \(ImportOptions.maximumThreads) (4 per core)")
            }
            var limits = DecompressionLimits()
            limits.maxExpansionRatio = maxExpansion
            let build = BuildJob(
                inputs: inputs, output: outputPath, admin1Path: admin1, countriesPath: countries,
                options: ImportOptions(threads: threads, strict: strict, limits: limits))
            let started = DispatchTime.now()
            let progress = ProgressLine(enabled: !quiet && isatty(STDERR_FILENO) == 1)
            let result = try build.run(progress: progress.update)
            progress.finish()
            let seconds = Double(DispatchTime.now().uptimeNanoseconds - started.uptimeNanoseconds) / 1e9
            if !quiet {
                print(BuildReport.summary(result, output: outputPath, seconds: seconds))
            }
        }
    }
}

/// Removes the half-written index when the build is interrupted (SIGINT, SIGTERM), then exits.
struct InterruptionCleanup {
    private let sources: [DispatchSourceSignal]

    static func install() -> InterruptionCleanup {
        let sources = [SIGINT, SIGTERM].map { number -> DispatchSourceSignal in
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler {
                TemporaryFiles.shared.removeAll { inPlace in
                    if let index = inPlace.last {
                        printError("gazetteer: interrupted after the new index was complete: \(index) is in place")
                    } else {
                        printError("gazetteer: interrupted; no index written")
                    }
                    exit(130)
                }
            }
            source.resume()
            return source
        }
        return InterruptionCleanup(sources: sources)
    }

    func cancel() {
        for source in sources { source.cancel() }
    }
}
