import GazetteerIndex

/// One pass over an object's tags, remembering where the keys the mapper needs are.
struct TagScan {
    let tags: OSMTags
    private var indices = [Int](repeating: -1, count: OSMTagKey.allCases.count)
    private(set) var alternates: [Int] = []

    init(_ tags: OSMTags) {
        self.tags = tags
        for index in 0..<tags.count {
            let key = tags.key(index)
            if let known = OSMTagKey.classify(key) {
                if indices[known.rawValue] < 0 { indices[known.rawValue] = index }
            } else if OSMTagKey.isAlternateName(key) {
                alternates.append(index)
            }
        }
    }

    func value(_ key: OSMTagKey) -> UnsafeRawBufferPointer? {
        let index = indices[key.rawValue]
        return index < 0 ? nil : tags.value(index)
    }

    func nonEmptyValue(_ key: OSMTagKey) -> UnsafeRawBufferPointer? {
        guard let value = value(key), !value.isEmpty else { return nil }
        return value
    }
}
