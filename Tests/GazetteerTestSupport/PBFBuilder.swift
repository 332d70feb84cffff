/// Builds protobuf messages by hand, for PBF files the tests corrupt on purpose.
public struct ProtobufWriter {
    public var bytes: [UInt8] = []

    /// A writer that appends to `bytes`, an already serialized message.
    public init(bytes: [UInt8] = []) {
        self.bytes = bytes
    }

    public mutating func varint(_ value: UInt64) {
        var value = value
        while value >= 0x80 {
            bytes.append(UInt8(value & 0x7F) | 0x80)
            value >>= 7
        }
        bytes.append(UInt8(value))
    }

    public mutating func key(_ field: Int, _ wireType: UInt8) { varint(UInt64(field) << 3 | UInt64(wireType)) }

    public mutating func varintField(_ field: Int, _ value: UInt64) {
        key(field, 0)
        varint(value)
    }

    public mutating func signedField(_ field: Int, _ value: Int64) { varintField(field, zigzag(value)) }

    public mutating func bytesField(_ field: Int, _ value: [UInt8]) {
        key(field, 2)
        varint(UInt64(value.count))
        bytes += value
    }

    public mutating func stringField(_ field: Int, _ value: String) { bytesField(field, Array(value.utf8)) }

    public mutating func packedField(_ field: Int, _ values: [UInt64]) {
        var packed = ProtobufWriter()
        for value in values { packed.varint(value) }
        bytesField(field, packed.bytes)
    }

    public func zigzag(_ value: Int64) -> UInt64 { UInt64(bitPattern: (value << 1) ^ (value >> 63)) }
}

/// Assembles small PBF files: an OSMHeader blob, then data blobs.
public enum PBFBuilder {
    /// One frame: length prefix, BlobHeader, Blob.
    public static func frame(type: String, blob: [UInt8], declaredSize: Int? = nil) -> [UInt8] {
        var header = ProtobufWriter()
        header.stringField(1, type)
        header.varintField(3, UInt64(declaredSize ?? blob.count))
        let length = UInt32(header.bytes.count)
        return [UInt8(length >> 24), UInt8(length >> 16 & 0xFF), UInt8(length >> 8 & 0xFF), UInt8(length & 0xFF)]
            + header.bytes + blob
    }

    /// A Blob message storing `data` uncompressed.
    public static func rawBlob(_ data: [UInt8]) -> [UInt8] {
        var blob = ProtobufWriter()
        blob.bytesField(1, data)
        return blob.bytes
    }

    /// A Blob message storing `data` zlib-compressed, announcing `rawSize` (default: the true size).
    public static func zlibBlob(_ data: [UInt8], rawSize: Int? = nil) -> [UInt8] {
        var blob = ProtobufWriter()
        blob.varintField(2, UInt64(rawSize ?? data.count))
        blob.bytesField(3, Compression.zlib(data, level: 9))
        return blob.bytes
    }

    /// A group with one DenseNodes message; the arrays are the delta-coded values as stored.
    public static func denseNodesGroup(idDeltas: [Int64], latitudeDeltas: [Int64], longitudeDeltas: [Int64]) -> [UInt8] {
        var dense = ProtobufWriter()
        dense.packedField(1, idDeltas.map(dense.zigzag))
        dense.packedField(8, latitudeDeltas.map(dense.zigzag))
        dense.packedField(9, longitudeDeltas.map(dense.zigzag))
        var group = ProtobufWriter()
        group.bytesField(2, dense.bytes)
        return group.bytes
    }

    public static func headerFrame(requiredFeatures: [String] = ["OsmSchema-V0.6", "DenseNodes"]) -> [UInt8] {
        var block = ProtobufWriter()
        for feature in requiredFeatures { block.stringField(4, feature) }
        block.stringField(16, "gazetteer tests")
        return frame(type: "OSMHeader", blob: rawBlob(block.bytes))
    }

    /// A PrimitiveBlock with the given strings and one group holding `group` (already encoded).
    public static func primitiveBlock(strings: [String], group: [UInt8]) -> [UInt8] {
        var table = ProtobufWriter()
        for string in strings { table.stringField(1, string) }
        var block = ProtobufWriter()
        block.bytesField(1, table.bytes)
        block.bytesField(2, group)
        return block.bytes
    }

    /// A group with one plain node carrying tags given as string-table indices.
    public static func nodeGroup(id: Int64, latitude: Int64, longitude: Int64, keys: [UInt64], values: [UInt64]) -> [UInt8] {
        var node = ProtobufWriter()
        node.signedField(1, id)
        node.packedField(2, keys)
        node.packedField(3, values)
        node.signedField(8, latitude)
        node.signedField(9, longitude)
        var group = ProtobufWriter()
        group.bytesField(1, node.bytes)
        return group.bytes
    }

    public static func dataFrame(_ block: [UInt8]) -> [UInt8] {
        frame(type: "OSMData", blob: rawBlob(block))
    }
}

extension PBFBuilder {
    /// A primitive block of one group of `denseNodes` (a DenseNodes message) and, in a second group,
    /// one `amenity=cafe` way over each pair of node ids in `cafeWays`, numbered from `firstWayID`.
    public static func cafeBlock(denseNodes: [UInt8], cafeWays: [(Int64, Int64)], firstWayID: Int64 = 1) -> [UInt8] {
        var nodes = ProtobufWriter()
        nodes.bytesField(2, denseNodes)
        var ways = ProtobufWriter()
        for (number, pair) in cafeWays.enumerated() {
            var way = ProtobufWriter()
            way.varintField(1, UInt64(firstWayID + Int64(number)))
            way.packedField(2, [1])
            way.packedField(3, [2])
            way.packedField(8, [way.zigzag(pair.0), way.zigzag(pair.1 &- pair.0)])
            ways.bytesField(3, way.bytes)
        }
        var table = ProtobufWriter()
        for string in ["", "amenity", "cafe"] { table.stringField(1, string) }
        var block = ProtobufWriter()
        block.bytesField(1, table.bytes)
        block.bytesField(2, nodes.bytes)
        if !cafeWays.isEmpty { block.bytesField(2, ways.bytes) }
        return block.bytes
    }

    /// A PBF file of `count` dense nodes in descending id order, `perBlock` to a block, each block
    /// ending with a point-of-interest way over two of its nodes (so every block looks nodes up).
    public static func descendingNodes(count: Int, perBlock: Int = 8_000) -> [UInt8] {
        var file = headerFrame()
        var nextID = Int64(count)
        var wayID: Int64 = 1
        while nextID > 0 {
            let blockCount = Int(min(Int64(perBlock), nextID))
            let first = nextID
            var dense = ProtobufWriter()
            dense.packedField(1, [dense.zigzag(first)] + [UInt64](repeating: dense.zigzag(-1), count: blockCount - 1))
            dense.packedField(8, [UInt64](repeating: dense.zigzag(3), count: blockCount))
            dense.packedField(9, [UInt64](repeating: dense.zigzag(5), count: blockCount))
            let last = first - Int64(blockCount) + 1
            file += dataFrame(cafeBlock(denseNodes: dense.bytes, cafeWays: [(first, last)], firstWayID: wayID))
            nextID -= Int64(blockCount)
            wayID += 1
        }
        return file
    }
}
