import GazetteerIndex

/// Streams GeoNames dump files (`.txt`, `.txt.gz`, `.zip`) into record batches.
///
/// One thread reads and decompresses, cutting the text into blocks of whole lines; worker threads
/// parse and normalize the blocks; batches are delivered to the caller in input order, so the
/// same input always gives the same index. Memory is bounded by the blocks in flight.
public enum GeoNamesImporter: RecordImporter {
    /// `geonames`.
    public static let formatName = "geonames"

    /// By name: `.txt`, `.txt.gz`, `.zip`, `.csv`, `.tsv`; GeoNames is also read when no other format
    /// recognises a file.
    ///
    /// - Complexity: O(1).
    public static func recognition(of path: String, head: InputHead) -> ImportRecognition {
        let lowered = path.lowercased()
        let suffixes = [".txt", ".txt.gz", ".zip", ".tsv", ".csv"]
        return suffixes.contains { lowered.hasSuffix($0) } ? .byName : .no
    }

    /// `admin1CodesASCII.txt`, `countryInfo.txt` and `alternateNamesV2.txt` (or `.zip`) in the same
    /// directory, when present.
    public static func adminNameFiles(besides path: String) -> AdminNameFiles {
        let siblings = AdminNamesLoader.siblings(of: path)
        return AdminNameFiles(admin1: siblings.admin1, countries: siblings.countries, alternateNames: siblings.alternateNames)
    }

    /// Reads `path` and hands each batch to `deliver` on the calling thread, in input order.
    ///
    /// - Throws: ``InputError`` for unreadable, truncated or corrupt files; with `strict`,
    ///   ``ImportError/rowRejected(input:line:reason:detail:)`` for the first bad row; whatever `deliver` throws.
    ///
    /// - Complexity: O(n) in the input; memory is bounded by the blocks in flight.
    public static func run(
        path: String,
        options: ImportOptions = ImportOptions(),
        progress: ((ImportProgress) -> Void)? = nil,
        deliver: (RecordBatch) throws -> Void
    ) throws -> ImportReport {
        var report = ImportReport(input: path, format: "geonames")
        for stream in try InputOpener.openStreams(path: path, limits: options.limits) {
            try read(stream, options: options, report: &report, progress: progress, deliver: deliver)
        }
        return report
    }

    private struct ParsedBlock: Sendable {
        var batch: RecordBatch
        var report: ImportReport
        var firstProblem: ImportError?
        var sourceBytesRead: UInt64
        var decodedBytes: Int
    }

    private static func read(
        _ stream: ByteStream, options: ImportOptions, report: inout ImportReport,
        progress: ((ImportProgress) -> Void)?, deliver: (RecordBatch) throws -> Void
    ) throws {
        let name = stream.name
        let reader = UncheckedBox(LineBlockReader(stream: stream))
        var decoded: UInt64 = 0
        let spares = SpareBatches(capacity: options.threads * 3)
        // The batch delivered last: handed back at the next delivery, when the pool holds it no more.
        var delivered = RecordBatch()
        try OrderedWorkerPool<LineBlockReader.Block, ParsedBlock>.run(
            threads: options.threads, window: options.threads * 3,
            produce: { emit in
                while let block = try reader.value.next() { try emit(block) }
            },
            transform: { block in
                parse(block, into: spares.take(), input: name, strict: options.strict, alternateNames: options.alternateNames)
            },
            consume: { parsed in
                if let problem = parsed.firstProblem { throw problem }
                report.merge(parsed.report)
                decoded += UInt64(parsed.decodedBytes)
                progress?(ImportProgress(
                    input: name, sourceBytesRead: parsed.sourceBytesRead, sourceSize: stream.sourceSize,
                    itemsRead: report.itemsRead, bytesDecoded: decoded))
                if !parsed.batch.isEmpty { try deliver(parsed.batch) }
                spares.give(&delivered)
                delivered = parsed.batch
            })
    }

    /// Parses the rows of `block` into `batch` (empty).
    private static func parse(
        _ block: LineBlockReader.Block, into batch: consuming RecordBatch, input: String, strict: Bool,
        alternateNames: AlternateNameTable?
    ) -> ParsedBlock {
        var batch = batch
        var report = ImportReport(input: input, format: "geonames")
        var firstProblem: ImportError?
        var firstProblemLine = Int.max
        for line in block.droppedLongLines {
            report.itemsRead += 1
            report.skip(.lineTooLong, at: "line \(line)")
        }
        block.bytes.withUnsafeBufferPointer { bytes in
            var start = 0
            var lineNumber = block.firstLine
            while start < bytes.count {
                var end = start
                while end < bytes.count && bytes[end] != 0x0A { end += 1 }
                let line = UnsafeBufferPointer(rebasing: bytes[start..<end])
                if !isBlank(line) && firstProblem == nil {
                    report.itemsRead += 1
                    switch GeoNamesRowParser.parse(line, into: &batch, alternateNames: alternateNames) {
                    case .added:
                        report.recordsAdded += 1
                    case let .skipped(reason, detail):
                        report.skip(reason, at: "line \(lineNumber) (\(detail))")
                        if strict {
                            firstProblem = .rowRejected(input: input, line: lineNumber, reason: reason, detail: detail)
                            firstProblemLine = lineNumber
                        }
                    }
                }
                start = end + 1
                lineNumber += 1
            }
        }
        if strict, let longLine = block.droppedLongLines.min(), longLine < firstProblemLine {
            firstProblem = .rowRejected(input: input, line: longLine, reason: .lineTooLong, detail: "longer than 1 MiB")
        }
        return ParsedBlock(
            batch: batch, report: report, firstProblem: firstProblem, sourceBytesRead: block.sourceBytesRead,
            decodedBytes: block.bytes.count)
    }

    private static func isBlank(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
        line.allSatisfy { $0 == 0x0D || $0 == 0x20 }
    }
}
