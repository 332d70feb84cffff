import GazetteerIndex

/// Reads GeoNames' `alternateNamesV2.txt` (plain, gzip, or the `.zip` geonames.org serves, whose
/// `iso-languagecodes.txt` member is left out) into an ``AlternateNameTable``.
///
/// Columns, tab-separated: alternateNameId, geonameid, isolanguage, alternate name, isPreferredName,
/// isShortName, isColloquial, isHistoric, from, to. A row is kept when its geonameid is one of the
/// places the build reads, and its isolanguage is a language tag (``LanguageTag/canonical(_:)``) of a
/// kept language: the codes GeoNames puts in that column that are not languages (`post`, `link`,
/// `iata`, `icao`, `faac`, `abbr`, `wkdt`, `tcid`, `unlc`, `phon`, `piny`, `fr_1793`, and an empty
/// one) are not names by language. The flags give the kind: historic ``LocalizedName/Kind/old``,
/// else colloquial, else short, else preferred, else a plain ``LocalizedName/Kind/name``.
public enum AlternateNamesLoader {
    /// The isolanguage values that are not languages although they may look like a tag.
    public static let nonLanguageCodes: Set<String> = [
        "post", "link", "iata", "icao", "faac", "abbr", "wkdt", "tcid", "unlc", "phon", "piny", "fr_1793",
    ]

    /// The names of the places in `geonameids` (sorted ascending), in the languages `languages`
    /// keeps (`nil`: all).
    ///
    /// The file is read in chunks, never whole; only the rows kept are held.
    /// - Throws: ``InputError`` when the file cannot be opened or read.
    /// - Complexity: O(n) in the file, plus O(log k) per row for the k places.
    public static func load(path: String, geonameids: [UInt32], languages: [String]? = nil) throws -> AlternateNameTable {
        let kept = languages?.compactMap { LanguageTag.canonical($0) }
        var table = AlternateNameTable()
        var tags: [Substring: String?] = [:]
        var streams = try InputOpener.openStreams(path: path)
        if streams.count > 1 { streams.removeAll { $0.name.hasSuffix("iso-languagecodes.txt") } }
        for stream in streams {
            try LineReader.forEachLine(stream) { line in
                let columns = line.split(separator: 0x09, maxSplits: 8, omittingEmptySubsequences: false)
                guard columns.count >= 8, let id = DecimalParser.unsigned(columns[1]), id <= UInt64(UInt32.max) else {
                    table.damagedRows += 1
                    return
                }
                guard binarySearch(geonameids, UInt32(id)), !columns[3].isEmpty else { return }
                let code = Substring(decoding: columns[2], as: UTF8.self)
                let language: String?
                if let known = tags[code] {
                    language = known
                } else {
                    let canonical = nonLanguageCodes.contains(code.lowercased()) ? nil : LanguageTag.canonical(code)
                    language = canonical.flatMap { tag in
                        let isKept = kept?.contains { LanguageTag.isCovered(tag, by: $0) } ?? true
                        return isKept ? tag : nil
                    }
                    tags[code] = language
                }
                guard let language else { return }
                guard String(validating: columns[3], as: UTF8.self) != nil else {
                    table.damagedRows += 1
                    return
                }
                func flag(_ column: Int) -> Bool { columns[column].first == UInt8(ascii: "1") }
                let kind: LocalizedName.Kind =
                    flag(7) ? .old : flag(6) ? .colloquial : flag(5) ? .short : flag(4) ? .preferred : .name
                table.add(id: UInt32(id), language: language, kind: kind, name: columns[3])
            }
        }
        table.sort()
        return table
    }

    private static func binarySearch(_ sorted: [UInt32], _ value: UInt32) -> Bool {
        var low = 0
        var high = sorted.count
        while low < high {
            let middle = (low + high) / 2
            if sorted[middle] < value { low = middle + 1 } else { high = middle }
        }
        return low < sorted.count && sorted[low] == value
    }
}
