extension IndexBuilder {
    /// The boundaries and record-areas sections for records in file order.
    ///
    /// Every record gets the areas that contain it; a record without a country code takes the code
    /// of the country boundary around it, and a country the build has no name for takes the
    /// boundary's name.
    /// - Throws: ``IndexError/malformedSection(path:section:reason:)`` only if the section just
    ///   built cannot be read back (a bug, not bad input).
    /// - Parameters:
    ///   - spatial: the final records in file order (indices into `records`).
    ///   - records: the final records; those without a country get the one of the boundary around them.
    func areaSections(
        _ spatial: SpillableArray<UInt32>, records: inout SpillableArray<Record>
    ) throws(IndexError) -> (boundaries: [UInt8], recordAreas: [UInt8]) {
        let built = AreaSectionBuilder.build(boundaries)
        boundaries = []
        let assigned = try AreaSection.reading(built.bytes) { areas in
            for area in 0..<areas.count where areas.level(area) == 2 && areas.countryPacked(area) != 0 {
                let code = CountryCode.unpack(areas.countryPacked(area))
                if countries[code] == nil { countries[code] = CountryDescription(code: code, name: areas.name(area)) }
            }
            return RecordAreasBuilder.build(areas: areas, count: spatial.count) { position in
                let record = records[Int(spatial[position])]
                return (record.latitudeE7, record.longitudeE7)
            }
        }
        // Without boundaries (GeoNames) no record takes a country here: the records are not read.
        if assigned.countries.contains(where: { $0 != 0 }) {
            for (position, final) in spatial.enumerated() where assigned.countries[position] != 0 && records[Int(final)].country == 0 {
                records[Int(final)].country = assigned.countries[position]
            }
        }
        return (built.bytes, assigned.bytes)
    }
}
