/// The optional fields of a record: kept tags, more categories, an address, an extent.
///
/// A record's extras are a run of fields, each `varint tag`, `varint length`, then `length` bytes,
/// ended by tag 0. A reader skips tags it does not know, so a field can be added without moving
/// any other. Only records with at least one field have extras.
///
/// | tag | field | payload |
/// |---|---|---|
/// | 1 | tags | varint string reference (``TagCoding``) |
/// | 2 | other categories | varint count, then varint code dictionary numbers |
/// | 3 | address | 4 varint string references: street, house number, postcode, city |
/// | 4 | extent | 4 × Int32: min latitude, min longitude, max latitude, max longitude (×10⁻⁷°) |
enum RecordExtrasCoding {
    static let end = 0
    static let tags = 1
    static let otherCategories = 2
    static let address = 3
    static let extent = 4

    /// Appends one field.
    static func appendField(_ tag: Int, _ payload: [UInt8], to bytes: inout [UInt8]) {
        Varint.append(tag, to: &bytes)
        Varint.append(payload.count, to: &bytes)
        bytes.append(contentsOf: payload)
    }

    /// Calls `body` with each field's tag and payload view, stopping at the end tag or at damage.
    static func forEachField(in view: ByteView, at offset: Int, _ body: (Int, ByteView) -> Void) {
        var position = offset
        // A record has few fields; the bound keeps a damaged section from looping long.
        for _ in 0..<16 {
            let (tag, tagSize) = view.varint(position)
            guard tagSize > 0, tag != end else { return }
            let (length, lengthSize) = view.varint(position + tagSize)
            guard lengthSize > 0 else { return }
            let start = position + tagSize + lengthSize
            guard view.contains(start, length) else { return }
            body(tag, view.slice(start, length))
            position = start + length
        }
    }
}
