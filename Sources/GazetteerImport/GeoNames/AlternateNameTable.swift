import GazetteerIndex

/// The names by language of the GeoNames records a build reads, from `alternateNamesV2.txt`, kept
/// compact: a fixed entry per name sorted by geonameid, and the names' text back to back.
///
/// Made once before the inputs are read (``AlternateNamesLoader``) and then only read, from every
/// worker thread of the import.
public struct AlternateNameTable: Sendable {
    private struct Entry: Sendable {
        var textStart: UInt32
        var textLength: UInt32
        var language: UInt16
        var kind: LocalizedName.Kind
    }

    /// The geonameid of each entry, ascending; equal ids in file order.
    private var ids: [UInt32] = []
    private var entries: [Entry] = []
    private var text: [UInt8] = []
    private var languages: [String] = []
    private var languageNumbers: [String: UInt16] = [:]
    /// Rows read that name a kept place in a kept language.
    public var count: Int { entries.count }
    /// Rows skipped because they were damaged (too few columns, a bad geonameid, invalid UTF-8).
    public internal(set) var damagedRows = 0

    public init() {}

    /// The names of the place with `geonameid`, in file order; empty when it has none.
    /// - Complexity: O(log n + its names).
    public func names(of geonameid: UInt64) -> [LocalizedName] {
        guard geonameid <= UInt64(UInt32.max), !ids.isEmpty else { return [] }
        let id = UInt32(geonameid)
        var low = 0
        var high = ids.count
        while low < high {
            let middle = (low + high) / 2
            if ids[middle] < id { low = middle + 1 } else { high = middle }
        }
        var names: [LocalizedName] = []
        var position = low
        while position < ids.count && ids[position] == id {
            let entry = entries[position]
            let start = Int(entry.textStart)
            names.append(LocalizedName(
                language: languages[Int(entry.language)], kind: entry.kind,
                name: String(decoding: text[start..<start + Int(entry.textLength)], as: UTF8.self)))
            position += 1
        }
        return names
    }

    /// Adds a name read from the file (before ``sort()``).
    mutating func add(id: UInt32, language: String, kind: LocalizedName.Kind, name: some Collection<UInt8>) {
        let number: UInt16
        if let known = languageNumbers[language] {
            number = known
        } else {
            guard languages.count < Int(UInt16.max) else { return }
            number = UInt16(languages.count)
            languages.append(language)
            languageNumbers[language] = number
        }
        ids.append(id)
        entries.append(Entry(textStart: UInt32(text.count), textLength: UInt32(name.count), language: number, kind: kind))
        text.append(contentsOf: name)
    }

    /// Orders the entries by geonameid, equal ids keeping file order. O(n log n).
    mutating func sort() {
        guard zip(ids, ids.dropFirst()).contains(where: { $0 > $1 }) else { return }
        let order = ids.indices.sorted { ids[$0] != ids[$1] ? ids[$0] < ids[$1] : $0 < $1 }
        ids = order.map { ids[$0] }
        entries = order.map { entries[$0] }
    }
}
