import GazetteerIndex
@testable @_spi(Internals) import GazetteerImport

/// DenseNodes: the input is the body of one `DenseNodes` message. It is wrapped in a PrimitiveBlock
/// (a string table of eight strings, one group) and decoded by ``PBFPrimitiveBlockDecoder`` into the
/// importer's own block mapper. Decoding must end in nodes or an error, never a crash, and it may
/// not visit more nodes than the message has bytes to encode them (three varints each).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDenseNodes(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let dense = [UInt8](UnsafeBufferPointer(start: data, count: size))
    let block = primitiveBlock(denseNodes: dense)
    var mapper = OSMBlockMapper<RecordBatch>(catalog: RelationCatalog())
    var decoder = PBFPrimitiveBlockDecoder()
    let decoded = (try? block.withUnsafeBytes { try decoder.decode($0, into: &mapper) }) != nil
    let mapped = mapper.finish()
    if decoded, mapped.report.itemsRead > size / 3 {
        fatalError("\(size) bytes of DenseNodes gave \(mapped.report.itemsRead) nodes")
    }
    if decoded, var assembler = try? OSMAssembler<RecordBatch>(directory: ScratchFile.directory) {
        let position = OSMFileReader.Position(input: "fuzz", sourceBytesRead: 0, sourceSize: 0)
        _ = try? assembler.locate(mapped, at: position).build()
    }
    return 0
}

/// A PrimitiveBlock holding `denseNodes` as its one group's DenseNodes, with tag strings to refer to.
private func primitiveBlock(denseNodes: [UInt8]) -> [UInt8] {
    var table: [UInt8] = []
    for string in ["", "name", "Vaduz", "place", "town", "amenity", "cafe", "population"] {
        table += [0x0A] + varint(UInt64(string.utf8.count)) + Array(string.utf8)
    }
    let group = [0x12] + varint(UInt64(denseNodes.count)) + denseNodes
    return [0x0A] + varint(UInt64(table.count)) + table + [0x12] + varint(UInt64(group.count)) + group
}

private func varint(_ value: UInt64) -> [UInt8] {
    var value = value
    var bytes: [UInt8] = []
    while value >= 0x80 {
        bytes.append(UInt8(value & 0x7F) | 0x80)
        value >>= 7
    }
    bytes.append(UInt8(value))
    return bytes
}
