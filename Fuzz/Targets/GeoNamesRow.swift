import GazetteerIndex
@testable @_spi(Internals) import GazetteerImport

/// GeoNames rows: the input is the text of a dump. It is cut into lines as the importer cuts it
/// (small blocks, a short line limit), every line goes through the row parser, and the records
/// that parse are built into an index, which must then open, pass `verify()` and hold them all.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzGeoNamesRow(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let input = [UInt8](UnsafeBufferPointer(start: data, count: size))
    var lines = LineBlockReader(stream: MemoryByteStream(input, chunk: 97), blockSize: 256, maximumLineLength: 200)
    var batch = RecordBatch()
    while let block = try? lines.next() {
        block.bytes.withUnsafeBufferPointer { bytes in
            var start = 0
            while start < bytes.count {
                let end = bytes[start...].firstIndex(of: 0x0A) ?? bytes.count
                _ = GeoNamesRowParser.parse(UnsafeBufferPointer(rebasing: bytes[start..<end]), into: &batch)
                start = end + 1
            }
        }
    }
    guard !batch.isEmpty else { return 0 }
    roundTrip(batch)
    return 0
}

private func roundTrip(_ batch: RecordBatch) {
    let builder = IndexBuilder(options: IndexBuilder.Options(topListLength: 2, heavyThreshold: 1, createdAt: 0))
    builder.setCountryNames(["LI": "Liechtenstein"])
    builder.setAdmin1Names(["LI.11": "Vaduz"])
    do {
        try builder.add(batch)
        let summary = try builder.write(to: ScratchFile.path)
        let gazetteer = try Gazetteer(path: ScratchFile.path)
        try gazetteer.verify()
        guard gazetteer.count == summary.recordCount else {
            fatalError("index holds \(gazetteer.count) records, the build wrote \(summary.recordCount)")
        }
        for number in 0..<gazetteer.count {
            let place = gazetteer.place(at: number)
            _ = gazetteer.search(String(place.name.prefix(3)), limit: 5)
        }
    } catch {
        fatalError("a batch of parsed rows did not build into a valid index: \(error)")
    }
}
