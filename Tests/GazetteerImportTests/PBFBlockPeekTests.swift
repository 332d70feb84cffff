import CZlib
import Foundation
import GazetteerTestSupport
import Testing
@_spi(Internals) @testable import GazetteerImport

/// Counts the relations a block holds.
private struct RelationCounter: OSMObjectVisitor {
    var relations = 0
    mutating func visitNode(id: Int64, location: OSMLocation?, tags: OSMTags) {}
    mutating func visitWay(id: Int64, refs: UnsafeBufferPointer<Int64>, tags: OSMTags) {}
    mutating func visitRelation(id: Int64, members: OSMMembers, tags: OSMTags) { relations += 1 }
}

@Suite("Peeking at PBF blocks for relations")
struct PBFBlockPeekTests {
    private func relationGroup() -> [UInt8] {
        var relation = ProtobufWriter()
        relation.varintField(1, 5)
        var group = ProtobufWriter()
        group.bytesField(4, relation.bytes)
        return group.bytes
    }

    private func nodeGroup() -> [UInt8] {
        PBFBuilder.nodeGroup(id: 7, latitude: 1, longitude: 2, keys: [1], values: [2])
    }

    private func zlibBlob(_ block: [UInt8]) -> [UInt8] {
        var compressed = [UInt8](repeating: 0, count: block.count + 64)
        var length = uLongf(compressed.count)
        _ = compress(&compressed, &length, block, uLong(block.count))
        var blob = ProtobufWriter()
        blob.varintField(2, UInt64(block.count))
        blob.bytesField(3, Array(compressed.prefix(Int(length))))
        return blob.bytes
    }

    @Test("a block of one node or way group is passed over; one with relations is not")
    func singleGroups() {
        let nodes = PBFBuilder.primitiveBlock(strings: ["", "amenity", "bench"], group: nodeGroup())
        let relations = PBFBuilder.primitiveBlock(strings: ["", "type"], group: relationGroup())
        #expect(!PBFBlockPeek.mayHoldRelations(PBFBuilder.rawBlob(nodes)))
        #expect(!PBFBlockPeek.mayHoldRelations(zlibBlob(nodes)))
        #expect(PBFBlockPeek.mayHoldRelations(PBFBuilder.rawBlob(relations)))
        #expect(PBFBlockPeek.mayHoldRelations(zlibBlob(relations)))
    }

    @Test("a second group, a trailing field or damage leaves the block to the full decoder")
    func doubtfulBlocks() {
        var twoGroups = ProtobufWriter(bytes: PBFBuilder.primitiveBlock(strings: ["", "amenity", "bench"], group: nodeGroup()))
        twoGroups.bytesField(2, relationGroup())
        #expect(PBFBlockPeek.mayHoldRelations(zlibBlob(twoGroups.bytes)))
        var trailing = ProtobufWriter(bytes: PBFBuilder.primitiveBlock(strings: ["", "amenity", "bench"], group: nodeGroup()))
        trailing.varintField(17, 100)
        #expect(PBFBlockPeek.mayHoldRelations(zlibBlob(trailing.bytes)))
        #expect(PBFBlockPeek.mayHoldRelations([0x0A, 0xFF]))
        #expect(PBFBlockPeek.mayHoldRelations([]))
        var truncated = zlibBlob(PBFBuilder.primitiveBlock(strings: ["", "amenity", "bench"], group: nodeGroup()))
        truncated.removeLast(4)
        #expect(PBFBlockPeek.mayHoldRelations(truncated))
    }

    @Test("on the Liechtenstein extract every block with relations is kept and every other one passed over",
          .enabled(if: FileManager.default.fileExists(atPath: OSMTestSupport.liechtensteinPBF)))
    func realBlocks() throws {
        var framer = PBFFramer(reader: ByteReader(stream: try InputOpener.openStreams(path: OSMTestSupport.liechtensteinPBF)[0]))
        var kept = 0, passed = 0
        while let frame = try framer.next() {
            guard frame.type == "OSMData" else { continue }
            var counter = RelationCounter()
            var decoder = PBFPrimitiveBlockDecoder()
            try PBFBlobDecoder.withData(frame.blob) { try decoder.decode($0, into: &counter) }
            let peek = PBFBlockPeek.mayHoldRelations(frame.blob)
            #expect(peek == (counter.relations > 0))
            if peek { kept += 1 } else { passed += 1 }
        }
        #expect(kept == 1)
        #expect(passed == 10)
    }
}
