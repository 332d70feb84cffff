/// One fixed-width little-endian field of an entry, at an offset computed from the fields before it.
///
/// Entry layouts (``RecordLayout``, ``ParameterLayout``…) declare their fields once, in order, each
/// `followed(by:)` the previous one; the writer stores through the same fields the reader loads
/// through, so an offset is never written down twice.
package struct Field<Value: FixedWidthInteger>: Sendable {
    /// Byte offset of the field inside its entry.
    package let offset: Int

    /// The first field of an entry.
    package static var first: Field<Value> { Field(offset: 0) }

    /// The field's width in bytes.
    package static var width: Int { MemoryLayout<Value>.size }

    /// The offset just past this field.
    package var end: Int { offset + Self.width }

    /// A field of type `next` that starts where this one ends.
    package func followed<Next: FixedWidthInteger>(by next: Next.Type) -> Field<Next> {
        Field<Next>(offset: end)
    }
}

extension ByteView {
    /// Loads `field` of the fixed-width entry that starts at `entry`; 0 when out of range.
    @inline(__always)
    func load<Value: FixedWidthInteger>(_ field: Field<Value>, at entry: Int) -> Value {
        let offset = entry &+ field.offset
        guard let base, contains(offset, Field<Value>.width) else { return 0 }
        return Value(littleEndian: base.loadUnaligned(fromByteOffset: offset, as: Value.self))
    }
}

extension EntryWriter {
    /// Stores `value` into `field` of this entry.
    @inline(__always)
    func store<Value: FixedWidthInteger>(_ field: Field<Value>, _ value: Value) {
        base.storeBytes(of: value.littleEndian, toByteOffset: field.offset, as: Value.self)
    }
}
