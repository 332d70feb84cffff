/// The values of one repeated varint field of a message, read in place: every occurrence of the
/// field, packed runs and single values alike, in order, without copying them into an array.
///
/// Only the byte ranges are kept (one per occurrence: one in a well-formed file), so memory does not
/// grow with the number of values; ``count`` is the number of varints those bytes hold.
struct ProtobufVarintRun {
    private(set) var segments: [UnsafeRawBufferPointer] = []
    /// How many varints the run holds (one per byte below 0x80).
    private(set) var count = 0

    /// Adds the field's occurrence at the reader's position (a packed run, or one value).
    mutating func add(_ field: ProtobufField, from reader: inout ProtobufReader) throws(ProtobufError) {
        let segment: UnsafeRawBufferPointer
        switch field.wireType {
        case .lengthDelimited:
            segment = try reader.readLengthDelimited()
        case .varint:
            let start = reader.position
            _ = try reader.readVarint()
            segment = UnsafeRawBufferPointer(rebasing: reader.bytes[start..<reader.position])
        default:
            throw .wrongWireType(field: field.number, found: field.wireType)
        }
        guard !segment.isEmpty else { return }
        segments.append(segment)
        count += ProtobufReader.varintCount(segment)
    }

    /// Reads the values in order.
    struct Cursor {
        private let segments: [UnsafeRawBufferPointer]
        private var next = 0
        private var reader = ProtobufReader(UnsafeRawBufferPointer(start: nil, count: 0))

        fileprivate init(_ segments: [UnsafeRawBufferPointer]) {
            self.segments = segments
        }

        /// The next value. - Throws: when the bytes end inside a varint, or hold no more values.
        @inline(__always)
        mutating func nextValue() throws(ProtobufError) -> UInt64 {
            if !reader.isAtEnd { return try reader.readVarint() }
            return try nextSegmentValue()
        }

        /// The first value of the next segment that has one.
        private mutating func nextSegmentValue() throws(ProtobufError) -> UInt64 {
            while reader.isAtEnd {
                guard next < segments.count else { throw .truncatedVarint(offset: reader.position) }
                reader = ProtobufReader(segments[next])
                next += 1
            }
            return try reader.readVarint()
        }

        /// The next zigzag-decoded value (`sint64`).
        @inline(__always)
        mutating func nextSignedValue() throws(ProtobufError) -> Int64 {
            ProtobufReader.zigzagDecode(try nextValue())
        }
    }

    /// A cursor at the first value.
    func cursor() -> Cursor { Cursor(segments) }
}
