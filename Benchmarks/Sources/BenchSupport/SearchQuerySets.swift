import GazetteerTestSupport

/// The query sets of search v2, drawn from the same rows as the prefix sets:
/// - `multiword.txt`: a two-word name's first word and a prefix of its second ("san fr");
/// - `qualified.txt`: a name with its admin1 name, country name or ISO code ("Springfield, Illinois");
/// - `country.txt`: `QUERY<TAB>CC`, a 1–2 letter prefix of a name with the row's country;
/// - `typo.txt`: a name with one typing mistake in its longest word (of 4 letters or more);
/// - `typo2.txt`: a name with two mistakes in its longest word (of 8 letters or more).
public struct SearchQuerySets: Sendable {
    public var multiword: [String]
    public var qualified: [String]
    public var country: [(query: String, country: String)]
    public var typo: [String]
    public var typo2: [String]

    static let count = 1_000

    /// Draws every set from `cities` with its own seed; `admin1Names` and `countryNames` as in GeoNames' side files.
    public static func draw(from cities: [City], admin1Names: [String: String], countryNames: [String: String]) -> SearchQuerySets {
        var random = SplitMix64(seed: QuerySets.querySeed ^ 0x5EA2C4)
        func pick(_ accept: (City) -> Bool) -> City {
            while true {
                let city = cities[random.below(cities.count)]
                if accept(city) { return city }
            }
        }
        var multiword: [String] = []
        while multiword.count < count {
            let words = pick { $0.name.split(separator: " ").count >= 2 }.name.split(separator: " ")
            multiword.append(String(words[0]) + " " + String(words[1].prefix(1 + random.below(words[1].count))))
        }
        var qualified: [String] = []
        while qualified.count < count {
            let city = pick { !$0.country.isEmpty }
            switch qualified.count % 3 {
            case 0: if let name = admin1Names["\(city.country).\(city.admin1)"] { qualified.append(city.name + ", " + name) }
            case 1: if let name = countryNames[city.country] { qualified.append(city.name + " " + name) }
            default: qualified.append(city.name + ", " + city.country)
            }
        }
        let country = (0..<count).map { _ in
            let city = pick { !$0.country.isEmpty }
            return (String(city.name.prefix(1 + random.below(2))), city.country)
        }
        func mistyped(mistakes: Int, minimum: Int) -> String {
            var words = pick { $0.name.split(separator: " ").contains { $0.count >= minimum } }.name.split(separator: " ").map(String.init)
            let longest = words.indices.max { words[$0].count < words[$1].count }!
            var word = Array(words[longest])
            for _ in 0..<mistakes { mistype(&word, &random) }
            words[longest] = String(word)
            return words.joined(separator: " ")
        }
        let typo = (0..<count).map { _ in mistyped(mistakes: 1, minimum: 4) }
        let typo2 = (0..<count).map { _ in mistyped(mistakes: 2, minimum: 8) }
        return SearchQuerySets(multiword: multiword, qualified: qualified, country: country, typo: typo, typo2: typo2)
    }

    /// One typing mistake after the first letter: a substitution, a deletion, an insertion or a transposition.
    static func mistype(_ word: inout [Character], _ random: inout SplitMix64) {
        let letters = Array("abcdefghijklmnopqrstuvwxyz")
        let position = 1 + random.below(word.count - 1)
        switch random.below(4) {
        case 0: word[position] = letters[random.below(letters.count)]
        case 1: word.remove(at: position)
        case 2: word.insert(letters[random.below(letters.count)], at: position)
        default:
            if position + 1 < word.count { word.swapAt(position, position + 1) } else { word.remove(at: position) }
        }
    }

    public func write(to directory: String) throws {
        try QuerySets.writeLines(multiword, to: directory + "/multiword.txt")
        try QuerySets.writeLines(qualified, to: directory + "/qualified.txt")
        try QuerySets.writeLines(country.map { $0.query + "\t" + $0.country }, to: directory + "/country.txt")
        try QuerySets.writeLines(typo, to: directory + "/typo.txt")
        try QuerySets.writeLines(typo2, to: directory + "/typo2.txt")
    }

    public static func load(from directory: String) throws -> SearchQuerySets {
        let country = try QuerySets.readLines(directory + "/country.txt").compactMap { line -> (String, String)? in
            let parts = line.split(separator: "\t", omittingEmptySubsequences: false)
            return parts.count == 2 ? (String(parts[0]), String(parts[1])) : nil
        }
        return SearchQuerySets(
            multiword: try QuerySets.readLines(directory + "/multiword.txt"),
            qualified: try QuerySets.readLines(directory + "/qualified.txt"),
            country: country.map { (query: $0.0, country: $0.1) },
            typo: try QuerySets.readLines(directory + "/typo.txt"),
            typo2: try QuerySets.readLines(directory + "/typo2.txt"))
    }
}
