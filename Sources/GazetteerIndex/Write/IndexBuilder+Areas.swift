extension IndexBuilder {
    /// The boundaries and record-areas sections for records in file order.
    ///
    /// Every record gets the areas that contain it; a record without a country code takes the code
    /// of the country boundary around it, and a country the build has no name for takes the
    /// boundary's name.
    /// - Throws: ``IndexError/malformedSection(path:section:reason:)`` only if the section just
    ///   built cannot be read back (a bug, not bad input).
    func areaSections(_ order: [(morton: UInt64, record: UInt32)]) throws(IndexError) -> (boundaries: [UInt8], recordAreas: [UInt8]) {
        let built = AreaSectionBuilder.build(boundaries)
        boundaries = []
        let assigned = try AreaSection.reading(built.bytes) { areas in
            for area in 0..<areas.count where areas.level(area) == 2 && areas.countryPacked(area) != 0 {
                let code = CountryCode.unpack(areas.countryPacked(area))
                if countryNames[code] == nil { countryNames[code] = areas.name(area) }
            }
            return RecordAreasBuilder.build(areas: areas, count: order.count) { position in
                let record = records[Int(order[position].record)]
                return (record.latitudeE7, record.longitudeE7)
            }
        }
        for (position, entry) in order.enumerated() where assigned.countries[position] != 0 && records[Int(entry.record)].country == 0 {
            records[Int(entry.record)].country = assigned.countries[position]
        }
        return (built.bytes, assigned.bytes)
    }
}
