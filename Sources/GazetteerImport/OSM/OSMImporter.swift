import Foundation
import GazetteerIndex

/// Imports OpenStreetMap files: `.osm.pbf`, `.osm` and `.osm.gz`.
///
/// What becomes a record is described at ``OSMRecordMapper``. The file is read twice:
/// 1. **Relations** (``RelationCatalog``): the multipolygons, boundaries and waterways to build, and the
///    ways they need. PBF node and way groups are skipped undecoded.
/// 2. **Everything**: nodes become records and go to the node location store (``NodeLocationStore``,
///    temporary files, bounded memory); ways are placed (``OSMAssembler``); the points of member ways
///    are kept (``WayOutlineStore``).
/// 3. **Areas** (``RelationBuilder``): rings are assembled, holes found, a point inside each area chosen;
///    administrative boundaries are delivered as ``BoundaryPolygon``s with the batches.
public enum OSMImporter: RecordImporter {
    /// `osm`.
    public static let formatName = "osm"

    /// By content: PBF framing, or XML (after decompression) whose root element is `<osm`; by name:
    /// `.osm`, `.osm.gz`, `.pbf`.
    public static func recognition(of path: String, head: InputHead) -> ImportRecognition {
        if PBFFramer.looksLikePBF(head: head.bytes) || XMLSniffer.startsWithOSMElement(head) { return .byContent }
        let lowered = path.lowercased()
        return lowered.hasSuffix(".osm") || lowered.hasSuffix(".osm.gz") || lowered.hasSuffix(".pbf") ? .byName : .no
    }

    /// Reads an `.osm.pbf`, `.osm` or `.osm.gz` file and delivers record batches in input order.
    ///
    /// The format is detected from the (decompressed) bytes. PBF blobs are decoded on `options.threads`
    /// threads; batches (one per PBF block or 8 000 XML objects with records, then runs of built relations)
    /// are the same, in the same order, whatever the thread count. `deliver` and `progress` run on the
    /// calling thread; progress is reported for each pass (the first as "<file> (relations)").
    ///
    /// - Returns: the report: format `osm-pbf` or `osm-xml`; items read are nodes + ways + relations;
    ///   skips include broken areas and relations with members missing from the file.
    /// - Throws: ``OSMError`` for malformed input (naming the file and the blob offset or line) or
    ///   temporary storage that cannot be written; errors from opening or decompressing the file;
    ///   whatever `deliver` throws.
    /// - Complexity: O(n) in the input, plus O(w log n) to place w way nodes among n nodes (O(w) when the
    ///   node ids are dense or unsorted). Memory: a bounded window of blocks, the members of the relations
    ///   built and the records of their old-style outer ways; node locations and member way points live
    ///   in temporary files in `options.temporaryDirectory`.
    public static func run(
        path: String, options: ImportOptions, progress: ((ImportProgress) -> Void)? = nil,
        deliver: (RecordBatch) throws -> Void
    ) throws -> ImportReport {
        try run(path: path, options: options, into: RecordBatch.self, progress: progress, deliver: deliver)
    }

    /// Whether the file (after gzip decompression, if any) starts like an OSM PBF file.
    ///
    /// Reads at most 64 KiB + 4 bytes; returns `false` when the file cannot be opened.
    ///
    /// - Complexity: O(1).
    public static func looksLikePBF(path: String) -> Bool {
        (try? InputHead.read(path)).map { PBFFramer.looksLikePBF(head: $0.bytes) } ?? false
    }

    /// ``run(path:options:progress:deliver:)`` for any sink type.
    static func run<Sink: OSMRecordSink>(
        path: String, options: ImportOptions, into sink: Sink.Type, progress: ((ImportProgress) -> Void)? = nil,
        deliver: (Sink) throws -> Void
    ) throws -> ImportReport {
        // Pass 1: the relations to build. Meanwhile the name folding tables, which the second pass needs
        // from its first block on, are built on another thread.
        let warmUp = Thread { _ = NameNormalizer.key(for: "warm up") }
        warmUp.start()
        var catalog = RelationCatalog()
        var relationReport = ImportReport(input: path, format: "")
        let format = try OSMFileReader.read(path: path, options: options, relationsOnly: true, makeVisitor: { RelationScanner() }) {
            block, position in
            catalog.add(block.plans)
            relationReport.merge(block.report)
            progress?(ImportProgress(
                input: "\(position.input) (relations)", sourceBytesRead: position.sourceBytesRead,
                sourceSize: position.sourceSize, itemsRead: catalog.plans.count))
        }

        // Pass 2: nodes, ways, and the outlines of member ways. Blocks are decoded and mapped on the file
        // reader's workers, their ways' nodes looked up in file order (on this pool's reading thread), then
        // placed on this pool's workers, and delivered in order.
        let directory = options.temporaryDirectory ?? NSTemporaryDirectory()
        let assembler = UncheckedBox(try OSMAssembler<Sink>(directory: directory, mappedLimit: options.memoryBudget.map { $0 / 2 }))
        let scanned = catalog
        var report = ImportReport(input: path, format: "")
        try OrderedWorkerPool<LocatedBlock<Sink>, (sink: Sink, report: ImportReport, position: OSMFileReader.Position)>.run(
            threads: options.threads, window: 4 * options.threads + 4,
            produce: { emit in
                _ = try OSMFileReader.read(
                    path: path, options: options, makeVisitor: { OSMBlockMapper<Sink>(catalog: scanned) }
                ) { block, position in
                    try emit(try assembler.value.locate(block, at: position))
                }
            },
            transform: { $0.build() },
            consume: { sink, blockReport, position in
                report.input = position.input
                report.merge(blockReport)
                if sink.count > 0 || sink.boundaryCount > 0 { try deliver(sink) }
                progress?(ImportProgress(
                    input: position.input, sourceBytesRead: position.sourceBytesRead, sourceSize: position.sourceSize,
                    itemsRead: report.itemsRead))
            })
        report.format = format
        report.merge(relationReport)
        let labels = assembler.value.locations(of: catalog.plans.compactMap(\.labelNode))
        assembler.value.releaseNodeLocations()

        // Pass 3: relations, from the kept outlines.
        let builder = RelationBuilder(
            catalog: catalog, outlines: assembler.value.outlines, deferred: assembler.value.deferred, labels: labels)
        let plans = catalog.plans.count
        let runLength = 64
        try OrderedWorkerPool<Range<Int>, (Sink, ImportReport)>.run(
            threads: options.threads, window: 4 * options.threads + 4,
            produce: { emit in
                for start in stride(from: 0, to: plans, by: runLength) { try emit(start..<min(plans, start + runLength)) }
            },
            transform: { range in
                var sink = Sink()
                var runReport = ImportReport(input: "", format: "")
                builder.build(range, into: &sink, report: &runReport)
                return (sink, runReport)
            },
            consume: { sink, runReport in
                report.merge(runReport)
                report.recordsAdded += sink.count
                if sink.count > 0 || sink.boundaryCount > 0 { try deliver(sink) }
            })
        return report
    }
}
