import GazetteerIndex

/// The names by language of an OSM object, from the keys ``OSMTagKey/isAlternateName(_:)`` accepts:
/// `name:<lang>` is the name in that language; `official_name`, `short_name`, `int_name`, `alt_name`
/// and `old_name` are names of their kind, of no language alone and of `<lang>` with `:<lang>`.
/// `loc_name` and `reg_name` stay searchable only. Lists (`;`) give one name each.
enum OSMLocalizedNames {
    private static let kinds: [(prefix: [UInt8], kind: LocalizedName.Kind)] = [
        (Array("name".utf8), .name), (Array("official_name".utf8), .official), (Array("short_name".utf8), .short),
        (Array("int_name".utf8), .international), (Array("alt_name".utf8), .alternate), (Array("old_name".utf8), .old),
    ]

    /// The names by language of the alternate-name tags at `indices` of `tags`, in key order.
    /// - Complexity: O(length of the tags).
    static func names(_ tags: OSMTags, indices: [Int]) -> [LocalizedName] {
        var names: [LocalizedName] = []
        var pieces: [String] = []
        for index in indices {
            guard let (language, kind) = languageAndKind(tags.key(index)) else { continue }
            pieces.removeAll(keepingCapacity: true)
            OSMTagValues.appendList(tags.value(index), to: &pieces)
            for piece in pieces { names.append(LocalizedName(language: language, kind: kind, name: piece)) }
        }
        return names
    }

    /// The language (empty for none) and kind a key names, or `nil` when it is not one of ours.
    static func languageAndKind(_ key: UnsafeRawBufferPointer) -> (String, LocalizedName.Kind)? {
        for (prefix, kind) in kinds where key.count >= prefix.count && key.prefix(prefix.count).elementsEqual(prefix) {
            if key.count == prefix.count { return kind == .name ? nil : ("", kind) }
            guard key[prefix.count] == UInt8(ascii: ":"),
                  let language = LanguageTag.canonical(String(decoding: key[(prefix.count + 1)...], as: UTF8.self))
            else { continue }
            return (language, kind)
        }
        return nil
    }
}
