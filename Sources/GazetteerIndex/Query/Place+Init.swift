extension Place {
    /// A place built from its fields, for code that encodes places it did not read from an index
    /// (tests of output formats).
    package init(
        recordNumber: Int = 0, id: SourceID, name: String, coordinate: Coordinate,
        featureClass: String = "", featureCode: String = "", category: String = "",
        countryCode: String = "", countryName: String = "", admin1Code: String = "", admin1Name: String = "",
        population: Int = 0, importance: Int = 0, tags: [RecordTag] = [], categories: [String]? = nil,
        address: PostalAddress = .none, hierarchy: [AdministrativeArea] = [], extent: BoundingBox? = nil
    ) {
        self.init(
            recordNumber: recordNumber, id: id, name: name, coordinate: coordinate,
            featureClass: featureClass, featureCode: featureCode, category: category,
            countryCode: countryCode, countryName: countryName, admin1Code: admin1Code, admin1Name: admin1Name,
            population: population, importance: importance, tags: tags,
            categories: categories ?? (category.isEmpty ? [] : [category]),
            address: address, hierarchy: hierarchy, extent: extent)
    }
}
