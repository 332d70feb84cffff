import GazetteerIndex
import Testing
import GazetteerTestSupport

/// Records number codes and admin1 divisions with 16 bits, so an index whose parameters claim more
/// of them is damaged. Such a file used to open, and a filtered query then trapped converting a
/// number past 65,535 to `UInt16` (`codeNumbers(matching:)`, `RecordConstraint.resolve`).
@Suite("Regression: code and admin1 counts past 16 bits")
struct RegressionDictionarySizeTests {
    @Test("an index whose parameters claim 65,536 codes is refused when opened", arguments: [65_536, 1 << 20])
    func tooManyCodes(count: Int) throws {
        let index = try SmallIndex.build()
        let path = index.directory.file("many-codes.gaz")
        try writeBytes(try Self.enlarging(kind: 5, entrySize: 4, countField: 28, to: count, in: readBytes(index.path)), to: path)
        expectOpeningFails(at: path) { if case .malformedSection(_, "parameters", _) = $0 { true } else { false } }
    }

    @Test("an index whose parameters claim 65,536 admin1 divisions is refused when opened", arguments: [65_536, 1 << 20])
    func tooManyAdmin1Divisions(count: Int) throws {
        let index = try SmallIndex.build()
        let path = index.directory.file("many-admin1.gaz")
        try writeBytes(try Self.enlarging(kind: 6, entrySize: 12, countField: 32, to: count, in: readBytes(index.path)), to: path)
        expectOpeningFails(at: path) { if case .malformedSection(_, "parameters", _) = $0 { true } else { false } }
    }

    @Test("an index with 65,535 codes still opens, and a filtered query over it returns")
    func largestCodeCountOpens() throws {
        let index = try SmallIndex.build()
        let path = index.directory.file("most-codes.gaz")
        try writeBytes(try Self.enlarging(kind: 5, entrySize: 4, countField: 28, to: 65_535, in: readBytes(index.path)), to: path)
        let gazetteer = try Gazetteer(path: path)
        #expect(gazetteer.nearby(Coordinate(latitude: 47.14, longitude: 9.52), radiusMeters: 1_000, filter: PlaceFilter(featureCode: "PPLC")).isEmpty)
    }

    /// Moves the section of `kind` (one entry per number, plus entry 0) to a new, zeroed one at the end
    /// of the file sized for `count` entries, sets the matching count in the parameters and repairs
    /// the header, so that the file opens as far as the parameters are concerned.
    static func enlarging(kind: UInt32, entrySize: Int, countField: Int, to count: Int, in bytes: [UInt8]) throws -> [UInt8] {
        var file = IndexBytes(bytes: bytes)
        let entries = (0..<file.sectionCount).map(IndexBytes.entry)
        let moved = try #require(entries.first { file.u32($0) == kind })
        let parameters = try #require(entries.first { file.u32($0) == 1 })
        let offset = (file.bytes.count + 7) / 8 * 8
        let length = (count + 1) * entrySize
        file.bytes += [UInt8](repeating: 0, count: offset + length - file.bytes.count)
        file.setU64(moved + 8, UInt64(offset))
        file.setU64(moved + 16, UInt64(length))
        file.setU32(Int(file.u64(parameters + 8)) + countField, UInt32(count))
        file.setU64(16, UInt64(file.bytes.count))
        file.refreshHeaderChecksum()
        return file.bytes
    }
}
