import Foundation
import GazetteerIndex
import GazetteerTestSupport
import Testing
@_spi(Internals) @testable import GazetteerImport

/// Crafted PBF files whose node ids are sparse, unsorted, huge or out of range.
@Suite("Node ids: sparse and huge ids are stored, ids out of range are refused")
struct OSMNodeIDRangeTests {
    private let header = PBFBuilder.headerFrame()

    /// A block of dense nodes (`ids` in the order given, node *i* at ``expectedE7(_:)``) and
    /// one `amenity=cafe` way per pair of `wayNodes`, numbered from 1.
    private func block(ids: [Int64], wayNodes: [(Int64, Int64)] = []) -> [UInt8] {
        var dense = ProtobufWriter()
        var previous: Int64 = 0
        dense.packedField(1, ids.map { id in
            defer { previous = id }
            return dense.zigzag(id &- previous)
        })
        // Constant deltas at the default granularity (10⁻⁷ degree a unit).
        dense.packedField(8, ids.map { _ in dense.zigzag(100_000) })
        dense.packedField(9, ids.map { _ in dense.zigzag(200_000) })
        return PBFBuilder.cafeBlock(denseNodes: dense.bytes, cafeWays: wayNodes)
    }

    /// Node *i* of a block is at (i × 0.01, i × 0.02) degrees: the latitude and longitude deltas are constant.
    private func expectedE7(_ index: Int) -> (Int32, Int32) {
        (Int32(index + 1) * 100_000, Int32(index + 1) * 200_000)
    }

    @Test("sparse, unsorted ids up to the largest an index holds place every way at its nodes")
    func sparseIDsPlaceWays() throws {
        let largest = Int64(SourceID.maximumValue)
        // Out of order from the second id on; spread over 60 bits, with negative ids between.
        let ids: [Int64] = [5, largest, 3, 1 << 40, -7, 1 << 35 + 3, 1 << 59, -(largest), 2, 1 << 36]
        let pairs: [(Int64, Int64)] = [(largest, 3), (1 << 40, 1 << 40), (-7, 1 << 59), (2, 1 << 36), (-(largest), 5)]
        let file = header + PBFBuilder.dataFrame(block(ids: ids, wayNodes: pairs))
        let path = try OSMTestSupport.temporaryFile(file, name: "sparse-ids.osm.pbf")
        let result = try OSMTestSupport.importAll(path)
        #expect(result.records.count == pairs.count)
        for (number, pair) in pairs.enumerated() {
            let record = try result.record(.osmWay, UInt64(number + 1))
            let first = expectedE7(ids.firstIndex(of: pair.0)!), second = expectedE7(ids.firstIndex(of: pair.1)!)
            let latitudes = min(first.0, second.0)...max(first.0, second.0)
            let longitudes = min(first.1, second.1)...max(first.1, second.1)
            #expect(latitudes.contains(record.fields.latitudeE7), "way \(number + 1)")
            #expect(longitudes.contains(record.fields.longitudeE7), "way \(number + 1)")
        }
    }

    @Test("a node id past the bound is an error naming the id and the block's byte offset", arguments: [
        Int64.max, Int64.max - 1_000, Int64(SourceID.maximumValue) + 1, Int64.min / 2, -Int64(SourceID.maximumValue) - 1,
    ])
    func outOfRangeIDIsRefused(_ id: Int64) throws {
        let first = PBFBuilder.dataFrame(block(ids: [1, 2, 3], wayNodes: [(1, 2)]))
        let file = header + first + PBFBuilder.dataFrame(block(ids: [4, id, 5]))
        let path = try OSMTestSupport.temporaryFile(file, name: "huge-id.osm.pbf")
        let error = OSMTestSupport.osmError { _ = try OSMTestSupport.importRecords(path) }?.withoutFile
        #expect(error == .pbf(file: "", offset: UInt64(header.count + first.count), problem: .nodeIDOutOfRange(id)))
        let message = error?.description ?? ""
        #expect(message.contains("blob at byte \(header.count + first.count)"))
        #expect(message.contains("node id \(id) is out of range"))
        #expect(!message.contains("allocate"))
    }

    @Test("a plain node past the bound is refused too")
    func plainNodeOutOfRange() throws {
        let group = PBFBuilder.nodeGroup(id: Int64.max - 5, latitude: 0, longitude: 0, keys: [], values: [])
        let file = header + PBFBuilder.dataFrame(PBFBuilder.primitiveBlock(strings: [""], group: group))
        let path = try OSMTestSupport.temporaryFile(file, name: "huge-plain-id.osm.pbf")
        let error = OSMTestSupport.osmError { _ = try OSMTestSupport.importRecords(path) }?.withoutFile
        #expect(error == .pbf(file: "", offset: UInt64(header.count), problem: .nodeIDOutOfRange(Int64.max - 5)))
    }

    @Test("an XML node past the bound is an error naming the id and its line")
    func xmlNodeOutOfRange() throws {
        let xml = """
            <?xml version="1.0"?>
            <osm version="0.6">
              <node id="1" lat="47.1" lon="9.5"/>
              <node id="9223372036854775000" lat="47.1" lon="9.5"/>
            </osm>

            """
        let path = try OSMTestSupport.temporaryFile(xml, name: "huge-id.osm")
        let error = OSMTestSupport.osmError { _ = try OSMTestSupport.importRecords(path) }?.withoutFile
        #expect(error == .xml(file: "", line: 4, problem: .nodeIDOutOfRange(9_223_372_036_854_775_000)))
    }

    @Test("a way or relation id past the bound is an error naming it, never clamped onto another id")
    func xmlWayAndRelationOutOfRange() throws {
        for (element, kind) in [("way", "way"), ("relation", "relation")] {
            let xml = """
                <?xml version="1.0"?>
                <osm version="0.6">
                  <node id="1" lat="47.1" lon="9.5"/>
                  <\(element) id="-9223372036854775000">
                    <tag k="name" v="Far"/>
                  </\(element)>
                </osm>

                """
            let path = try OSMTestSupport.temporaryFile(xml, name: "huge-\(element)-id.osm")
            let error = OSMTestSupport.osmError { _ = try OSMTestSupport.importRecords(path) }?.withoutFile
            #expect(error == .xml(file: "", line: 4, problem: .objectIDOutOfRange(kind: kind, id: -9_223_372_036_854_775_000)))
        }
    }
}
