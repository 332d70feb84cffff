/// Field access to records, string references and lookup tables. Every read is bounds-checked.
extension Gazetteer {
    @inline(__always)
    func recordOffset(_ record: Int) -> Int { record &* RecordLayout.size }

    @inline(__always)
    func latitudeE7(_ record: Int) -> Int32 { records.load(RecordLayout.latitudeE7, at: recordOffset(record)) }

    @inline(__always)
    func longitudeE7(_ record: Int) -> Int32 { records.load(RecordLayout.longitudeE7, at: recordOffset(record)) }

    /// The top 4 bits of the record's ``SourceID`` (its ``SourceID/Kind`` raw value).
    @inline(__always)
    func sourceKindBits(_ record: Int) -> UInt64 { records.load(RecordLayout.sourceID, at: recordOffset(record)) >> 60 }

    @inline(__always)
    func importance(_ record: Int) -> UInt16 { records.load(RecordLayout.importance, at: recordOffset(record)) }

    @inline(__always)
    func featureClassByte(_ record: Int) -> UInt8 { records.load(RecordLayout.featureClass, at: recordOffset(record)) }

    @inline(__always)
    func countryPacked(_ record: Int) -> UInt16 { records.load(RecordLayout.country, at: recordOffset(record)) }

    @inline(__always)
    func namesOffset(_ record: Int) -> Int { Int(records.load(RecordLayout.names, at: recordOffset(record))) }

    @inline(__always)
    func categoryNumber(_ record: Int) -> UInt16 { records.load(RecordLayout.category, at: recordOffset(record)) }

    @inline(__always)
    func featureCodeNumber(_ record: Int) -> UInt16 { records.load(RecordLayout.featureCode, at: recordOffset(record)) }

    @inline(__always)
    func admin1Number(_ record: Int) -> UInt16 { records.load(RecordLayout.admin1, at: recordOffset(record)) }

    @inline(__always)
    func recordFlags(_ record: Int) -> UInt8 { records.load(RecordLayout.flags, at: recordOffset(record)) }

    /// The record at `rank` (0: the most important); clamped into range.
    @inline(__always)
    func record(atRank rank: Int) -> Int {
        min(Int(ranks.load(RankLayout.record, at: rank &* RankLayout.size)), max(0, count - 1))
    }

    /// The importance of the record at `rank`, in decades.
    @inline(__always)
    func importance(atRank rank: Int) -> Double {
        Double(ranks.load(RankLayout.importance, at: rank &* RankLayout.size)) / 1_000
    }

    /// The record's name block.
    @inline(__always)
    func nameBlock(_ record: Int) -> NameBlockCoding.Block {
        NameBlockCoding.Block(view: names, offset: namesOffset(record))
    }

    /// The string at a pool reference; empty when the reference is out of range.
    func string(_ reference: UInt32) -> String {
        let (length, size) = strings.varint(Int(reference))
        guard size > 0 else { return "" }
        return strings.string(Int(reference) + size, length)
    }

    /// The bytes of the string at a pool reference.
    func stringView(_ reference: UInt32) -> ByteView {
        let (length, size) = strings.varint(Int(reference))
        guard size > 0 else { return .empty }
        return strings.slice(Int(reference) + size, length)
    }

    /// The code dictionary entry `number` (0: none).
    func code(_ number: UInt16) -> String {
        guard number != 0, Int(number) <= codeCount else { return "" }
        return string(codes.load(Field<UInt32>.first, at: Int(number) * 4))
    }

    /// The dictionary numbers of all codes equal to `text`, or ending in `=text` (a category's
    /// short form). Compares bytes in place: O(codes), no allocation per code.
    func codeNumbers(matching text: String) -> [UInt16] {
        guard !text.isEmpty, codeCount > 0 else { return [] }
        var text = text
        return text.withUTF8 { wanted in
            var numbers: [UInt16] = []
            for number in 1...codeCount {
                let code = stringView(codes.load(Field<UInt32>.first, at: number * 4))
                let count = code.count
                if code.compare(0, count, with: wanted) == 0 {
                    numbers.append(UInt16(number))
                } else if count > wanted.count, code.u8(count - wanted.count - 1) == UInt8(ascii: "="),
                          code.compare(count - wanted.count, wanted.count, with: wanted) == 0 {
                    numbers.append(UInt16(number))
                }
            }
            return numbers
        }
    }

    func admin1(_ number: UInt16) -> (code: String, name: String) {
        guard number != 0, Int(number) <= admin1Count else { return ("", "") }
        let entry = Int(number) * Admin1Layout.size
        return (string(admin1.load(Admin1Layout.code, at: entry)), string(admin1.load(Admin1Layout.name, at: entry)))
    }

    /// The offset of the country table entry of a packed code, by binary search.
    ///
    /// The table is sorted by code; comparing the packed codes byte-swapped (first letter high)
    /// keeps that order without making strings.
    func countryEntry(_ packed: UInt16) -> Int? {
        guard packed != 0 else { return nil }
        let wanted = packed.byteSwapped
        var low = 0
        var high = countryCount
        while low < high {
            let middle = (low + high) / 2
            let entry = middle * CountryLayout.size
            let code = countries.load(CountryLayout.code, at: entry).byteSwapped
            if code == wanted { return entry }
            if code < wanted { low = middle + 1 } else { high = middle }
        }
        return nil
    }

    /// The country name for a packed code; empty when the table does not have it.
    func countryName(_ packed: UInt16) -> String {
        countryEntry(packed).map { string(countries.load(CountryLayout.name, at: $0)) } ?? ""
    }

    /// The coordinate of record `number`, without resolving the rest of the place.
    func coordinate(_ number: Int) -> Coordinate {
        Coordinate(latitude: FixedPoint.degrees(latitudeE7(number)), longitude: FixedPoint.degrees(longitudeE7(number)))
    }

    /// The administrative areas that contain record `number`, country first.
    func hierarchy(of number: Int) -> [AdministrativeArea] {
        guard areaSection.count > 0 else { return [] }
        var numbers: [Int] = []
        recordAreas.areas(of: number, into: &numbers)
        return numbers.filter { $0 < areaSection.count }.map(administrativeArea)
    }

    /// The record `number` with everything resolved.
    ///
    /// - Precondition: `0 <= number < count`.
    /// - Complexity: O(log countries + name lengths).
    public func place(at number: Int) -> Place {
        precondition(number >= 0 && number < count, "record \(number) out of range 0..<\(count)")
        let offset = recordOffset(number)
        let country = countryPacked(number)
        let admin = admin1(admin1Number(number))
        let classByte = featureClassByte(number)
        let extra = recordExtras(number)
        let categoryNumber = categoryNumber(number)
        let category = code(categoryNumber)
        var categories: [String] = []
        if categoryNumber != 0 || !extra.otherCategories.isEmpty {
            categories.reserveCapacity(1 + extra.otherCategories.count)
            if categoryNumber != 0 { categories.append(category) }
            for other in extra.otherCategories { categories.append(code(other)) }
        }
        var place = Place(
            recordNumber: number,
            id: SourceID(packed: records.load(RecordLayout.sourceID, at: offset)),
            name: mainName(of: number),
            coordinate: coordinate(number),
            featureClass: classByte == 0 ? "" : String(UnicodeScalar(classByte)),
            featureCode: code(featureCodeNumber(number)),
            category: category,
            countryCode: CountryCode.unpack(country),
            countryName: countryName(country),
            admin1Code: admin.code,
            admin1Name: admin.name,
            population: Int(records.load(RecordLayout.population, at: offset)),
            importance: Int(importance(number)),
            tags: extra.tags,
            categories: categories,
            address: extra.address,
            hierarchy: hierarchy(of: number),
            extent: extra.extent)
        if !languageNames.isEmpty { addLocalizedNames(to: &place, admin1: admin1Number(number)) }
        return place
    }
}
