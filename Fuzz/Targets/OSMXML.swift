import GazetteerIndex
@testable @_spi(Internals) import GazetteerImport

/// OSM XML: the input is an `.osm` document, read in chunks of a few objects as the importer reads
/// it, with every object mapped and every chunk assembled. Malformed XML must end in a thrown error.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOSMXML(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = [UInt8](UnsafeBufferPointer(start: data, count: size))
    var xml = OSMXMLReader(reader: ByteReader(stream: MemoryByteStream(bytes, chunk: 61), capacity: 16))
    var assembler = OSMAssembler<RecordBatch>(report: ImportReport(input: "fuzz", format: "osm-xml"))
    var more = true
    while more {
        var mapper = OSMBlockMapper<RecordBatch>()
        guard let next = try? xml.read(into: &mapper, limit: 3) else { break }
        more = next
        _ = assembler.assemble(mapper.finish())
    }
    return 0
}
