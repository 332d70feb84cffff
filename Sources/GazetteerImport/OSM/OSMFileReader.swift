import GazetteerIndex

/// Reads an OpenStreetMap file (PBF, XML or gzip'd XML, detected from the bytes) block by block into
/// visitors, and hands the blocks over in file order.
///
/// PBF blobs are framed on a reading thread and decompressed and visited on the pool's workers (see
/// ``OrderedWorkerPool``); XML is read on the calling thread in runs of 8 000 objects. The blocks, and
/// so everything built from them, are the same whatever the thread count.
enum OSMFileReader {
    /// Objects per XML block; PBF blocks hold about as many (8 000 by convention).
    static let xmlBlockObjects = 8_000

    /// Where reading has got to, for progress.
    struct Position: Sendable {
        var input: String
        var sourceBytesRead: UInt64
        var sourceSize: UInt64
    }

    /// Reads `path` with one visitor per block and passes each block to `consume`.
    ///
    /// - Parameters:
    ///   - relationsOnly: PBF blocks that hold no relations are passed over after a look at their first bytes
    ///     (``PBFBlockPeek``), other node and way groups skipped undecoded; XML is read whole.
    ///   - makeVisitor: makes a fresh visitor, on whichever thread visits the block.
    ///   - consume: receives the blocks in file order, on the calling thread.
    /// - Returns: `osm-pbf` or `osm-xml`, from the first stream.
    /// - Throws: ``OSMError``, ``InputError``, whatever a visitor or `consume` throws.
    static func read<V: OSMBlockVisitor>(
        path: String, options: ImportOptions, relationsOnly: Bool = false,
        makeVisitor: @escaping @Sendable () -> V,
        consume: (V.Block, Position) throws -> Void
    ) throws -> String {
        var format = "osm-xml"
        for (index, stream) in try InputOpener.openStreams(path: path, limits: options.limits).enumerated() {
            var reader = ByteReader(stream: stream)
            if try PBFFramer.looksLikePBF(&reader) {
                if index == 0 { format = "osm-pbf" }
                try readPBF(reader, options: options, relationsOnly: relationsOnly, makeVisitor: makeVisitor, consume: consume)
            } else {
                var xml = OSMXMLReader(reader: reader)
                var more = true
                while more {
                    var visitor = makeVisitor()
                    more = try xml.read(into: &visitor, limit: xmlBlockObjects)
                    try consume(visitor.finish(), Position(
                        input: stream.name, sourceBytesRead: stream.sourceBytesRead, sourceSize: stream.sourceSize))
                }
            }
        }
        return format
    }

    /// Frames blobs on the pool's reading thread, decodes them on its workers. A framing error is raised
    /// after the blocks before it were consumed, so output never depends on timing.
    ///
    /// Every blob's uncompressed size counts against one budget for the whole file, checked before the
    /// blob goes to a worker: past the grace size (at most one blob's 32 MiB), the file may not
    /// inflate more than ``DecompressionLimits/maxExpansionRatio`` times the bytes read.
    private static func readPBF<V: OSMBlockVisitor>(
        _ reader: ByteReader, options: ImportOptions, relationsOnly: Bool,
        makeVisitor: @escaping @Sendable () -> V,
        consume: (V.Block, Position) throws -> Void
    ) throws {
        let framer = UncheckedBox(PBFFramer(reader: reader))
        let file = framer.value.file
        let stream = UncheckedBox(reader.stream)
        let size = reader.stream.sourceSize
        let threads = options.threads
        // PBF blobs are packed protobuf and inflate 2-4 times: one blob's worth of grace is plenty.
        var limits = options.limits
        limits.ratioGraceBytes = min(limits.ratioGraceBytes, UInt64(PBFLimits.maxBlobBytes))
        let inflation = UncheckedBox(ExpansionBudget(limits: limits))
        try OrderedWorkerPool<(PBFFrame, UInt64), (V.Block, UInt64)>.run(
            threads: threads, window: 4 * threads + 4,
            produce: { emit in
                var sawHeader = false
                while true {
                    let frame: PBFFrame
                    do {
                        guard let next = try framer.value.next() else { return }
                        frame = next
                        guard sawHeader || frame.type == "OSMHeader" else { throw PBFProblem.missingHeader(found: frame.type) }
                        let inflated = try PBFBlobDecoder.inflatedSize(of: frame.blob)
                        let read = framer.value.sourceBytesRead
                        try inflation.value.record(
                            produced: UInt64(inflated), consumed: read - inflation.value.consumed, name: file, offset: frame.offset)
                        switch frame.type {
                        case "OSMHeader":
                            try PBFBlobDecoder.withData(frame.blob) { try PBFHeaderBlock.validate($0) }
                            sawHeader = true
                            continue
                        case "OSMData":
                            break
                        default:
                            continue
                        }
                    } catch let problem as PBFProblem {
                        throw OSMError.pbf(file: file, offset: framer.value.lastOffset, problem: problem)
                    }
                    try emit((frame, stream.value.sourceBytesRead))
                }
            },
            transform: { frame, bytesRead in
                var visitor = makeVisitor()
                // A relations-only pass inflates little more than the string table of node and way blocks.
                if relationsOnly && !PBFBlockPeek.mayHoldRelations(frame.blob) { return (visitor.finish(), bytesRead) }
                var decoder = PBFPrimitiveBlockDecoder()
                decoder.skipsNodesAndWays = relationsOnly
                do {
                    try PBFBlobDecoder.withData(frame.blob) { try decoder.decode($0, into: &visitor) }
                } catch let problem as PBFProblem {
                    throw OSMError.pbf(file: file, offset: frame.offset, problem: problem)
                }
                return (visitor.finish(), bytesRead)
            },
            consume: { block, bytesRead in
                try consume(block, Position(input: file, sourceBytesRead: bytesRead, sourceSize: size))
            })
    }
}
