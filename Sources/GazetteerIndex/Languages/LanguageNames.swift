/// The names-by-language section of an open index (``LanguageNamesLayout``); empty when the index
/// has none. Opening checks the header against the section's size, nothing more: an owner's names
/// are found by binary search when asked for.
struct LanguageNames: Sendable {
    let view: ByteView
    let layout: LanguageNamesLayout

    static let empty = LanguageNames(view: .empty, layout: LanguageNamesLayout(languageCount: 0, ownerCount: 0, namesLength: 0))

    private init(view: ByteView, layout: LanguageNamesLayout) {
        self.view = view
        self.layout = layout
    }

    /// Checks that the counts of the header add up to the section's size. O(1).
    /// - Throws: ``IndexError/malformedSection(path:section:reason:)``.
    init(view: ByteView, path: String) throws(IndexError) {
        func malformed(_ reason: String) -> IndexError {
            .malformedSection(path: path, section: SectionKind.languageNames.description, reason: reason)
        }
        guard view.count >= LanguageNamesLayout.headerSize else { throw malformed("\(view.count) bytes, shorter than its header") }
        let namesLength = view.u64(8)
        guard namesLength <= UInt64(view.count) else { throw malformed("names past the section") }
        let layout = LanguageNamesLayout(languageCount: Int(view.u32(0)), ownerCount: Int(view.u32(4)), namesLength: Int(namesLength))
        guard layout.totalLength == view.count else { throw malformed("\(view.count) bytes where the counts need \(layout.totalLength)") }
        self.view = view
        self.layout = layout
    }

    /// Whether the index has no names by language.
    var isEmpty: Bool { layout.ownerCount == 0 }

    /// The string reference of language `number`'s tag; 0 when out of range.
    func languageReference(_ number: Int) -> UInt32 {
        guard number < layout.languageCount else { return 0 }
        return view.u32(layout.languagesOffset + 4 * number)
    }

    /// Where the names of the owner with `key` start in the section, by binary search; `nil` when it has none.
    /// - Complexity: O(log owners).
    func namesOffset(of key: UInt32) -> Int? {
        var low = 0
        var high = layout.ownerCount
        while low < high {
            let middle = (low + high) / 2
            let entry = layout.ownersOffset + LanguageNamesLayout.ownerSize * middle
            let found = view.u32(entry)
            if found == key { return layout.namesOffset + Int(view.u32(entry + 4)) }
            if found < key { low = middle + 1 } else { high = middle }
        }
        return nil
    }

    /// Calls `body` with the language number, kind and string reference of each name of the owner
    /// with `key`, in stored order. A damaged entry ends the walk.
    /// - Complexity: O(log owners + its names).
    func forEachName(of key: UInt32, _ body: (Int, LocalizedName.Kind, UInt32) -> Void) {
        guard var at = namesOffset(of: key) else { return }
        let (count, size) = view.varint(at)
        guard size > 0 else { return }
        at += size
        // An owner has at most a few hundred names; the bound keeps a damaged section from looping long.
        for _ in 0..<min(count, 4_096) {
            let (packed, packedSize) = view.varint(at)
            guard packedSize > 0 else { return }
            let (reference, referenceSize) = view.varint(at + packedSize)
            guard referenceSize > 0, let kind = LocalizedName.Kind(rawValue: UInt8(packed & 7)) else { return }
            at += packedSize + referenceSize
            body(packed >> 3, kind, UInt32(truncatingIfNeeded: reference))
        }
    }
}
