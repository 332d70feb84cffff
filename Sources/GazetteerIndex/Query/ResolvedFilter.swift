/// A filter resolved against one index's code dictionary.
struct ResolvedFilter: Sendable {
    var featureClass: UInt8 = 0
    var featureCodes: [UInt16]?
    var categories: [UInt16]?
    /// The packed country code a record must have (0: any).
    var country: UInt16 = 0
    /// Bit `k` set: records of ``SourceID/Kind`` raw value `k` pass (0: any).
    var sourceKinds: UInt16 = 0
    /// Flag bits a record must all have.
    var requiredFlags: UInt8 = 0
    /// True when a requested code does not occur in the index: nothing can match.
    var matchesNothing = false

    init(_ filter: PlaceFilter, in index: Gazetteer) {
        if filter.settlementsOnly { requiredFlags = RecordFlags.settlement }
        if let featureClass = filter.featureClass, !featureClass.isEmpty {
            let utf8 = featureClass.utf8
            if utf8.count == 1, let byte = utf8.first, byte < 0x80 {
                self.featureClass = byte >= 0x61 && byte <= 0x7A ? byte - 0x20 : byte
            } else {
                matchesNothing = true
            }
        }
        if let code = filter.featureCode, !code.isEmpty {
            let numbers = index.codeNumbers(matching: code.uppercased())
            featureCodes = numbers
            if numbers.isEmpty { matchesNothing = true }
        }
        if let code = filter.countryCode, !code.isEmpty {
            country = CountryCode.pack(code.uppercased())
            if country == 0 { matchesNothing = true }
        }
        if let source = filter.source, !source.isEmpty {
            for kind in SourceID.Kind.allCases where SourceID(kind: kind, value: 0).source == source.lowercased() { sourceKinds |= 1 << kind.rawValue }
            if sourceKinds == 0 { matchesNothing = true }
        }
        if !filter.categories.isEmpty {
            let numbers = filter.categories.flatMap { index.codeNumbers(matching: $0.lowercased()) }
            categories = numbers
            if numbers.isEmpty { matchesNothing = true }
        }
    }

    var isEmpty: Bool {
        featureClass == 0 && featureCodes == nil && categories == nil && requiredFlags == 0 && country == 0 && sourceKinds == 0
    }

    @inline(__always)
    func matches(_ record: Int, in index: Gazetteer) -> Bool {
        if requiredFlags != 0 && index.recordFlags(record) & requiredFlags != requiredFlags { return false }
        if featureClass != 0 && index.featureClassByte(record) != featureClass { return false }
        if country != 0 && index.countryPacked(record) != country { return false }
        if sourceKinds != 0 && sourceKinds & (1 << index.sourceKindBits(record)) == 0 { return false }
        if let featureCodes, !featureCodes.contains(index.featureCodeNumber(record)) { return false }
        if let categories, !index.hasCategory(record, in: categories) { return false }
        return true
    }
}
