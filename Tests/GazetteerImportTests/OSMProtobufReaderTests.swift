import Testing
import GazetteerTestSupport
@testable import GazetteerImport

@Suite("Protobuf wire decoding")
struct OSMProtobufReaderTests {
    private func read<T>(_ bytes: [UInt8], _ body: (inout ProtobufReader) throws -> T) throws -> T {
        try bytes.withUnsafeBytes { raw in
            var reader = ProtobufReader(raw)
            return try body(&reader)
        }
    }

    @Test("varints of one to ten bytes decode to their values")
    func varints() throws {
        #expect(try read([0x01]) { try $0.readVarint() } == 1)
        #expect(try read([0xAC, 0x02]) { try $0.readVarint() } == 300)
        #expect(try read([0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x01]) { try $0.readVarint() } == UInt64.max)
    }

    @Test("a varint cut short is an error, not a trap")
    func truncatedVarint() {
        #expect(throws: ProtobufError.truncatedVarint(offset: 0)) { try read([0x80, 0x80]) { try $0.readVarint() } }
        #expect(throws: ProtobufError.truncatedVarint(offset: 0)) { try read([]) { try $0.readVarint() } }
    }

    @Test("a varint longer than ten bytes is an error")
    func overlongVarint() {
        let bytes = [UInt8](repeating: 0x80, count: 10) + [0x01]
        #expect(throws: ProtobufError.varintTooLong(offset: 0)) { try read(bytes) { try $0.readVarint() } }
    }

    @Test("zigzag decoding maps 0, 1, 2, 3 to 0, -1, 1, -2 and covers the extremes")
    func zigzag() {
        #expect([0, 1, 2, 3].map(ProtobufReader.zigzagDecode) == [0, -1, 1, -2])
        #expect(ProtobufReader.zigzagDecode(UInt64.max) == Int64.min)
        #expect(ProtobufReader.zigzagDecode(UInt64.max - 1) == Int64.max)
    }

    @Test("a length running past the end of the message is an error")
    func lengthPastEnd() {
        #expect(throws: ProtobufError.lengthPastEnd(offset: 1, length: 5, available: 2)) {
            try read([0x0A, 0x05, 0x41, 0x42]) { reader in
                _ = try reader.nextField()
                return try reader.readLengthDelimited()
            }
        }
    }

    @Test("unknown fields of wire types 0, 1, 2 and 5 are skipped")
    func skipsUnknownFields() throws {
        var writer = ProtobufWriter()
        writer.varintField(7, 123_456)
        writer.key(8, 1)
        writer.bytes += [1, 2, 3, 4, 5, 6, 7, 8]
        writer.stringField(9, "skip me")
        writer.key(10, 5)
        writer.bytes += [1, 2, 3, 4]
        writer.varintField(1, 42)
        let value = try read(writer.bytes) { reader -> UInt64? in
            while let field = try reader.nextField() {
                if field.number == 1 { return try reader.readVarint(field) }
                try reader.skip(field.wireType)
            }
            return nil
        }
        #expect(value == 42)
    }

    @Test("groups, invalid wire types, field number 0 and truncated fixed values are errors")
    func rejectsUnsupportedShapes() {
        #expect(throws: ProtobufError.unsupportedWireType(.startGroup, offset: 1)) {
            try read([0x0B, 0x00]) { reader in
                let field = try reader.nextField()!
                try reader.skip(field.wireType)
            }
        }
        #expect(throws: ProtobufError.invalidWireType(6, offset: 0)) { try read([0x0E]) { try $0.nextField() } }
        #expect(throws: ProtobufError.invalidFieldNumber(offset: 0)) { try read([0x00]) { try $0.nextField() } }
        #expect(throws: ProtobufError.truncatedFixed(offset: 1, width: 8)) {
            try read([0x09, 1, 2]) { reader in
                let field = try reader.nextField()!
                try reader.skip(field.wireType)
            }
        }
    }

    @Test("repeated fields read the same packed or unpacked")
    func packedAndUnpacked() throws {
        var packed = ProtobufWriter()
        packed.packedField(2, [packed.zigzag(5), packed.zigzag(-3)])
        var unpacked = ProtobufWriter()
        unpacked.signedField(2, 5)
        unpacked.signedField(2, -3)
        for bytes in [packed.bytes, unpacked.bytes] {
            let values = try read(bytes) { reader -> [Int64] in
                var values: [Int64] = []
                while let field = try reader.nextField() { try reader.appendSignedVarints(field, to: &values) }
                return values
            }
            #expect(values == [5, -3])
        }
    }

    @Test("a length-delimited field read as a varint reports the wrong wire type")
    func wrongWireType() {
        #expect(throws: ProtobufError.wrongWireType(field: 1, found: .lengthDelimited)) {
            try read([0x0A, 0x00]) { reader in
                let field = try reader.nextField()!
                return try reader.readVarint(field)
            }
        }
    }
}
