/// Gathers the names by language of the records as they are added, and of admin1 divisions and
/// countries as they are set, and makes the names-by-language section (``LanguageNamesLayout``).
///
/// The lists grow on the build's ``MemoryBudget``: one 12-byte entry per name, the names' text
/// interned once each. Nothing is gathered, and the section is left out, when no input gives a
/// name by language.
struct LanguageNamesBuilder {
    private struct Entry {
        /// The input record's index; from ``assignFinalRecords(_:inputCount:)`` on, its final record's
        /// (``dropped`` when it was dropped).
        var record: UInt32
        /// Reference of the name in ``text``.
        var text: UInt32
        /// Number of the language in ``languageOrder``.
        var language: UInt16
        var kind: UInt8
    }

    private static let dropped = UInt32.max

    private var entries: SpillableArray<Entry>
    private var text: StringInterner
    private var languageNumbers: [String: UInt16] = [:]
    private var languageOrder: [String] = []
    /// The languages kept (``IndexBuilder/Options/languages``); `nil` keeps every one.
    private let keptLanguages: [String]?
    /// Names of admin1 divisions by `"CC.CODE"`, and of countries by code.
    private var admin1Names: [String: [LocalizedName]] = [:]
    private var countryNames: [String: [LocalizedName]] = [:]
    /// The final records made of a boundary's record (by the boundary's packed id), whose names are
    /// also the boundary's; then (``noteAreas(_:)``) each area's final record, by area number.
    private var boundaryFinals: [UInt64: UInt32] = [:]
    private var areaFinals: [(area: Int, final: UInt32)] = []
    /// The countries of the country boundaries (level 2) among ``areaFinals``, by area number.
    private var areaCountries: [Int: UInt16] = [:]

    init(keeping languages: [String]?, budget: MemoryBudget?) {
        keptLanguages = languages?.compactMap { LanguageTag.canonical($0) }
        entries = SpillableArray(budget: budget)
        text = StringInterner(budget: budget)
    }

    /// Whether no name by language was kept: the index then has no such section.
    var isEmpty: Bool { entries.isEmpty && admin1Names.isEmpty && countryNames.isEmpty }

    /// Names kept so far, of records.
    var count: Int { entries.count }

    /// Adds the names of input record `record` that the language filter keeps.
    /// - Throws: ``IndexError/tooLarge(reason:)`` past 65,535 languages.
    /// - Complexity: O(length of the names), expected.
    mutating func add(_ names: [LocalizedName], record: Int) throws(IndexError) {
        for name in names where !name.name.isEmpty && isKept(name.language) {
            let language = try number(of: name.language)
            entries.append(Entry(record: UInt32(record), text: text.reference(of: name.name), language: language, kind: name.kind.rawValue))
        }
    }

    /// Sets the names of admin1 divisions, keyed `"CC.CODE"` as in GeoNames' admin1CodesASCII.txt.
    mutating func setAdmin1Names(_ names: [String: [LocalizedName]]) throws(IndexError) {
        admin1Names = try kept(names)
    }

    /// Sets the names of countries, keyed by ISO code.
    mutating func setCountryNames(_ names: [String: [LocalizedName]]) throws(IndexError) {
        countryNames = try kept(names)
    }

    private mutating func kept(_ names: [String: [LocalizedName]]) throws(IndexError) -> [String: [LocalizedName]] {
        var result: [String: [LocalizedName]] = [:]
        for (key, list) in names {
            let list = list.filter { !$0.name.isEmpty && isKept($0.language) }
            for name in list { _ = try number(of: name.language) }
            if !list.isEmpty { result[key] = list }
        }
        return result
    }

    private func isKept(_ language: String) -> Bool {
        guard let keptLanguages else { return true }
        return keptLanguages.contains { LanguageTag.isCovered(language, by: $0) }
    }

    private mutating func number(of language: String) throws(IndexError) -> UInt16 {
        if let number = languageNumbers[language] { return number }
        guard languageOrder.count < Int(UInt16.max) else { throw .tooLarge(reason: "more than 65,535 languages") }
        let number = UInt16(languageOrder.count)
        languageOrder.append(language)
        languageNumbers[language] = number
        return number
    }

    /// Points each entry at the final record its input record became (`groups`: the input records
    /// each final record is made of); entries of dropped records are marked dropped.
    /// - Complexity: O(input records + entries); nothing when there are no entries.
    /// - Parameters:
    ///   - id: the packed source id of an input record.
    ///   - boundaryIDs: the packed ids of the boundaries read.
    mutating func assignFinalRecords(
        _ groups: RecordGroups, inputCount: Int, id: (Int) -> UInt64, boundaryIDs: Set<UInt64>, budget: MemoryBudget?
    ) {
        guard !entries.isEmpty else { return }
        var finalOf = SpillableArray<UInt32>(repeating: Self.dropped, count: inputCount, budget: budget)
        for final in groups.indices {
            for member in groups[final] {
                finalOf[Int(member)] = UInt32(final)
                if !boundaryIDs.isEmpty {
                    let packed = id(Int(member))
                    if boundaryIDs.contains(packed) { boundaryFinals[packed] = UInt32(final) }
                }
            }
        }
        for index in entries.indices { entries[index].record = finalOf[Int(entries[index].record)] }
    }

    /// Notes which area number each boundary with a record got, from the boundaries section's
    /// bytes, so that its names by language are also found by area. O(areas).
    /// - Throws: ``IndexError/malformedSection(path:section:reason:)`` when the bytes cannot be read.
    mutating func noteAreas(_ boundaries: [UInt8]) throws(IndexError) {
        guard !boundaryFinals.isEmpty else { return }
        let finals = boundaryFinals
        (areaFinals, areaCountries) = try AreaSection.reading(boundaries) { areas in
            var countries: [Int: UInt16] = [:]
            let named = (0..<areas.count).compactMap { area -> (Int, UInt32)? in
                guard let final = finals[areas.id(area).packed] else { return nil }
                if areas.level(area) == 2 && areas.countryPacked(area) != 0 { countries[area] = areas.countryPacked(area) }
                return (area, final)
            }
            return (named, countries)
        }
        boundaryFinals = [:]
    }

    /// The section, or `nil` when no name by language was kept. The names and language tags are
    /// interned in `strings`, the index's string pool.
    /// - Parameters:
    ///   - recordNumbers: each final record's record number.
    ///   - admin1Order: the admin1 divisions in table order (number 1 first).
    /// - Throws: ``IndexError/tooLarge(reason:)`` past 4 GiB of names.
    /// - Complexity: O(n log n) in the names.
    mutating func section(
        recordNumbers: SpillableArray<UInt32>, admin1Order: [Admin1Key], strings: inout StringInterner, budget: MemoryBudget?
    ) throws(IndexError) -> (header: [UInt8], directory: SpillableArray<UInt8>, names: SpillableArray<UInt8>)? {
        guard !isEmpty else { return nil }
        // Languages sorted by tag; entries refer to them by their place in that order.
        let sortedLanguages = languageOrder.indices.sorted { languageOrder[$0].utf8.lexicographicallyPrecedes(languageOrder[$1].utf8) }
        var renumbered = [UInt16](repeating: 0, count: languageOrder.count)
        for (position, old) in sortedLanguages.enumerated() { renumbered[old] = UInt16(position) }
        var output = Output(budget: budget)

        // Records: each entry keyed by its record number, in input order within a record.
        var order = SpillableArray<UInt64>(budget: budget)
        order.reserveCapacity(entries.count)
        for (index, entry) in entries.enumerated() where entry.record != Self.dropped {
            let number = Int(recordNumbers[Int(entry.record)])
            guard number <= LanguageNamesLayout.maximumNumber else { continue }
            order.append(UInt64(number) << 32 | UInt64(index))
        }
        // The values are distinct (the entry's index is in the low half): an unstable sort in place will do.
        order.withUnsafeMutableBufferPointer { buffer in
            var values = buffer
            values.sort()
        }
        // The names offset of each record that is also an area's, by record number.
        var areaRecordNumbers: [Int: Int] = [:]
        for (area, final) in areaFinals { areaRecordNumbers[Int(recordNumbers[Int(final)])] = area }
        var areaOffsets: [(area: Int, offset: UInt32)] = []
        var owned: [Output.Name] = []
        var current = -1
        func flush() {
            guard current >= 0 else { return }
            let offset = output.add(LanguageNamesLayout.key(.record, current), &owned)
            if let area = areaRecordNumbers[current], let offset { areaOffsets.append((area, offset)) }
        }
        text.pool.withUnsafeBufferPointer { pool in
            for value in order {
                let number = Int(value >> 32)
                if number != current {
                    flush()
                    current = number
                }
                let entry = entries[Int(value & 0xFFFF_FFFF)]
                owned.append(Output.Name(
                    language: renumbered[Int(entry.language)], kind: entry.kind,
                    text: strings.reference(of: StringInterner.bytes(at: entry.text, in: pool)), sequence: UInt32(owned.count)))
            }
        }
        flush()
        entries = SpillableArray()
        text = StringInterner()

        // Admin1 divisions in table order, then countries in code order.
        func ownedNames(_ names: [LocalizedName]) -> [Output.Name] {
            names.enumerated().map { position, name in
                Output.Name(
                    language: renumbered[Int(languageNumbers[name.language]!)], kind: name.kind.rawValue,
                    text: strings.reference(of: name.name), sequence: UInt32(position))
            }
        }
        for (index, key) in admin1Order.enumerated() {
            if let names = admin1Names["\(CountryCode.unpack(key.country)).\(key.code)"] {
                owned = ownedNames(names)
                _ = output.add(LanguageNamesLayout.key(.admin1, index + 1), &owned)
            }
        }
        // A country's names from the country names set, else those of its boundary.
        var countryOffsets: [UInt16: UInt32] = [:]
        for (code, names) in countryNames.sorted(by: { $0.key < $1.key }) where CountryCode.pack(code) != 0 {
            owned = ownedNames(names)
            if let offset = output.appendNames(&owned) { countryOffsets[CountryCode.pack(code)] = offset }
        }
        for (area, offset) in areaOffsets {
            if let country = areaCountries[area], countryOffsets[country] == nil { countryOffsets[country] = offset }
        }
        for (country, offset) in countryOffsets.sorted(by: { $0.key < $1.key }) {
            output.addOwner(LanguageNamesLayout.key(.country, Int(country)), offset: offset)
        }
        // Areas share their record's names.
        for (area, offset) in areaOffsets.sorted(by: { $0.area < $1.area }) where area <= LanguageNamesLayout.maximumNumber {
            output.addOwner(LanguageNamesLayout.key(.area, area), offset: offset)
        }

        guard output.names.count <= Int(UInt32.max) else { throw .tooLarge(reason: "more than 4 GiB of names by language") }
        var header = ByteWriter()
        header.u32(UInt32(sortedLanguages.count))
        header.u32(UInt32(output.ownerCount))
        header.u64(UInt64(output.names.count))
        for old in sortedLanguages { header.u32(strings.reference(of: languageOrder[old])) }
        return (header.bytes, output.directory, output.names)
    }

    /// The directory and names of the section, as they are made.
    private struct Output {
        struct Name {
            var language: UInt16
            var kind: UInt8
            var text: UInt32
            var sequence: UInt32
        }

        var directory: SpillableArray<UInt8>
        var names: SpillableArray<UInt8>
        var ownerCount = 0
        private var bytes: [UInt8] = []

        init(budget: MemoryBudget?) {
            directory = SpillableArray(budget: budget)
            names = SpillableArray(budget: budget)
        }

        /// Adds an owner's names: ordered by language, kind and input order, each (language, kind,
        /// text) once; `owned` is emptied. Returns the offset of the names, `nil` when there are none.
        mutating func add(_ key: UInt32, _ owned: inout [Name]) -> UInt32? {
            let offset = appendNames(&owned)
            if let offset { addOwner(key, offset: offset) }
            return offset
        }

        /// Appends an owner's names without a directory entry (``add(_:_:)``).
        mutating func appendNames(_ owned: inout [Name]) -> UInt32? {
            defer { owned.removeAll(keepingCapacity: true) }
            guard !owned.isEmpty else { return nil }
            owned.sort { ($0.language, $0.kind, $0.sequence) < ($1.language, $1.kind, $1.sequence) }
            bytes.removeAll(keepingCapacity: true)
            var count = 0
            for (position, name) in owned.enumerated() {
                let isRepeat = owned[..<position].contains {
                    $0.language == name.language && $0.kind == name.kind && $0.text == name.text
                }
                if isRepeat { continue }
                Varint.append(LanguageNamesLayout.packed(language: Int(name.language), kind: LocalizedName.Kind(rawValue: name.kind)!), to: &bytes)
                Varint.append(name.text, to: &bytes)
                count += 1
            }
            let offset = UInt32(truncatingIfNeeded: names.count)
            Varint.append(count, to: &names)
            names.append(contentsOf: bytes)
            return offset
        }

        /// Adds a directory entry for names already added.
        mutating func addOwner(_ key: UInt32, offset: UInt32) {
            var entry = ByteWriter()
            entry.u32(key)
            entry.u32(offset)
            directory.append(contentsOf: entry.bytes)
            ownerCount += 1
        }
    }
}
