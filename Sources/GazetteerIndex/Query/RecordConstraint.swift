/// The country and "after the comma" filters of a name search, resolved once per query.
///
/// A qualifier ("Liechtenstein", "IL", "Zurich") matches a record when it equals its country or
/// admin1 code, or starts its country or admin1 name (after normalization). Every qualifier must match.
struct RecordConstraint {
    private let index: Gazetteer
    private var country: UInt16?
    /// Per qualifier: the country codes and admin1 numbers it names.
    private var qualifiers: [(countries: Set<UInt16>, admin1: Set<UInt16>)] = []
    private(set) var matchesNothing = false

    init(index: Gazetteer, countryCode: String?, qualifiers texts: [String]) {
        self.index = index
        if let countryCode, !countryCode.isEmpty {
            let packed = CountryCode.pack(countryCode.uppercased())
            country = packed
            if packed == 0 { matchesNothing = true }
        }
        for text in texts {
            let key = NameNormalizer.key(for: text)
            guard !key.isEmpty else { continue }
            let resolved = Self.resolve(key, in: index)
            if resolved.countries.isEmpty && resolved.admin1.isEmpty { matchesNothing = true }
            qualifiers.append(resolved)
        }
    }

    var isEmpty: Bool { country == nil && qualifiers.isEmpty }

    func matches(_ record: Int) -> Bool {
        let recordCountry = index.countryPacked(record)
        if let country, recordCountry != country { return false }
        guard !qualifiers.isEmpty else { return true }
        let admin1 = index.admin1Number(record)
        for qualifier in qualifiers where !qualifier.countries.contains(recordCountry) && !qualifier.admin1.contains(admin1) {
            return false
        }
        return true
    }

    /// O(countries + admin1 divisions): each name is normalized once.
    private static func resolve(_ key: String, in index: Gazetteer) -> (countries: Set<UInt16>, admin1: Set<UInt16>) {
        var countries = Set<UInt16>()
        var admin1 = Set<UInt16>()
        for slot in 0..<index.countryCount {
            let packed = index.countries.u16(slot * IndexFormat.countryEntrySize)
            let code = CountryCode.unpack(packed).lowercased()
            let name = NameNormalizer.key(for: index.string(index.countries.u32(slot * IndexFormat.countryEntrySize + 4)))
            if code == key || (!name.isEmpty && name.hasPrefix(key)) { countries.insert(packed) }
        }
        if index.admin1Count > 0 {
            for number in 1...index.admin1Count {
                let (code, name) = index.admin1(UInt16(number))
                if code.lowercased() == key || (!name.isEmpty && NameNormalizer.key(for: name).hasPrefix(key)) {
                    admin1.insert(UInt16(number))
                }
            }
        }
        return (countries, admin1)
    }
}
