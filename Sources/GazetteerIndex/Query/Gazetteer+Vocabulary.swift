/// What an index holds, for messages that list the values a filter could take.
extension Gazetteer {
    /// The country table: ISO code and name, sorted by code.
    /// - Complexity: O(countries).
    package var countryTable: [(code: String, name: String)] {
        (0..<countryCount).map { row in
            let entry = row * CountryLayout.size
            return (CountryCode.unpack(countries.load(CountryLayout.code, at: entry)), string(countries.load(CountryLayout.name, at: entry)))
        }
    }

    /// Every feature code and category in the code dictionary, sorted.
    /// - Complexity: O(codes).
    package var codeList: [String] {
        codeCount == 0 ? [] : (1...codeCount).map { code(UInt16($0)) }
    }

    /// The feature class letters and country codes that records use, each sorted.
    /// - Complexity: O(records): a scan of two record fields, for error messages only.
    package func recordVocabulary() -> (featureClasses: [String], countryCodes: [String]) {
        var classes = Set<UInt8>()
        var countries = Set<UInt16>()
        for record in 0..<count {
            classes.insert(featureClassByte(record))
            countries.insert(countryPacked(record))
        }
        classes.remove(0)
        countries.remove(0)
        return (classes.sorted().map { String(UnicodeScalar($0)) }, countries.map(CountryCode.unpack).sorted())
    }
}
