/// Index reader: the input is an index file. Opening it, querying it and verifying it must never
/// crash, hang or read out of bounds, whatever the bytes.
///
/// Before writing the file the harness sets the header's length field and checksum to match the
/// input, so mutations reach the sections instead of stopping at the header checksum; inputs whose
/// reserved byte 28 is 0xA5 are left as they are, to keep the header checks themselves fuzzed.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzIndexReader(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    var bytes = [UInt8](UnsafeBufferPointer(start: data, count: size))
    if bytes.count >= HeaderLayout.size && bytes[HeaderLayout.reserved.lowerBound] != 0xA5 { repairHeader(&bytes) }
    guard ScratchFile.replace(with: bytes), let gazetteer = try? Gazetteer(path: ScratchFile.path) else { return 0 }
    exercise(gazetteer, query: queryText(bytes))
    return 0
}

private func repairHeader(_ bytes: inout [UInt8]) {
    store(UInt64(bytes.count), at: HeaderLayout.fileLength.offset, in: &bytes)
    let sections = min(Int(load(at: HeaderLayout.sectionCount.offset, in: bytes)), IndexFormat.maximumSectionCount)
    let tableEnd = SectionEntryLayout.offset(ofEntry: sections)
    guard tableEnd <= bytes.count else { return }
    let checksum = bytes.withUnsafeBytes { HeaderLayout.checksum(ByteView(base: $0.baseAddress, count: $0.count), tableEnd: tableEnd) }
    store(UInt64(checksum), at: HeaderLayout.headerCRC.offset, in: &bytes, width: 4)
}

private func load(at offset: Int, in bytes: [UInt8]) -> UInt32 {
    (0..<4).reduce(0) { $0 | UInt32(bytes[offset + $1]) << (8 * $1) }
}

private func store(_ value: UInt64, at offset: Int, in bytes: inout [UInt8], width: Int = 8) {
    for index in 0..<width { bytes[offset + index] = UInt8(truncatingIfNeeded: value >> (8 * index)) }
}

/// A 1-3 letter prefix taken from the last bytes of the input, so the fuzzer can steer the search.
private func queryText(_ bytes: [UInt8]) -> String {
    let letters = Array("abcdefghijklmnopqrstuvwxyzäöüß".unicodeScalars)
    let tail = bytes.suffix(3)
    let length = 1 + Int(tail.first ?? 0) % 3
    return String(String.UnicodeScalarView(tail.prefix(length).map { letters[Int($0) % letters.count] }))
}

private func exercise(_ gazetteer: Gazetteer, query: String) {
    let town = Coordinate(latitude: 47.14, longitude: 9.52)
    for number in 0..<min(gazetteer.count, 64) { _ = gazetteer.place(at: number) }
    for text in [query, "v", "va", "sch", "Vaduz, Liechtenstein", "s, 11", "a, zz"] {
        _ = gazetteer.search(text, limit: 10)
        _ = gazetteer.search(text, limit: 3, countryCode: "LI")
        _ = gazetteer.search(text, limit: 40, near: town)
    }
    var hits: [SpatialHit] = []
    gazetteer.nearbyHits(town, radiusMeters: 5_000, limit: 100, into: &hits)
    gazetteer.nearbyHits(town, radiusMeters: 20_000_000, limit: 1_000, filter: PlaceFilter(categories: ["toilets"]), into: &hits)
    gazetteer.nearbyHits(Coordinate(latitude: 0, longitude: 180), radiusMeters: .infinity, limit: 3, into: &hits)
    _ = gazetteer.nearby(town, radiusMeters: 50_000, limit: 20, filter: PlaceFilter(featureCode: "PPLC"))
    _ = gazetteer.nearest(to: Coordinate(latitude: -89.9, longitude: -179.9), limit: 5)
    _ = gazetteer.reverse(town)
    _ = gazetteer.reverse(Coordinate(latitude: 90, longitude: 0))
    _ = gazetteer.reverseGeocode(town)
    _ = gazetteer.reverse(points: [town, Coordinate(latitude: -45, longitude: 170)])
    _ = try? gazetteer.metadata()
    _ = try? gazetteer.checkUnchanged()
    _ = try? gazetteer.verify()
}
