import GazetteerTestSupport
/// Seeded GeoNames rows in bulk, for inputs larger than one read block.
enum GeoNamesSample {
    /// `count` valid 19-column rows with ids `firstID...`; the same seed gives the same rows.
    ///
    /// - Parameter padding: bytes of filler in the admin4 column, which the index does not keep,
    ///   to make large files out of few rows.
    static func rows(_ count: Int, firstID: Int = 1, seed: UInt64 = 1, padding: Int = 0) -> [[UInt8]] {
        var random = SplitMix64(seed: seed)
        func next() -> UInt64 { random.next() }
        let syllables = ["ka", "mö", "ri", "san", "ta", "vel", "dor", "én", "lu", "bra", "zi", "ost", "ŝa", "kø"]
        let countries = ["LI", "CH", "DE", "FR", "US", "JP", "BR", "FJ"]
        func word() -> String {
            (0..<(2 + Int(next() % 3))).map { _ in syllables[Int(next() % UInt64(syllables.count))] }.joined()
        }
        return (0..<count).map { offset in
            let name = word().capitalized + " " + word()
            let row = GeoNamesRow(
                id: String(firstID + offset), name: name, asciiName: name.lowercased(),
                alternateNames: [word(), word(), word()].joined(separator: ","),
                latitude: decimal(Int64(next() % 1_800_000_001) - 900_000_000),
                longitude: decimal(Int64(next() % 3_600_000_001) - 1_800_000_000),
                featureClass: "P", featureCode: ["PPL", "PPLA", "PPLC"][Int(next() % 3)],
                countryCode: countries[Int(next() % UInt64(countries.count))], admin1: String(next() % 20),
                admin4: String(repeating: "x", count: padding),
                population: String(next() % 2_000_000), elevation: String(next() % 3_000), dem: String(next() % 3_000),
                timezone: "Europe/Vaduz", modified: "2024-01-01")
            return row.bytes
        }
    }

    /// Degrees with seven decimals from a value in 10^-7 degrees.
    private static func decimal(_ e7: Int64) -> String {
        let magnitude = abs(e7)
        let fraction = String(magnitude % 10_000_000)
        return (e7 < 0 ? "-" : "") + "\(magnitude / 10_000_000)." + String(repeating: "0", count: 7 - fraction.count) + fraction
    }
}

private extension String {
    var capitalized: String { prefix(1).uppercased() + dropFirst() }
}
