/// Collects records and writes an index file.
///
/// Feed batches in input order with ``add(_:)`` from one thread, then call ``write(to:)``.
/// Records with the same ``SourceID`` keep the last one added ("last wins").
public final class IndexBuilder {
    /// Tuning of the written index.
    public struct Options: Sendable {
        /// Directory level; `nil` picks one from the record count.
        public var gridLevel: Int?
        /// Ranked results kept per heavy prefix.
        public var topListLength: Int = 32
        /// A prefix with more postings than this gets a precomputed top list.
        public var heavyThreshold: Int = 256
        /// Build timestamp written to the index (seconds since 1970); `nil` for now.
        public var createdAt: Int64?

        public init(gridLevel: Int? = nil, topListLength: Int = 32, heavyThreshold: Int = 256, createdAt: Int64? = nil) {
            self.gridLevel = gridLevel
            self.topListLength = topListLength
            self.heavyThreshold = heavyThreshold
            self.createdAt = createdAt
        }
    }

    struct Record {
        var id: UInt64
        var latitudeE7: Int32
        var longitudeE7: Int32
        var population: UInt32
        var name: UInt32
        var tags: UInt32
        var admin1: UInt16
        var featureCode: UInt16
        var category: UInt16
        var importance: UInt16
        var country: UInt16
        var featureClass: UInt8
        var flags: UInt8
    }

    struct NameEntry {
        /// Where the name's search key starts in ``keyBytes``.
        var keyOffset: UInt32
        var keyLength: UInt16
        var record: UInt32
        /// String pool reference of the name as written.
        var display: UInt32
    }

    let options: Options
    var records: [Record] = []
    var names: [NameEntry] = []
    var strings = StringInterner()
    /// The search keys of all names, back to back.
    var keyBytes: [UInt8] = []
    var codes = CodeDictionary()
    var admin1Codes: [Admin1Key: UInt16] = [:]
    var admin1Order: [Admin1Key] = []
    private var lastAdmin1 = (key: Admin1Key(country: 0, code: ""), index: UInt16(0))
    var admin1Names: [String: String] = [:]
    var countryNames: [String: String] = [:]
    var inputs: [String] = []
    /// Administrative boundaries from the batches, in input order.
    var boundaries: [BoundaryPolygon] = []
    /// Set by the one call to ``write(to:)``.
    var hasWritten = false
    /// Records dropped because a later one had the same id.
    public internal(set) var duplicateCount = 0

    public init(options: Options = Options()) {
        self.options = options
    }

    /// Records added so far (before duplicates are removed).
    public var recordCount: Int { records.count }
    /// Names (name and alternate names, one per distinct key and record) added so far.
    public var nameCount: Int { names.count }

    /// Names of admin1 divisions, keyed `"CC.CODE"` as in GeoNames' admin1CodesASCII.txt.
    public func setAdmin1Names(_ names: [String: String]) {
        admin1Names = names
    }

    /// Country names keyed by ISO code.
    public func setCountryNames(_ names: [String: String]) {
        countryNames = names
    }

    /// Records an input's description (path, format, counts) in the index metadata.
    public func addInput(_ description: String) {
        inputs.append(description)
    }

    /// Reserves room for `factor` times the contents of `batch` (for example the input size over
    /// the bytes read so far), so the builder's arrays do not grow by repeated copying.
    /// Untouched reserved memory costs address space only.
    public func reserveCapacity(like batch: RecordBatch, times factor: Double) {
        guard factor.isFinite, factor > 1 else { return }
        let scale = min(factor * 1.1, 1e6)
        func grown(_ current: Int, _ sample: Int) -> Int { current + Int(Double(sample) * scale) }
        records.reserveCapacity(grown(records.count, batch.records.count))
        names.reserveCapacity(grown(names.count, batch.names.count))
        keyBytes.reserveCapacity(grown(keyBytes.count, batch.keys.count))
        strings.reserveCapacity(grown(strings.byteCount, batch.text.count))
    }

    /// Adds a batch's records. O(names in the batch), expected.
    ///
    /// - Throws: ``IndexError/tooLarge(reason:)`` past 4,294,967,295 records or names.
    public func add(_ batch: RecordBatch) throws(IndexError) {
        guard records.count + batch.records.count < Int(UInt32.max),
              names.count + batch.names.count < Int(UInt32.max),
              keyBytes.count + batch.keys.count < Int(UInt32.max),
              strings.byteCount + batch.text.count * 2 < Int(UInt32.max) else {
            throw .tooLarge(reason: "more than 4,294,967,295 records, names or bytes of names")
        }
        boundaries.append(contentsOf: batch.boundaries)
        let textBase = strings.appendEncoded(batch.text)
        let keyBase = UInt32(keyBytes.count)
        keyBytes.append(contentsOf: batch.keys)
        for pending in batch.records {
            let recordIndex = UInt32(records.count)
            let fields = pending.fields
            let name = textBase + pending.name.start
            records.append(Record(
                id: fields.id.packed,
                latitudeE7: fields.latitudeE7,
                longitudeE7: fields.longitudeE7,
                population: UInt32(clamping: fields.population),
                name: name,
                tags: internTags(fields.tags),
                admin1: try admin1Index(country: fields.countryCode, code: fields.admin1Code),
                featureCode: try codes.index(of: fields.featureCode),
                category: try codes.index(of: fields.category),
                importance: Importance.score(
                    population: fields.population, featureClass: fields.featureClass,
                    featureCode: fields.featureCode, category: fields.category),
                country: CountryCode.pack(fields.countryCode),
                featureClass: fields.featureClass,
                flags: SettlementRule.flags(fields)))
            let end = Int(pending.firstName + pending.nameCount)
            for nameIndex in Int(pending.firstName)..<end {
                let entry = batch.names[nameIndex]
                names.append(NameEntry(
                    keyOffset: keyBase + entry.key.start, keyLength: UInt16(entry.key.length),
                    record: recordIndex, display: textBase + entry.display.start))
            }
        }
    }

    private func internTags(_ tags: [RecordTag]) -> UInt32 {
        guard !tags.isEmpty else { return 0 }
        let encoded = TagCoding.encode(tags)
        return strings.reference(of: encoded)
    }

    private func admin1Index(country: String, code: String) throws(IndexError) -> UInt16 {
        guard !code.isEmpty else { return 0 }
        let key = Admin1Key(country: CountryCode.pack(country), code: code)
        if key == lastAdmin1.key { return lastAdmin1.index }
        if let index = admin1Codes[key] {
            lastAdmin1 = (key, index)
            return index
        }
        guard admin1Order.count < Int(UInt16.max) else {
            throw .tooLarge(reason: "more than 65,534 distinct admin1 divisions")
        }
        admin1Order.append(key)
        let index = UInt16(admin1Order.count)
        admin1Codes[key] = index
        lastAdmin1 = (key, index)
        return index
    }

}

struct Admin1Key: Hashable {
    var country: UInt16
    var code: String
}

extension RecordBatch.Span {
    var range: Range<Int> { Int(start)..<Int(start) + Int(length) }
}
