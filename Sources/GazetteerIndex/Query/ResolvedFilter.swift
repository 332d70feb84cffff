/// A filter resolved against one index's code dictionary.
struct ResolvedFilter {
    var featureClass: UInt8 = 0
    var featureCodes: [UInt16]?
    var categories: [UInt16]?
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
        if !filter.categories.isEmpty {
            let numbers = filter.categories.flatMap { index.codeNumbers(matching: $0.lowercased()) }
            categories = numbers
            if numbers.isEmpty { matchesNothing = true }
        }
    }

    var isEmpty: Bool { featureClass == 0 && featureCodes == nil && categories == nil && requiredFlags == 0 }

    @inline(__always)
    func matches(_ record: Int, in index: Gazetteer) -> Bool {
        if requiredFlags != 0 && index.recordFlags(record) & requiredFlags != requiredFlags { return false }
        if featureClass != 0 && index.featureClassByte(record) != featureClass { return false }
        if let featureCodes, !featureCodes.contains(index.featureCodeNumber(record)) { return false }
        if let categories, !index.hasCategory(record, in: categories) { return false }
        return true
    }
}
