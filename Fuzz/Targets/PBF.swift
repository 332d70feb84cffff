import GazetteerIndex

/// OSM PBF: the first byte picks the level the rest of the input is decoded at:
/// 0 a whole file (framing, blobs, header and data blocks, as the importer reads them),
/// 1 one uncompressed PrimitiveBlock, 2 one Blob holding a PrimitiveBlock, 3 one BlobHeader
/// and one HeaderBlock. Malformed input must end in a thrown error, never a crash.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPBF(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    guard size > 0, let data else { return 0 }
    let rest = [UInt8](UnsafeBufferPointer(start: data + 1, count: size - 1))
    switch data[0] & 3 {
    case 0: try? readFile(rest)
    case 1: try? rest.withUnsafeBytes { try decodeBlock($0) }
    case 2: try? PBFBlobDecoder.withData(rest) { try decodeBlock($0) }
    default:
        try? rest.withUnsafeBytes { bytes in
            _ = try PBFFramer.parseBlobHeader(bytes)
            try PBFHeaderBlock.validate(bytes)
        }
    }
    return 0
}

private func decodeBlock(_ block: UnsafeRawBufferPointer) throws {
    var assembler = OSMAssembler<RecordBatch>(report: ImportReport(input: "fuzz", format: "osm-pbf"))
    var mapper = OSMBlockMapper<RecordBatch>()
    var decoder = PBFPrimitiveBlockDecoder()
    try decoder.decode(block, into: &mapper)
    _ = assembler.assemble(mapper.finish())
}

/// The importer's PBF loop on one thread: frames in order, the header first, then data blocks.
private func readFile(_ bytes: [UInt8]) throws {
    var reader = ByteReader(stream: MemoryByteStream(bytes, chunk: 509), capacity: PBFLimits.maxBlobHeaderBytes + 4)
    guard try PBFFramer.looksLikePBF(&reader) else { return }
    var framer = PBFFramer(reader: reader)
    var assembler = OSMAssembler<RecordBatch>(report: ImportReport(input: "fuzz", format: "osm-pbf"))
    var decoder = PBFPrimitiveBlockDecoder()
    var sawHeader = false
    while let frame = try framer.next() {
        switch frame.type {
        case "OSMHeader":
            try PBFBlobDecoder.withData(frame.blob) { try PBFHeaderBlock.validate($0) }
            sawHeader = true
        case "OSMData":
            guard sawHeader else { throw PBFProblem.missingHeader }
            var mapper = OSMBlockMapper<RecordBatch>()
            try PBFBlobDecoder.withData(frame.blob) { try decoder.decode($0, into: &mapper) }
            _ = assembler.assemble(mapper.finish())
        default:
            continue
        }
    }
}
