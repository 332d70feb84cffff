import BenchSupport
@_spi(Internals) import GazetteerImport
import GazetteerIndex

/// Parse-only import throughput: the decompressed file is read into memory once, then every line
/// goes through ``GeoNamesRowParser`` into a reused batch; no index is written.
enum ParseThroughput {
    static func run(path: String, repeats: Int) throws -> String {
        let bytes = try LineReader.readAll(path: path)
        var best = UInt64.max
        var rows = 0
        var samples: [UInt64] = []
        for _ in 0..<max(1, repeats) {
            let start = MonotonicClock.nanoseconds()
            rows = parseAll(bytes)
            let elapsed = MonotonicClock.nanoseconds() - start
            samples.append(elapsed)
            best = min(best, elapsed)
        }
        samples.sort()
        let median = Double(samples[samples.count / 2]) / 1e9
        return """
            {"rows": \(rows), "bytes": \(bytes.count), "median_s": \(median), "best_s": \(Double(best) / 1e9), \
            "rows_per_s": \(Int(Double(rows) / median)), "mb_per_s": \(Double(bytes.count) / median / 1e6)}
            """
    }

    /// Parses every line; the batch is emptied every 4,096 rows, as the importer hands batches on.
    static func parseAll(_ bytes: [UInt8]) -> Int {
        var batch = RecordBatch()
        var added = 0
        bytes.withUnsafeBufferPointer { all in
            var start = 0
            for index in 0..<all.count where all[index] == 0x0A {
                if case .added = GeoNamesRowParser.parse(UnsafeBufferPointer(rebasing: all[start..<index]), into: &batch) {
                    added += 1
                }
                if batch.count == 4_096 { batch = RecordBatch() }
                start = index + 1
            }
        }
        return added
    }
}
