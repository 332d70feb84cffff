import Foundation
import GazetteerIndex
import GazetteerTestSupport

/// Seeded record sets for name search, each with the name-index options it is built with.
enum SearchScenario: String, CaseIterable, Sendable, CustomStringConvertible {
    /// 3,000 records; prefixes with more than 8 names get a top list of 16.
    case shortTopLists
    /// 800 records; prefixes with more than 2 names get a top list of 3.
    case tinyTopLists
    /// 6,000 records with the default threshold (256) and top list length (32).
    case defaultOptions

    var description: String { rawValue }

    var seed: UInt64 {
        switch self {
        case .shortTopLists: 0x5EA2_C401
        case .tinyTopLists: 0x5EA2_C402
        case .defaultOptions: 0x5EA2_C403
        }
    }

    var options: IndexBuilder.Options {
        switch self {
        case .shortTopLists: IndexBuilder.Options(topListLength: 16, heavyThreshold: 8)
        case .tinyTopLists: IndexBuilder.Options(topListLength: 3, heavyThreshold: 2)
        case .defaultOptions: IndexBuilder.Options()
        }
    }

    var recordCount: Int {
        switch self {
        case .shortTopLists: 3_000
        case .tinyTopLists: 800
        case .defaultOptions: 6_000
        }
    }

    func records() -> [TestRecord] {
        var random = SplitMix64(seed: seed)
        return (0..<recordCount).map { number in searchRecord(number: number, random: &random) }
    }
}

let searchCountries = ["LI", "CH", "US", "DE", "FR", ""]

private let leadingSyllables = ["Ber", "Ca", "San", "Ma", "Ka", "Lo"]
private let syllables = ["an", "ber", "ca", "del", "en", "fa", "gor", "ha", "ka", "lo", "ma", "nor", "pa", "ri", "sa", "ta", "ve", "zu"]
private let accentedSyllables = ["zü", "sã", "é", "ø", "ße", "ñu", "Ål", "çe"]

/// A made-up place name: a common first syllable, then up to three more, sometimes a second word.
func randomPlaceName(_ random: inout SplitMix64) -> String {
    var word = random.chance(0.08) ? random.pick(accentedSyllables).capitalized : random.pick(leadingSyllables)
    for _ in 0..<random.below(4) {
        word += random.chance(0.06) ? random.pick(accentedSyllables) : random.pick(syllables)
    }
    if random.chance(0.1) {
        word += random.pick([" ", "-", " de "]) + random.pick(syllables).capitalized + random.pick(syllables)
    }
    return word
}

private func searchRecord(number: Int, random: inout SplitMix64) -> TestRecord {
    var fields = RecordFields(
        id: SourceID(kind: .geonames, value: UInt64(number) * 13 + 5),
        latitudeE7: latitudeE7(random.uniform(-60, 70)), longitudeE7: longitudeE7(random.uniform(-180, 180)),
        countryCode: random.pick(searchCountries))
    switch random.below(8) {
    case 0...3:
        fields.featureClass = UInt8(ascii: "P")
        fields.featureCode = random.pick(["PPL", "PPL", "PPL", "PPLA", "PPLC", "PPLX", ""])
    case 4: fields.featureClass = UInt8(ascii: "A"); fields.featureCode = "ADM1"
    case 5: fields.featureClass = UInt8(ascii: "S")
    case 6: fields.category = random.pick(["place=city", "place=village", "amenity=cafe"])
    default: break
    }
    if random.chance(0.5) {
        fields.population = UInt64(pow(10, random.uniform(1, 7)))
    }
    let name = random.chance(0.02) ? "" : randomPlaceName(&random)
    var alternates: [String] = []
    for _ in 0..<random.below(4) {
        switch random.below(6) {
        case 0: alternates.append(name.uppercased())
        case 1: alternates.append("")
        case 2: alternates.append("Saint-" + name)
        default: alternates.append(randomPlaceName(&random))
        }
    }
    return TestRecord(fields: fields, name: name, alternateNames: alternates)
}

/// Queries for a record set: prefixes of 1–5 characters and whole names and alternate names,
/// random letter pairs, differently cased forms and queries that match nothing.
func searchQueries(for records: [TestRecord], random: inout SplitMix64, count: Int) -> [String] {
    var queries = ["b", "Be", "ber", "SAN", "sa", "z", "zü", "Zu", "Ål", "al", "Saint", "saint-ber", "qqq", "", "-", "  "]
    for _ in 0..<count {
        let record = random.pick(records)
        let names = [record.name] + record.alternateNames
        let name = random.pick(names.filter { !$0.isEmpty } + [record.name])
        let characters = Array(name)
        let length = random.chance(0.25) ? characters.count : 1 + random.below(5)
        var query = String(characters.prefix(length))
        if random.chance(0.15) { query = query.uppercased() }
        queries.append(query)
    }
    let letters = Array("abcdefghiklmnoprstuvz")
    for _ in 0..<(count / 4) {
        queries.append(String([random.pick(letters), random.pick(letters)]))
    }
    return queries
}

/// Two-word queries: a word of a name and a prefix of another word of it (either order), or the
/// first words of two different names.
func multiWordQueries(for records: [TestRecord], random: inout SplitMix64, count: Int) -> [String] {
    var queries: [String] = []
    while queries.count < count {
        let record = random.pick(records)
        let name = random.pick([record.name] + record.alternateNames)
        let words = name.split(whereSeparator: { $0 == " " || $0 == "-" }).map(String.init)
        if words.count >= 2 {
            let second = words[1]
            queries.append(words[0] + " " + String(second.prefix(1 + random.below(second.count))))
            queries.append(second + " " + String(words[0].prefix(1 + random.below(words[0].count))))
        } else if let word = words.first {
            let other = random.pick(records).name.split(separator: " ").first.map(String.init) ?? "a"
            queries.append(word + " " + String(other.prefix(2)))
        }
    }
    return queries
}

/// Names with one typing mistake after the first letter.
func typoQueries(for records: [TestRecord], random: inout SplitMix64, count: Int) -> [String] {
    let letters = Array("abcdefghiklmnoprstuvz")
    var queries: [String] = []
    while queries.count < count {
        var word = Array(random.pick(records).name.lowercased())
        guard word.count >= 4 else { continue }
        let position = 1 + random.below(word.count - 1)
        switch random.below(4) {
        case 0: word[position] = random.pick(letters)
        case 1: word.remove(at: position)
        case 2: word.insert(random.pick(letters), at: position)
        default: if position + 1 < word.count { word.swapAt(position, position + 1) }
        }
        queries.append(String(word))
    }
    return queries
}

/// Queries with symbols around and between their words, and filler words: name prefixes and
/// two-word queries finished by a symbol ("ber!", "&b;"), cut by symbols into fragments
/// ("%#$@*&b;er#$!"), or with "the", "in" and "near" before, between or after their words.
func punctuatedQueries(for records: [TestRecord], random: inout SplitMix64, count: Int) -> [String] {
    let plain = searchQueries(for: records, random: &random, count: count / 2)
        + multiWordQueries(for: records, random: &random, count: count / 2)
    var queries: [String] = []
    for query in plain where !query.trimmingCharacters(in: .whitespaces).isEmpty {
        let characters = Array(query)
        let cut = random.below(characters.count + 1)
        switch random.below(6) {
        case 0: queries.append(query + random.pick(["!", ")", ";", "-", ".", " "]))
        case 1: queries.append("&" + query + ";")
        case 2: queries.append("%#$@*&" + String(characters[..<cut]) + ";" + String(characters[cut...]) + "#$!")
        case 3: queries.append(random.pick(["the ", "in "]) + query)
        case 4: queries.append(query + random.pick([" the", " in", " near"]))
        default:
            let words = query.split(separator: " ")
            queries.append(words.count > 1 ? words.joined(separator: random.pick([" of ", " in the "])) : "near " + query)
        }
    }
    return queries
}
