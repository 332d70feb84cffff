import GazetteerIndex
@testable @_spi(Internals) import GazetteerImport

/// OSM XML: the input is an `.osm` document, read in chunks of a few objects as the importer reads
/// it, with every object mapped and every chunk located and placed. Malformed XML must end in a thrown error.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOSMXML(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = [UInt8](UnsafeBufferPointer(start: data, count: size))
    var xml = OSMXMLReader(reader: ByteReader(stream: MemoryByteStream(bytes, chunk: 61), capacity: 16))
    guard var assembler = try? OSMAssembler<RecordBatch>(directory: ScratchFile.directory) else { return 0 }
    let position = OSMFileReader.Position(input: "fuzz", sourceBytesRead: 0, sourceSize: 0)
    var more = true
    while more {
        var mapper = OSMBlockMapper<RecordBatch>(catalog: RelationCatalog())
        guard let next = try? xml.read(into: &mapper, limit: 3) else { break }
        more = next
        _ = try? assembler.locate(mapper.finish(), at: position).build()
    }
    return 0
}
