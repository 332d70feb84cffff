import CZlib

/// Tells from the first bytes of an OSMData blob whether its block can hold relations, so that the pass
/// that reads relations alone inflates little more than the string table of node and way blocks.
///
/// A block is passed over only when it is certain to hold no relation: its string table, then one group
/// whose first object is a node, dense nodes or a way, ending exactly where the block ends (as osmium
/// writes blocks). Anything else — trailing fields, several groups, another layout, damage — says "may
/// hold relations" and leaves the block to the full decoder, which also reports any damage.
enum PBFBlockPeek {
    /// What the start of a block tells.
    enum Verdict: Equatable {
        case noRelations
        case mayHoldRelations
        /// The first `count` bytes are needed to tell.
        case needs(Int)
    }

    /// Whether the block in `blob` (a serialized `Blob`) may hold relations.
    ///
    /// - Complexity: O(string table) for a node or way block; O(block) at worst.
    static func mayHoldRelations(_ blob: [UInt8]) -> Bool {
        blob.withUnsafeBytes { bytes in
            guard let (payload, rawSize) = try? PBFBlobDecoder.fields(of: bytes) else { return true }
            switch payload {
            case .raw(let data): return verdict(data, total: data.count) != .noRelations
            case .zlib(let data):
                guard let rawSize, rawSize > 0, rawSize <= PBFLimits.maxBlobBytes else { return true }
                return inflatingPrefix(data, total: Int(rawSize))
            case .unsupported, nil: return true
            }
        }
    }

    /// Reads the start of a PrimitiveBlock of `total` bytes, of which `prefix` may hold only the first few.
    static func verdict(_ prefix: UnsafeRawBufferPointer, total: Int) -> Verdict {
        var reader = ProtobufReader(prefix)
        let more = Verdict.needs(min(total, prefix.count + 64))
        guard let tableKey = try? reader.readVarint() else { return prefix.count < total ? more : .mayHoldRelations }
        guard tableKey == 1 << 3 | 2 else { return .mayHoldRelations }
        guard let tableLength = try? reader.readVarint() else { return prefix.count < total ? more : .mayHoldRelations }
        guard tableLength <= UInt64(total - reader.position) else { return .mayHoldRelations }
        let groupStart = reader.position + Int(tableLength)
        guard groupStart + 16 <= prefix.count || prefix.count == total else { return .needs(min(total, groupStart + 64)) }
        var group = ProtobufReader(UnsafeRawBufferPointer(rebasing: prefix[groupStart...]))
        guard let groupKey = try? group.readVarint(), groupKey == 2 << 3 | 2,
              let groupLength = try? group.readVarint(),
              groupLength == UInt64(total - groupStart - group.position),
              let objectKey = try? group.readVarint() else { return .mayHoldRelations }
        return (1...3).contains(objectKey >> 3) && objectKey & 7 == 2 ? .noRelations : .mayHoldRelations
    }

    /// Inflates as much of a zlib stream of `total` bytes as ``verdict(_:total:)`` needs.
    private static func inflatingPrefix(_ data: UnsafeRawBufferPointer, total: Int) -> Bool {
        let stream = UnsafeMutablePointer<z_stream>.allocate(capacity: 1)
        stream.initialize(to: z_stream())
        let output = UnsafeMutableRawBufferPointer.allocate(byteCount: total, alignment: 16)
        defer {
            inflateEnd(stream)
            stream.deinitialize(count: 1)
            stream.deallocate()
            output.deallocate()
        }
        guard inflateInit_(stream, zlibVersion(), Int32(MemoryLayout<z_stream>.size)) == Z_OK,
              let input = data.baseAddress, let base = output.baseAddress else { return true }
        stream.pointee.next_in = UnsafeMutablePointer(mutating: input.assumingMemoryBound(to: Bytef.self))
        stream.pointee.avail_in = uInt(data.count)
        var produced = 0
        var wanted = min(total, 4_096)
        while true {
            stream.pointee.next_out = (base + produced).assumingMemoryBound(to: Bytef.self)
            stream.pointee.avail_out = uInt(wanted - produced)
            let code = inflate(stream, Z_NO_FLUSH)
            produced = wanted - Int(stream.pointee.avail_out)
            guard code == Z_OK || code == Z_STREAM_END || code == Z_BUF_ERROR else { return true }
            switch verdict(UnsafeRawBufferPointer(rebasing: output[0..<produced]), total: total) {
            case .noRelations: return false
            case .mayHoldRelations: return true
            case .needs(let count):
                guard produced == wanted, wanted < total else { return true }
                wanted = min(total, max(count, wanted * 2))
            }
        }
    }
}
