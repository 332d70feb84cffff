/// Records gathered by an importer, with their names already turned into search keys.
///
/// Importers fill batches on worker threads (normalization is the costly part) and hand them,
/// in input order, to ``IndexBuilder/add(_:)``. A batch stores its strings in two byte buffers,
/// so a row costs no allocation beyond amortized buffer growth.
public struct RecordBatch: Sendable {
    struct Span: Sendable {
        var start: UInt32
        var length: UInt32
    }

    /// What a name is to its record.
    enum NameKind: UInt8, Sendable {
        /// The record's own name.
        case main = 0
        /// Another spelling of the main name given with it (GeoNames' ASCII name).
        case mainForm = 1
        /// An alternate name (another language, a former or short name).
        case alternate = 2
    }

    struct PendingName: Sendable {
        /// The name as written, when the index may need it: when it is shown as itself (``NameBlockCoding/Display/explicit``)
        /// or holds a comma (it may be inverted: "Erebus, Mount"). Otherwise the key shows it.
        var display: Span?
        var key: Span
        var kind: NameKind
        /// How the name is shown: as its key, its key in title case, or its own text.
        var mode: NameBlockCoding.Display
        /// Whether the name may have derived forms (``NameForms/hasForms(hasComma:key:)``), decided
        /// here, where its text and key are at hand, rather than where the names are gathered.
        var mayHaveForms: Bool
    }

    struct PendingRecord: Sendable {
        var fields: RecordFields
        var firstName: UInt32
        var nameCount: UInt32
    }

    var records: [PendingRecord] = []
    var names: [PendingName] = []
    /// The names kept as written (``PendingName/display``), in string-pool form (varint length,
    /// then UTF-8), so the index writer can take the whole buffer at once.
    var text: [UInt8] = []
    /// Search keys, UTF-8.
    var keys: [UInt8] = []
    /// Administrative boundaries read with the records, in input order.
    public var boundaries: [BoundaryPolygon] = []
    private var duplicates = KeySet()

    public init() {}

    /// Number of records in the batch.
    public var count: Int { records.count }

    /// Whether the batch holds no record.
    public var isEmpty: Bool { records.isEmpty }

    /// Empties the batch and keeps its storage, so that the next block parsed into it does not
    /// grow it again. O(records) (each record's fields are let go).
    package mutating func removeAll() {
        records.removeAll(keepingCapacity: true)
        names.removeAll(keepingCapacity: true)
        text.removeAll(keepingCapacity: true)
        keys.removeAll(keepingCapacity: true)
        boundaries.removeAll(keepingCapacity: true)
        duplicates.reset()
    }

    /// Adds a record whose alternate names are one separated list, as in a GeoNames row.
    ///
    /// Names whose key is empty, or repeats an earlier key of the same record, are dropped.
    /// - Parameters:
    ///   - extraName: another spelling of the main name (GeoNames' ASCII name), looked at before the list.
    /// - Returns: `false` (and adds nothing) when a name is not valid UTF-8.
    /// - Complexity: O(length of the names), expected.
    @discardableResult
    package mutating func append(
        _ fields: consuming RecordFields,
        name: UnsafeBufferPointer<UInt8>,
        alternateNames: UnsafeBufferPointer<UInt8>,
        separator: UInt8 = UInt8(ascii: ","),
        extraName: UnsafeBufferPointer<UInt8>? = nil
    ) -> Bool {
        let mark = (names.count, text.count, keys.count)
        let first = UInt32(names.count)
        duplicates.reset()
        guard addName(name, kind: .main) else { return rollBack(to: mark) }
        if let extraName, !extraName.isEmpty {
            guard addName(extraName, kind: .mainForm) else { return rollBack(to: mark) }
        }
        var start = 0
        let count = alternateNames.count
        while start < count {
            let end = ByteOrder.firstIndex(of: separator, in: alternateNames, from: start) ?? count
            if end > start {
                let piece = UnsafeBufferPointer(rebasing: alternateNames[start..<end])
                guard addName(piece, kind: .alternate) else { return rollBack(to: mark) }
            }
            start = end + 1
        }
        records.append(PendingRecord(fields: fields, firstName: first, nameCount: UInt32(names.count) - first))
        return true
    }

    /// Adds a record with its name and alternate names.
    ///
    /// `name` may be empty: unnamed records (a bench, a toilet) are found by place, not by name.
    /// - Complexity: O(length of the names), expected.
    public mutating func append(_ fields: consuming RecordFields, name: String, alternateNames: [String] = []) {
        let first = UInt32(names.count)
        duplicates.reset()
        var name = name
        name.withUTF8 { _ = addName($0, kind: .main) }
        for alternate in alternateNames {
            var alternate = alternate
            alternate.withUTF8 { _ = addName($0, kind: .alternate) }
        }
        records.append(PendingRecord(fields: fields, firstName: first, nameCount: UInt32(names.count) - first))
    }

    private mutating func rollBack(to mark: (Int, Int, Int)) -> Bool {
        names.removeSubrange(mark.0...)
        text.removeSubrange(mark.1...)
        keys.removeSubrange(mark.2...)
        return false
    }

    /// Stores a display name; the span starts at its varint length prefix.
    private mutating func storeText(_ utf8: UnsafeBufferPointer<UInt8>) -> Span {
        let span = Span(start: UInt32(text.count), length: UInt32(utf8.count))
        Varint.append(utf8.count, to: &text)
        text.append(contentsOf: utf8)
        return span
    }

    /// Normalizes one name and stores its key, how it is shown and, when needed, its text; a key
    /// already present for this record is skipped. The key is folded straight into ``keys`` and
    /// taken back when it is empty or repeats one of the record's.
    private mutating func addName(_ utf8: UnsafeBufferPointer<UInt8>, kind: NameKind) -> Bool {
        let start = keys.count
        guard NameNormalizer.appendKey(of: utf8, to: &keys) else { return false }
        if keys.count == start { return true }
        if keys.count - start > Self.maximumKeyLength { truncateKey(from: start) }
        let number = UInt32(names.count)
        let isNew = keys.withUnsafeBufferPointer { stored in
            names.withUnsafeBufferPointer { names in
                duplicates.insert(UnsafeBufferPointer(rebasing: stored[start...]), number: number) { number in
                    let span = names[Int(number)].key
                    return UnsafeBufferPointer(rebasing: stored[Int(span.start)..<Int(span.start + span.length)])
                }
            }
        }
        guard isNew else {
            keys.removeSubrange(start...)
            return true
        }
        let key = Span(start: UInt32(start), length: UInt32(keys.count - start))
        let mode = displayMode(of: utf8, key: start)
        // Decided on the text as read: a name with a comma keeps its text, the display it is inverted at.
        let hasComma = ByteOrder.contains(utf8, UInt8(ascii: ","))
        let keepsText = mode == .explicit || hasComma
        let mayHaveForms = keys.withUnsafeBufferPointer {
            NameForms.hasForms(hasComma: hasComma, key: UnsafeBufferPointer(rebasing: $0[start...]))
        }
        names.append(PendingName(
            display: keepsText ? storeText(utf8) : nil, key: key, kind: kind, mode: mode, mayHaveForms: mayHaveForms))
        return true
    }

    /// How `utf8` is shown given its key (``keys`` from `start` on): as the key, the key in title
    /// case, or itself.
    private func displayMode(of utf8: UnsafeBufferPointer<UInt8>, key start: Int) -> NameBlockCoding.Display {
        keys.withUnsafeBufferPointer { stored in
            let key = UnsafeBufferPointer(rebasing: stored[start...])
            if ByteOrder.equal(utf8, key) { return .key }
            return NameBlockCoding.isTitleCase(utf8, of: key) ? .titleCase : .explicit
        }
    }

    /// Search keys are cut to this many bytes (on a character boundary): prefixes longer than
    /// that still find the name, and a key's length fits the writer's 16-bit field.
    package static let maximumKeyLength = 255

    /// Cuts the key that starts at `start` of ``keys`` to ``maximumKeyLength`` bytes.
    private mutating func truncateKey(from start: Int) {
        var length = Self.maximumKeyLength
        while length > 0 && keys[start + length] & 0xC0 == 0x80 { length -= 1 }
        keys.removeSubrange((start + length)...)
        while keys.count > start && keys.last == 0x20 { keys.removeLast() }
    }
}
