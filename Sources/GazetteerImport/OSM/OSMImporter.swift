import GazetteerIndex

/// Imports OpenStreetMap files: `.osm.pbf`, `.osm` and `.osm.gz`.
///
/// What becomes a record is described at ``OSMRecordMapper``; ways are placed by ``WayGeometry`` with
/// node locations from a ``NodeLocationStore``. Relations are read and counted but not indexed, so
/// multipolygon points of interest (a park mapped as a relation) are left out.
public enum OSMImporter {
    /// Objects per XML chunk; PBF blocks hold about as many (8 000 by convention).
    static let xmlChunkObjects = 8_000

    /// Reads an `.osm.pbf`, `.osm` or `.osm.gz` file and delivers record batches in input order.
    ///
    /// The format is detected from the (decompressed) bytes: PBF starts with a 4-byte length followed by
    /// a BlobHeader whose type is `OSMHeader`; anything else is read as XML. PBF blobs are decoded on
    /// `options.threads` threads; batches (one per PBF block, or per 8 000 XML objects, never empty) are
    /// the same, in the same order, whatever the thread count. `deliver` runs on the calling thread.
    ///
    /// - Returns: the report: format `osm-pbf` or `osm-xml`; items read are nodes + ways + relations.
    /// - Throws: ``OSMError`` for malformed input (naming the file and the blob offset or line);
    ///   errors from opening or decompressing the file; whatever `deliver` throws.
    /// - Complexity: O(n) in the input, plus O(w log n) to place w ways among n nodes. Memory: the node
    ///   location store (16 bytes per node) plus a bounded window of blocks in flight.
    public static func run(path: String, options: OSMImportOptions, deliver: (RecordBatch) throws -> Void) throws -> ImportReport {
        try run(path: path, options: options, into: RecordBatch.self, deliver: deliver)
    }

    /// Whether the file (after gzip decompression, if any) starts like an OSM PBF file.
    ///
    /// Reads at most 64 KiB + 4 bytes; returns `false` when the file cannot be opened.
    ///
    /// - Complexity: O(1).
    public static func looksLikePBF(path: String) -> Bool {
        guard let stream = try? InputOpener.openStreams(path: path).first else { return false }
        var reader = ByteReader(stream: stream, capacity: PBFLimits.maxBlobHeaderBytes + 4)
        return (try? PBFFramer.looksLikePBF(&reader)) ?? false
    }

    /// ``run(path:options:deliver:)`` for any sink type.
    static func run<Sink: OSMRecordSink>(
        path: String, options: OSMImportOptions, into sink: Sink.Type, deliver: (Sink) throws -> Void
    ) throws -> ImportReport {
        let streams = try InputOpener.openStreams(path: path, limits: options.limits)
        let name = streams.first?.name ?? path
        var assembler = OSMAssembler<Sink>(report: ImportReport(input: name, format: "osm-xml"))
        for (index, stream) in streams.enumerated() {
            var reader = ByteReader(stream: stream)
            if try PBFFramer.looksLikePBF(&reader) {
                if index == 0 { assembler.report.format = "osm-pbf" }
                try readPBF(reader, options: options, assembler: &assembler, deliver: deliver)
            } else {
                try readXML(reader, assembler: &assembler, deliver: deliver)
            }
        }
        return assembler.report
    }

    private static func readXML<Sink>(
        _ reader: ByteReader, assembler: inout OSMAssembler<Sink>, deliver: (Sink) throws -> Void
    ) throws {
        var xml = OSMXMLReader(reader: reader)
        var more = true
        while more {
            var mapper = OSMBlockMapper<Sink>()
            more = try xml.read(into: &mapper, limit: xmlChunkObjects)
            if let sink = assembler.assemble(mapper.finish()) { try deliver(sink) }
        }
    }

    /// Frames blobs on the calling thread, decodes them on workers, assembles in order. A framing error
    /// is raised only after the blocks before it were delivered, so output never depends on timing.
    ///
    /// Every blob's uncompressed size counts against one budget for the whole file, checked before the
    /// blob goes to a worker: past the grace size (at most one blob's 32 MiB), the file may not
    /// inflate more than ``DecompressionLimits/maxExpansionRatio`` times the bytes read.
    private static func readPBF<Sink>(
        _ reader: ByteReader, options: OSMImportOptions, assembler: inout OSMAssembler<Sink>, deliver: (Sink) throws -> Void
    ) throws {
        var framer = PBFFramer(reader: reader)
        let file = framer.file
        let threads = options.threads
        // PBF blobs are packed protobuf and inflate 2-4 times: one blob's worth of grace is plenty.
        var limits = options.limits
        limits.ratioGraceBytes = min(limits.ratioGraceBytes, UInt64(PBFLimits.maxBlobBytes))
        let inflation = ExpansionBudget(limits: limits)
        let pipeline = OrderedWorkerPool<PBFFrame, OSMMappedBlock<Sink>>(threads: threads, window: 2 * threads + 2) {
            try mapBlock($0, file: file)
        }
        defer { pipeline.shutdown() }
        var sawHeader = false
        var framingError: (any Error)?
        var inputEnded = false
        while true {
            while !inputEnded && pipeline.canSubmit {
                do {
                    guard let frame = try framer.next() else {
                        inputEnded = true
                        break
                    }
                    guard sawHeader || frame.type == "OSMHeader" else { throw PBFProblem.missingHeader(found: frame.type) }
                    let inflated = try PBFBlobDecoder.inflatedSize(of: frame.blob)
                    let read = framer.sourceBytesRead
                    try inflation.record(
                        produced: UInt64(inflated), consumed: read - inflation.consumed, name: file, offset: frame.offset)
                    switch frame.type {
                    case "OSMHeader":
                        try PBFBlobDecoder.withData(frame.blob) { try PBFHeaderBlock.validate($0) }
                        sawHeader = true
                    case "OSMData":
                        pipeline.submit(frame)
                    default:
                        continue
                    }
                } catch let problem as PBFProblem {
                    framingError = OSMError.pbf(file: file, offset: framer.lastOffset, problem: problem)
                    inputEnded = true
                } catch {
                    framingError = error
                    inputEnded = true
                }
            }
            guard pipeline.hasOutstanding else { break }
            if let sink = assembler.assemble(try pipeline.take()) { try deliver(sink) }
        }
        if let framingError { throw framingError }
    }

    /// Decompresses and maps one OSMData blob (runs on a worker thread).
    private static func mapBlock<Sink>(_ frame: PBFFrame, file: String) throws -> OSMMappedBlock<Sink> {
        var mapper = OSMBlockMapper<Sink>()
        var decoder = PBFPrimitiveBlockDecoder()
        do {
            try PBFBlobDecoder.withData(frame.blob) { try decoder.decode($0, into: &mapper) }
        } catch let problem as PBFProblem {
            throw OSMError.pbf(file: file, offset: frame.offset, problem: problem)
        }
        return mapper.finish()
    }
}
