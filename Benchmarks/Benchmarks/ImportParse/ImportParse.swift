import Benchmark
import BenchSupport
@_spi(Internals) import GazetteerImport
import GazetteerIndex

/// The decompressed GeoNames file and where each line starts, read once outside any measurement.
final class ParseFixture: Sendable {
    let bytes: [UInt8]
    let lines: [Range<Int>]

    static let shared: ParseFixture = {
        do {
            return try ParseFixture()
        } catch {
            fatalError("benchmark fixture: \(error)")
        }
    }()

    private init() throws {
        let bytes = try LineReader.readAll(path: BenchPaths.geonames)
        var lines: [Range<Int>] = []
        var start = 0
        for index in bytes.indices where bytes[index] == 0x0A {
            lines.append(start..<index)
            start = index + 1
        }
        self.bytes = bytes
        self.lines = lines
    }
}

let benchmarks: @Sendable () -> Void = {
    // One iteration parses 1,000 consecutive rows into a batch (a fresh batch every 4,096 rows, as
    // the importer's blocks do), so wall clock, throughput and mallocs are per row.
    var next = 0
    var batch = RecordBatch()
    Benchmark(
        "GeoNamesRowParser.parse, per row",
        configuration: .init(
            metrics: [.wallClock, .throughput, .mallocCountTotal, .peakMemoryResident],
            scalingFactor: .kilo, maxDuration: .seconds(3), maxIterations: 2_000,
            setup: { _ = ParseFixture.shared })
    ) { benchmark in
        let fixture = ParseFixture.shared
        fixture.bytes.withUnsafeBufferPointer { all in
            for _ in benchmark.scaledIterations {
                if next == fixture.lines.count { next = 0 }
                blackHole(GeoNamesRowParser.parse(UnsafeBufferPointer(rebasing: all[fixture.lines[next]]), into: &batch))
                next += 1
                if batch.count == 4_096 { batch = RecordBatch() }
            }
        }
    }

    Benchmark(
        "GeoNamesRowParser.parse, whole file",
        configuration: .init(
            metrics: [.wallClock, .mallocCountTotal, .peakMemoryResident],
            maxDuration: .seconds(10), maxIterations: 10,
            setup: { _ = ParseFixture.shared })
    ) { benchmark in
        let fixture = ParseFixture.shared
        var batch = RecordBatch()
        fixture.bytes.withUnsafeBufferPointer { all in
            for line in fixture.lines {
                blackHole(GeoNamesRowParser.parse(UnsafeBufferPointer(rebasing: all[line]), into: &batch))
                if batch.count == 4_096 { batch = RecordBatch() }
            }
        }
        blackHole(batch)
    }
}
