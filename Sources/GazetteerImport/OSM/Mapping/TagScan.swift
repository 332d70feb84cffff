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

    init() {}

    /// Scans `tags`, forgetting the previous object's.
    mutating func load(_ tags: OSMTags) {
        for key in found { indices[key.rawValue] = -1 }
        found.removeAll(keepingCapacity: true)
        alternates.removeAll(keepingCapacity: true)
        self.tags = tags
        for index in 0..<tags.count {
            let key = tags.key(index)
            if let known = OSMTagKey.classify(key) {
                if indices[known.rawValue] < 0 {
                    indices[known.rawValue] = Int32(index)
                    found.append(known)
                }
            } else if OSMTagKey.isAlternateName(key) {
                alternates.append(index)
            }
        }
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
