import GazetteerIndex
@testable @_spi(Internals) import GazetteerImport

/// OSM PBF: the first byte picks the level the rest of the input is decoded at:
/// 0 a whole file, read by ``OSMImporter/run(path:options:deliver:)`` on one thread,
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
    var scanner = RelationScanner()
    var relations = PBFPrimitiveBlockDecoder()
    try relations.decode(block, into: &scanner)
    var catalog = RelationCatalog()
    catalog.add(scanner.finish().plans)
    var mapper = OSMBlockMapper<RecordBatch>(catalog: catalog)
    var decoder = PBFPrimitiveBlockDecoder()
    try decoder.decode(block, into: &mapper)
    var assembler = try OSMAssembler<RecordBatch>(directory: ScratchFile.directory)
    let position = OSMFileReader.Position(input: "fuzz", sourceBytesRead: 0, sourceSize: 0)
    _ = try assembler.locate(mapper.finish(), at: position).build()
}

/// A whole file through the importer's own entry point, on one thread.
private func readFile(_ bytes: [UInt8]) throws {
    guard ScratchFile.replace(with: bytes) else { return }
    _ = try OSMImporter.run(path: ScratchFile.path, options: ImportOptions(threads: 1, temporaryDirectory: ScratchFile.directory)) { _ in }
}
