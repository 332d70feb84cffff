/// The records as written: each group of merged input records becomes one, with its fields
/// combined (``RecordMerger``), its importance, capital flag and synthetic words.
struct FinalRecords {
    /// The records; a merged record whose extras changed refers to a new entry of the builder's extras.
    var records: SpillableArray<IndexBuilder.Record>
    var flags: SpillableArray<UInt8>

    /// Empty lists on `budget`.
    init(budget: MemoryBudget? = nil) {
        records = SpillableArray(budget: budget)
        flags = SpillableArray(budget: budget)
    }

    /// Combines each group's fields: a settlement keeps the OpenStreetMap id, coordinate, category,
    /// tags and extras, and the GeoNames population, admin codes and feature code; a street keeps
    /// its first segment's id and the segment nearest the middle, with the extent of them all.
    static func build(_ groups: RecordGroups, builder: IndexBuilder) -> FinalRecords {
        var result = FinalRecords(budget: builder.budget)
        result.records.reserveCapacity(groups.count)
        result.flags.reserveCapacity(groups.count)
        for group in groups {
            var record = builder.records[Int(group.first!)]
            var flags = record.flags
            if group.count > 1 {
                // A merged record gets extras of its own; a record alone keeps its entry.
                var extra = record.extras == 0 ? nil : builder.extras[Int(record.extras) - 1]
                flags |= RecordFlags.merged
                for member in group.dropFirst() { flags |= builder.records[Int(member)].flags }
                if builder.codes.codes[Int(record.category)].hasPrefix("highway=") {
                    combineStreet(group, into: &record, extra: &extra, builder: builder)
                } else {
                    for member in group.dropFirst() {
                        combineSettlement(builder.records[Int(member)], into: &record, extra: &extra, builder: builder)
                    }
                }
                if let extra {
                    builder.extras.append(extra)
                    record.extras = UInt32(builder.extras.count)
                } else {
                    record.extras = 0
                }
            }
            result.records.append(record)
            result.flags.append(flags)
        }
        return result
    }

    private static func combineSettlement(
        _ other: IndexBuilder.Record, into record: inout IndexBuilder.Record, extra: inout IndexBuilder.Extras?,
        builder: IndexBuilder
    ) {
        if other.featureClass == UInt8(ascii: "A") {
            // An administrative area mapped around the place: its extent and figures where the place has none.
            if record.population == 0 { record.population = other.population }
            if record.country == 0 { record.country = other.country }
            if other.extras != 0, let extent = builder.extras.extent(at: Int(other.extras) - 1), extra?.extent == nil {
                var merged = extra ?? IndexBuilder.Extras()
                merged.extent = extent
                extra = merged
            }
        } else {
            if other.population > 0 { record.population = other.population }
            if other.admin1 != 0 { record.admin1 = other.admin1 }
            if other.country != 0 { record.country = other.country }
            if other.featureCode != 0 { record.featureCode = other.featureCode }
            if record.featureClass == 0 { record.featureClass = other.featureClass }
        }
        if other.category != 0 && other.category != record.category {
            var merged = extra ?? IndexBuilder.Extras()
            if !merged.otherCategories.contains(other.category) { merged.otherCategories.append(other.category) }
            extra = merged
        }
    }

    private static func combineStreet(
        _ group: ArraySlice<UInt32>, into record: inout IndexBuilder.Record, extra: inout IndexBuilder.Extras?, builder: IndexBuilder
    ) {
        var box = (Int32.max, Int32.max, Int32.min, Int32.min)
        var sum = (0.0, 0.0)
        for member in group {
            let segment = builder.records[Int(member)]
            sum.0 += Double(segment.latitudeE7)
            sum.1 += Double(segment.longitudeE7)
            var corners = [(segment.latitudeE7, segment.longitudeE7)]
            if segment.extras != 0, let extent = builder.extras.extent(at: Int(segment.extras) - 1) {
                corners = [(FixedPoint.e7(extent.minLatitude), FixedPoint.e7(extent.minLongitude)),
                           (FixedPoint.e7(extent.maxLatitude), FixedPoint.e7(extent.maxLongitude))]
            }
            for (latitude, longitude) in corners {
                box = (min(box.0, latitude), min(box.1, longitude), max(box.2, latitude), max(box.3, longitude))
            }
        }
        let middle = (sum.0 / Double(group.count), sum.1 / Double(group.count))
        let nearest = group.min { a, b in
            squaredGap(builder.records[Int(a)], middle) < squaredGap(builder.records[Int(b)], middle)
        } ?? group.first!
        record.latitudeE7 = builder.records[Int(nearest)].latitudeE7
        record.longitudeE7 = builder.records[Int(nearest)].longitudeE7
        var merged = extra ?? IndexBuilder.Extras()
        merged.extent = BoundingBox(
            minLatitude: FixedPoint.degrees(box.0), minLongitude: FixedPoint.degrees(box.1),
            maxLatitude: FixedPoint.degrees(box.2), maxLongitude: FixedPoint.degrees(box.3))
        extra = merged
    }

    private static func squaredGap(_ record: IndexBuilder.Record, _ point: (Double, Double)) -> Double {
        let dLatitude = Double(record.latitudeE7) - point.0
        let dLongitude = Double(record.longitudeE7) - point.1
        return dLatitude * dLatitude + dLongitude * dLongitude
    }

    /// Marks national capitals: the record with feature code `PPLC`, or else the most populous
    /// populated place whose name is the capital given for its country.
    mutating func markCapitals(lists: NameLists, builder: IndexBuilder) {
        // By code number, looked up once per code rather than once per record.
        let codes = builder.codes.codes
        let isCapitalCode = codes.map { $0 == "PPLC" }
        let isSettlementCategory = codes.map { RecordMerger.settlementCategories.contains($0) }
        // By packed country code (a table, not a dictionary: every record looks its country up).
        var wanted = [[UInt8]?](repeating: nil, count: Int(UInt16.max) + 1)
        for (code, description) in builder.countries where !description.capital.isEmpty {
            wanted[Int(CountryCode.pack(code))] = Array(NameNormalizer.key(for: description.capital).utf8)
        }
        // The best candidate per country: a main name equal to the capital beats an alternate one,
        // then the larger population.
        var best: [UInt16: (number: Int, isMain: Bool)] = [:]
        var coded = Set<UInt16>()
        // Read through buffers, front to back: the records, their flags and their names' lists.
        builder.keyBytes.withUnsafeBufferPointer { keyBytes in
        lists.derivedKeys.withUnsafeBufferPointer { derived in
        lists.names.withUnsafeBufferPointer { names in
        lists.starts.withUnsafeBufferPointer { starts in
        lists.mainCounts.withUnsafeBufferPointer { mainCounts in
        records.withUnsafeBufferPointer { records in
        flags.withUnsafeMutableBufferPointer { flags in
            for (number, record) in records.enumerated() {
                if isCapitalCode[Int(record.featureCode)] {
                    flags[number] |= RecordFlags.capital
                    coded.insert(record.country)
                }
                guard record.featureClass == UInt8(ascii: "P") || isSettlementCategory[Int(record.category)],
                      let capital = wanted[Int(record.country)] else { continue }
                let range = Int(starts[number])..<Int(starts[number + 1])
                guard let match = range.first(where: {
                    NameLists.key(names[$0], keyBytes: keyBytes, derived: derived).elementsEqual(capital)
                }) else { continue }
                let isMain = match - range.lowerBound < Int(mainCounts[number])
                if let current = best[record.country] {
                    if current.isMain && !isMain { continue }
                    if current.isMain == isMain && records[current.number].population >= record.population { continue }
                }
                best[record.country] = (number, isMain)
            }
            for (country, choice) in best where !coded.contains(country) { flags[choice.number] |= RecordFlags.capital }
        }}}}}}}
    }
}
