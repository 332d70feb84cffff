extension IndexBuilder {
    /// The admin1 table (entry 0 is "none") and the country table (sorted by code).
    func admin1AndCountryTables(
        _ countriesSeen: [UInt16], largeCountries: Set<UInt16>, strings: inout StringInterner
    ) -> (admin1: [UInt8], countries: [UInt8]) {
        let admin1References = admin1Order.map { key in
            (strings.reference(of: key.code),
             strings.reference(of: admin1Names["\(CountryCode.unpack(key.country)).\(key.code)"] ?? ""))
        }
        let admin1 = fixedWidthSection(count: admin1Order.count + 1, stride: Admin1Layout.size) { number, entry in
            guard number > 0 else { return }
            entry.store(Admin1Layout.country, admin1Order[number - 1].country)
            entry.store(Admin1Layout.code, admin1References[number - 1].0)
            entry.store(Admin1Layout.name, admin1References[number - 1].1)
        }
        let countryNames = countriesSeen.map { strings.reference(of: countries[CountryCode.unpack($0)]?.name ?? "") }
        let countryTable = fixedWidthSection(count: countriesSeen.count, stride: CountryLayout.size) { slot, entry in
            entry.store(CountryLayout.code, countriesSeen[slot])
            entry.store(CountryLayout.flags, largeCountries.contains(countriesSeen[slot]) ? CountryFlags.hasAnswerLists : 0)
            entry.store(CountryLayout.name, countryNames[slot])
        }
        return (admin1, countryTable)
    }

    /// The box around the records.
    func bounds(_ records: SpillableArray<Record>) -> BoundingBox? {
        guard !records.isEmpty else { return nil }
        var result = (Int32.max, Int32.max, Int32.min, Int32.min)
        for record in records {
            result.0 = min(result.0, record.latitudeE7)
            result.1 = min(result.1, record.longitudeE7)
            result.2 = max(result.2, record.latitudeE7)
            result.3 = max(result.3, record.longitudeE7)
        }
        return BoundingBox(
            minLatitude: FixedPoint.degrees(result.0), minLongitude: FixedPoint.degrees(result.1),
            maxLatitude: FixedPoint.degrees(result.2), maxLongitude: FixedPoint.degrees(result.3))
    }

    func sourceCounts(_ records: SpillableArray<Record>) -> [(String, Int)] {
        var perKind = [Int](repeating: 0, count: 16)
        for record in records { perKind[Int(record.id >> 60)] += 1 }
        var counts: [String: Int] = [:]
        for (kind, count) in perKind.enumerated() where count > 0 {
            let source = SourceID.Kind(rawValue: UInt8(kind)).map { SourceID(kind: $0, value: 0).source } ?? "unknown"
            counts[source, default: 0] += count
        }
        return counts.sorted { $0.key < $1.key }
    }

    func categoryCounts(_ records: SpillableArray<Record>) -> [(String, Int)] {
        var counts = [Int](repeating: 0, count: codes.codes.count)
        for record in records { counts[Int(record.category)] += 1 }
        return counts.indices.dropFirst()
            .filter { counts[$0] > 0 && codes.codes[$0].contains("=") }
            .map { (codes.codes[$0], counts[$0]) }
            .sorted { $0.1 != $1.1 ? $0.1 > $1.1 : $0.0 < $1.0 }
    }
}
