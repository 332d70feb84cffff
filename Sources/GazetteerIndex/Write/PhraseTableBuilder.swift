/// Builds the phrase table: every normalized phrase that names a country, an admin1 division or a
/// category present in the index, with what it means. Queries resolve qualifiers ("France", "IL",
/// "Czech Republic") and category words ("toilets") by binary search here, never by normalizing
/// names per query.
struct PhraseTableBuilder {
    private var meanings: [String: (flags: UInt16, values: [UInt32])] = [:]

    /// Adds a phrase; `isCode` marks codes and abbreviations, which match whole words only.
    mutating func add(_ text: String, meaning: UInt32, isCode: Bool = false, afterCommaOnly: Bool = false) {
        let key = NameNormalizer.key(for: text)
        guard !key.isEmpty else { return }
        var entry = meanings[key] ?? (0, [])
        if isCode || (key.utf8.count <= 3 && !key.contains(" ")) { entry.flags |= PhraseFlags.code }
        if afterCommaOnly { entry.flags |= PhraseFlags.afterCommaOnly }
        if !entry.values.contains(meaning) { entry.values.append(meaning) }
        meanings[key] = entry
    }

    /// Countries present in the index: name, ISO codes and aliases.
    mutating func addCountries(_ present: [UInt16], descriptions: [String: CountryDescription]) {
        for packed in present {
            let code = CountryCode.unpack(packed)
            let meaning = PhraseMeaning.pack(kind: PhraseMeaning.country, value: Int(packed))
            add(code, meaning: meaning, isCode: true)
            if let description = descriptions[code] {
                add(description.name, meaning: meaning)
                if !description.code3.isEmpty { add(description.code3, meaning: meaning, isCode: true) }
            }
            for alias in PhraseVocabulary.countryAliases[code] ?? [] { add(alias, meaning: meaning) }
        }
    }

    /// Admin1 divisions: names, letter codes anywhere, number codes only after a comma.
    mutating func addAdmin1(_ order: [Admin1Key], names: [String: String]) {
        for (index, key) in order.enumerated() {
            let meaning = PhraseMeaning.pack(kind: PhraseMeaning.admin1, value: index + 1)
            let qualified = "\(CountryCode.unpack(key.country)).\(key.code)"
            let isNumber = key.code.utf8.allSatisfy { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
            add(key.code, meaning: meaning, isCode: true, afterCommaOnly: isNumber)
            if let name = names[qualified] { add(name, meaning: meaning) }
            for alias in PhraseVocabulary.admin1Aliases[qualified] ?? [] { add(alias, meaning: meaning) }
        }
    }

    /// Categories present in the index (`codes` sorted, index 0 "none"): their OSM values and plain words.
    mutating func addCategories(_ codes: [String]) {
        var numbers: [String: Int] = [:]
        for (number, code) in codes.enumerated() where number > 0 {
            guard let equals = code.firstIndex(of: "=") else { continue }
            numbers[code] = number
            let value = String(code[code.index(after: equals)...])
            let meaning = PhraseMeaning.pack(kind: PhraseMeaning.category, value: number)
            for form in PhraseVocabulary.withPlural(value.replacingUnderscores()) { add(form, meaning: meaning) }
        }
        for (word, categories) in PhraseVocabulary.categoryWords {
            for category in categories {
                guard let number = numbers[category] else { continue }
                let meaning = PhraseMeaning.pack(kind: PhraseMeaning.category, value: number)
                for form in PhraseVocabulary.withPlural(word) { add(form, meaning: meaning) }
            }
        }
    }

    /// The phrases and meanings sections; phrase texts go into `strings`.
    func sections(strings: inout StringInterner) -> (phrases: [UInt8], meanings: [UInt8], phraseCount: Int, meaningCount: Int) {
        let keys = meanings.keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        var values = ByteWriter()
        var firstMeanings: [Int] = []
        var references: [UInt32] = []
        for key in keys {
            firstMeanings.append(values.count / 4)
            references.append(strings.reference(of: key))
            for value in meanings[key]!.values.prefix(Int(UInt16.max)) { values.u32(value) }
        }
        let phrases = fixedWidthSection(count: keys.count, stride: PhraseLayout.size) { index, entry in
            let meaning = meanings[keys[index]]!
            entry.store(PhraseLayout.text, references[index])
            entry.store(PhraseLayout.firstMeaning, UInt32(firstMeanings[index]))
            entry.store(PhraseLayout.meaningCount, UInt16(clamping: meaning.values.count))
            entry.store(PhraseLayout.flags, meaning.flags)
        }
        return (phrases, values.bytes, keys.count, values.count / 4)
    }
}

private extension String {
    func replacingUnderscores() -> String {
        String(map { $0 == "_" ? " " : $0 })
    }
}
