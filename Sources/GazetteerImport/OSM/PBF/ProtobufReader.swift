/// A cursor over protobuf-encoded bytes; every read is bounds-checked and malformed input throws.
///
/// The reader does not own its bytes: it is used inside the closure that lends them and must not outlive it.
struct ProtobufReader {
    let bytes: UnsafeRawBufferPointer
    private(set) var position = 0

    init(_ bytes: UnsafeRawBufferPointer) {
        self.bytes = bytes
    }

    /// How many varints the unread bytes hold (one per byte below 0x80): the exact capacity for a
    /// packed run, so an array never holds more than the bytes behind it.
    var varintCount: Int {
        Self.varintCount(UnsafeRawBufferPointer(rebasing: bytes[position...]))
    }

    /// How many varints `bytes` holds: one per byte below 0x80 (the last byte of each), counted eight
    /// bytes at a time.
    ///
    /// - Complexity: O(n).
    static func varintCount(_ bytes: UnsafeRawBufferPointer) -> Int {
        var continuations = 0
        var index = 0
        while index + 8 <= bytes.count {
            continuations += (bytes.loadUnaligned(fromByteOffset: index, as: UInt64.self) & 0x8080_8080_8080_8080).nonzeroBitCount
            index += 8
        }
        while index < bytes.count {
            if bytes[index] >= 0x80 { continuations += 1 }
            index += 1
        }
        return bytes.count - continuations
    }

    /// Whether every byte has been read.
    var isAtEnd: Bool { position >= bytes.count }

    /// Reads the next field key, or returns `nil` at the end of the message.
    mutating func nextField() throws(ProtobufError) -> ProtobufField? {
        if isAtEnd { return nil }
        let start = position
        let key = try readVarint()
        let rawType = UInt8(key & 7)
        guard let wireType = ProtobufWireType(rawValue: rawType) else {
            throw .invalidWireType(rawType, offset: start)
        }
        let number = key >> 3
        guard number > 0, number <= 0x1FFF_FFFF else { throw .invalidFieldNumber(offset: start) }
        return ProtobufField(number: Int(number), wireType: wireType)
    }

    /// Reads a base-128 varint of at most 10 bytes.
    ///
    /// One-byte values (most string indices, ids and deltas in OSM data) are read inline.
    @inline(__always)
    mutating func readVarint() throws(ProtobufError) -> UInt64 {
        if position < bytes.count {
            let byte = bytes[position]
            if byte < 0x80 {
                position += 1
                return UInt64(byte)
            }
        }
        return try readLongVarint()
    }

    /// ``readVarint()`` for values of two bytes or more, and for the errors.
    private mutating func readLongVarint() throws(ProtobufError) -> UInt64 {
        let start = position
        if bytes.count - position >= 10 {
            // The longest varint fits: no check per byte.
            var result: UInt64 = 0
            for index in 0..<10 {
                let byte = bytes[start + index]
                result |= UInt64(byte & 0x7F) << (7 * UInt64(index))
                if byte < 0x80 {
                    position = start + index + 1
                    return result
                }
            }
            throw .varintTooLong(offset: start)
        }
        var result: UInt64 = 0
        var shift: UInt64 = 0
        while true {
            guard position < bytes.count else { throw .truncatedVarint(offset: start) }
            guard position - start < 10 else { throw .varintTooLong(offset: start) }
            let byte = bytes[position]
            position += 1
            result |= UInt64(byte & 0x7F) << shift
            if byte < 0x80 { return result }
            shift += 7
        }
    }

    /// Reads a zigzag-encoded signed varint (`sint32`, `sint64`).
    mutating func readSignedVarint() throws(ProtobufError) -> Int64 {
        ProtobufReader.zigzagDecode(try readVarint())
    }

    /// Reads a length-delimited value and returns its bytes (a view into the same buffer).
    mutating func readLengthDelimited() throws(ProtobufError) -> UnsafeRawBufferPointer {
        let start = position
        let length = try readVarint()
        let available = bytes.count - position
        guard length <= UInt64(available) else {
            throw .lengthPastEnd(offset: start, length: length, available: available)
        }
        let slice = UnsafeRawBufferPointer(rebasing: bytes[position..<position + Int(length)])
        position += Int(length)
        return slice
    }

    /// Skips the value of a field of the given wire type. Groups (wire types 3 and 4) are not supported.
    mutating func skip(_ wireType: ProtobufWireType) throws(ProtobufError) {
        switch wireType {
        case .varint: _ = try readVarint()
        case .lengthDelimited: _ = try readLengthDelimited()
        case .fixed64: try skipFixed(8)
        case .fixed32: try skipFixed(4)
        case .startGroup, .endGroup: throw .unsupportedWireType(wireType, offset: position)
        }
    }

    private mutating func skipFixed(_ width: Int) throws(ProtobufError) {
        guard bytes.count - position >= width else { throw .truncatedFixed(offset: position, width: width) }
        position += width
    }

    /// Reads a varint field, checking that `field` really is one.
    mutating func readVarint(_ field: ProtobufField) throws(ProtobufError) -> UInt64 {
        guard field.wireType == .varint else { throw .wrongWireType(field: field.number, found: field.wireType) }
        return try readVarint()
    }

    /// Reads a length-delimited field, checking that `field` really is one.
    mutating func readLengthDelimited(_ field: ProtobufField) throws(ProtobufError) -> UnsafeRawBufferPointer {
        guard field.wireType == .lengthDelimited else {
            throw .wrongWireType(field: field.number, found: field.wireType)
        }
        return try readLengthDelimited()
    }

    /// Appends the values of a repeated varint field, packed (one length-delimited run) or not (one value).
    mutating func appendVarints(_ field: ProtobufField, to values: inout [UInt64]) throws(ProtobufError) {
        switch field.wireType {
        case .varint:
            values.append(try readVarint())
        case .lengthDelimited:
            var packed = ProtobufReader(try readLengthDelimited())
            values.reserveCapacity(values.count + packed.varintCount)
            while !packed.isAtEnd { values.append(try packed.readVarint()) }
        default:
            throw .wrongWireType(field: field.number, found: field.wireType)
        }
    }

    /// Appends the values of a repeated zigzag field (`sint64`), packed or not.
    mutating func appendSignedVarints(_ field: ProtobufField, to values: inout [Int64]) throws(ProtobufError) {
        switch field.wireType {
        case .varint:
            values.append(try readSignedVarint())
        case .lengthDelimited:
            var packed = ProtobufReader(try readLengthDelimited())
            values.reserveCapacity(values.count + packed.varintCount)
            while !packed.isAtEnd { values.append(try packed.readSignedVarint()) }
        default:
            throw .wrongWireType(field: field.number, found: field.wireType)
        }
    }

    /// Maps zigzag encoding back to a signed value: 0 → 0, 1 → -1, 2 → 1, 3 → -2…
    @inline(__always)
    static func zigzagDecode(_ value: UInt64) -> Int64 {
        Int64(bitPattern: value >> 1) ^ -Int64(bitPattern: value & 1)
    }
}
