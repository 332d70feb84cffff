/// Field access to records, string references and lookup tables. Every read is bounds-checked.
extension Gazetteer {
    @inline(__always)
    func recordOffset(_ record: Int) -> Int { record &* IndexFormat.recordSize }

    @inline(__always)
    func latitudeE7(_ record: Int) -> Int32 { records.i32(recordOffset(record) + RecordField.latitudeE7) }

    @inline(__always)
    func longitudeE7(_ record: Int) -> Int32 { records.i32(recordOffset(record) + RecordField.longitudeE7) }

    @inline(__always)
    func importance(_ record: Int) -> UInt16 { records.u16(recordOffset(record) + RecordField.importance) }

    @inline(__always)
    func featureClassByte(_ record: Int) -> UInt8 { records.u8(recordOffset(record) + RecordField.featureClass) }

    @inline(__always)
    func flags(_ record: Int) -> UInt8 { records.u8(recordOffset(record) + RecordField.flags) }

    @inline(__always)
    func countryPacked(_ record: Int) -> UInt16 { records.u16(recordOffset(record) + RecordField.country) }

    @inline(__always)
    func nameReference(_ record: Int) -> UInt32 { records.u32(recordOffset(record) + RecordField.name) }

    @inline(__always)
    func categoryNumber(_ record: Int) -> UInt16 { records.u16(recordOffset(record) + RecordField.category) }

    @inline(__always)
    func featureCodeNumber(_ record: Int) -> UInt16 { records.u16(recordOffset(record) + RecordField.featureCode) }

    @inline(__always)
    func admin1Number(_ record: Int) -> UInt16 { records.u16(recordOffset(record) + RecordField.admin1) }

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
        return string(codes.u32(Int(number) * 4))
    }

    /// The dictionary numbers of all codes equal to `text`, or ending in `=text` (a category's
    /// short form). Compares bytes in place: O(codes), no allocation per code.
    func codeNumbers(matching text: String) -> [UInt16] {
        guard !text.isEmpty, codeCount > 0 else { return [] }
        var text = text
        return text.withUTF8 { wanted in
            var numbers: [UInt16] = []
            for number in 1...codeCount {
                let code = stringView(codes.u32(number * 4))
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
        let offset = Int(number) * IndexFormat.admin1EntrySize
        return (string(admin1.u32(offset + 4)), string(admin1.u32(offset + 8)))
    }

    /// The country name for a packed code, by binary search over the sorted country table.
    ///
    /// The table is sorted by code; comparing the packed codes byte-swapped (first letter high)
    /// keeps that order without making strings.
    func countryName(_ packed: UInt16) -> String {
        guard packed != 0 else { return "" }
        let wanted = packed.byteSwapped
        var low = 0
        var high = countryCount
        while low < high {
            let middle = (low + high) / 2
            let code = countries.u16(middle * IndexFormat.countryEntrySize).byteSwapped
            if code == wanted { return string(countries.u32(middle * IndexFormat.countryEntrySize + 4)) }
            if code < wanted { low = middle + 1 } else { high = middle }
        }
        return ""
    }

    /// The administrative areas that contain record `number`, country first.
    func hierarchy(of number: Int) -> [AdministrativeArea] {
        guard areaSection.count > 0 else { return [] }
        var numbers: [Int] = []
        recordAreas.areas(of: number, into: &numbers)
        return numbers.filter { $0 < areaSection.count }.map(areaSection.administrativeArea)
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
        let tagsReference = records.u32(offset + RecordField.tags)
        return Place(
            recordNumber: number,
            id: SourceID(packed: records.u64(offset + RecordField.sourceID)),
            name: string(nameReference(number)),
            coordinate: Coordinate(
                latitude: FixedPoint.degrees(latitudeE7(number)), longitude: FixedPoint.degrees(longitudeE7(number))),
            featureClass: classByte == 0 ? "" : String(UnicodeScalar(classByte)),
            featureCode: code(featureCodeNumber(number)),
            category: code(categoryNumber(number)),
            countryCode: CountryCode.unpack(country),
            countryName: countryName(country),
            admin1Code: admin.code,
            admin1Name: admin.name,
            population: Int(records.u32(offset + RecordField.population)),
            importance: Int(importance(number)),
            tags: tagsReference == 0 ? [] : TagCoding.decode(string(tagsReference)),
            categories: categoryNumber(number) == 0 ? [] : [code(categoryNumber(number))],
            address: .none,
            hierarchy: hierarchy(of: number),
            extent: nil)
    }
}
