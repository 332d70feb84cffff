import GazetteerIndex

extension BuildJob {
    /// Reads the names by language of the places, admin1 divisions and countries the build reads
    /// (their geonameids from the GeoNames inputs' first column and the side files), gives the
    /// places' names to the import through `options` and the others to `builder`; returns the number
    /// of names kept.
    /// - Throws: ``InputError`` when a file cannot be read; ``IndexError/tooLarge(reason:)``.
    /// - Complexity: O(n) in the GeoNames inputs (one pass over their first column) and the names file.
    func loadAlternateNames(
        _ path: String, geonames: [String], admin1: String?, countries: String?, options: inout ImportOptions,
        builder: IndexBuilder
    ) throws -> Int {
        let admin1IDs = try admin1.map(AdminNamesLoader.admin1IDs(path:)) ?? [:]
        let countryIDs = try countries.map(AdminNamesLoader.countryIDs(path:)) ?? [:]
        let ids = GeoNamesIDScan.sortedUnique(try GeoNamesIDScan.ids(in: geonames) + admin1IDs.values + countryIDs.values)
        let table = try AlternateNamesLoader.load(path: path, geonameids: ids, languages: indexOptions.languages)
        options.alternateNames = table
        try builder.setLocalizedAdmin1Names(admin1IDs.mapValues { table.names(of: UInt64($0)) }.filter { !$0.value.isEmpty })
        try builder.setLocalizedCountryNames(countryIDs.mapValues { table.names(of: UInt64($0)) }.filter { !$0.value.isEmpty })
        return table.count
    }
}
