/// The compact text form of kept tags: `key=value` pairs joined by U+001F, sorted by key.
package enum TagCoding {
    static let separator: Character = "\u{1F}"

    package static func encode(_ tags: [RecordTag]) -> String {
        tags.sorted { $0.key < $1.key }
            .map { "\($0.key)=\($0.value)" }
            .joined(separator: String(separator))
    }

    package static func decode(_ text: String) -> [RecordTag] {
        guard !text.isEmpty else { return [] }
        return text.split(separator: separator).compactMap { pair -> RecordTag? in
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard parts.count == 2 else { return nil }
            return RecordTag(key: String(parts[0]), value: String(parts[1]))
        }
    }
}
