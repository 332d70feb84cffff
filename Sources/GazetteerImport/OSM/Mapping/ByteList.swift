/// A short list of byte strings, matched against raw tag values.
struct ByteList {
    let entries: [[UInt8]]

    init(_ entries: [[UInt8]]) {
        self.entries = entries
    }

    func contains(_ value: UnsafeRawBufferPointer) -> Bool {
        for entry in entries where entry.count == value.count && value.elementsEqual(entry) { return true }
        return false
    }
}
