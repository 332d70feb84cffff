import GazetteerIndex

/// One pass over an object's tags, remembering where the keys the mapper needs are.
///
/// Reused from object to object (``load(_:)``), so scanning allocates nothing once warm.
struct TagScan {
    /// The tags loaded last; valid only while the caller's view of them is.
    private(set) var tags = OSMTags.empty
    private var indices = [Int32](repeating: -1, count: OSMTagKey.allCases.count)
    private var found: [OSMTagKey] = []
    /// Tags whose keys are alternate names, in tag order.
    private(set) var alternates: [Int] = []
    /// What each numbered key of the current string table is (``KeyKind``), filled as keys are met.
    private var kinds: [Int8] = []

    /// What a key is to the mapper: an ``OSMTagKey`` raw value, or one of these.
    private enum KeyKind {
        static let unseen: Int8 = -1
        static let other: Int8 = -2
        static let alternateName: Int8 = -3
    }

    init() {}

    /// Forgets the kinds of numbered keys: the numbers that follow count in another string table.
    mutating func forgetKeyNumbers() { kinds.removeAll(keepingCapacity: true) }

    /// Scans `tags`, forgetting the previous object's.
    mutating func load(_ tags: OSMTags) {
        for key in found { indices[key.rawValue] = -1 }
        found.removeAll(keepingCapacity: true)
        alternates.removeAll(keepingCapacity: true)
        self.tags = tags
        for index in 0..<tags.count {
            let kind = kind(ofKeyAt: index)
            if kind >= 0 {
                if indices[Int(kind)] < 0 {
                    indices[Int(kind)] = Int32(index)
                    found.append(OSMTagKey(rawValue: Int(kind))!)
                }
            } else if kind == KeyKind.alternateName {
                alternates.append(index)
            }
        }
    }

    /// What the key of tag `index` is, looked at once per string table when it is numbered.
    private mutating func kind(ofKeyAt index: Int) -> Int8 {
        let number = Int(tags.spans[index].keyNumber)
        guard number >= 0 else { return Self.kind(of: tags.key(index)) }
        if number >= kinds.count { kinds.append(contentsOf: repeatElement(KeyKind.unseen, count: number + 1 - kinds.count)) }
        if kinds[number] == KeyKind.unseen { kinds[number] = Self.kind(of: tags.key(index)) }
        return kinds[number]
    }

    private static func kind(of key: UnsafeRawBufferPointer) -> Int8 {
        if let known = OSMTagKey.classify(key) { return Int8(known.rawValue) }
        return OSMTagKey.isAlternateName(key) ? KeyKind.alternateName : KeyKind.other
    }

    /// Whether no key the mapper knows (nor an alternate name) was found.
    var isEmpty: Bool { found.isEmpty && alternates.isEmpty }

    func value(_ key: OSMTagKey) -> UnsafeRawBufferPointer? {
        let index = indices[key.rawValue]
        return index < 0 ? nil : tags.value(Int(index))
    }

    func nonEmptyValue(_ key: OSMTagKey) -> UnsafeRawBufferPointer? {
        guard let value = value(key), !value.isEmpty else { return nil }
        return value
    }
}
