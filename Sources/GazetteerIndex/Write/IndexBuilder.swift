/// Collects records and writes an index file.
///
/// Feed batches in input order with ``add(_:)`` from one thread, then call ``write(to:)``.
/// Records with the same ``SourceID`` keep the last one added ("last wins").
public final class IndexBuilder {
    /// Tuning of the written index.
    public struct Options: Sendable {
        /// Directory level; `nil` picks one from the record count.
        public var gridLevel: Int?
        /// Postings kept in the head of each heavy prefix.
        public var topListLength: Int = 128
        /// A prefix whose words have more postings than this gets a precomputed head.
        public var heavyThreshold: Int = 128
        /// Build timestamp written to the index (seconds since 1970); `nil` for now.
        public var createdAt: Int64?
        /// Whether the same place from several sources, and the segments of one street, become one record.
        public var mergesDuplicates: Bool = true
        /// The resident memory the build aims to stay within, in bytes (at least 64 MiB); past
        /// three quarters of it, the lists that grow with the input move to temporary files in
        /// ``temporaryDirectory``. `nil`: everything stays in memory.
        public var memoryBudget: Int?
        /// Where spill files go (a build puts them beside its output); `nil` for the current directory.
        public var temporaryDirectory: String?
        /// Whether every list spills at its first growth, whatever the memory (for tests).
        package var spillsEverything = false
        /// From how many groups of records on the names are gathered in two halves, on two threads
        /// (tests set it low; the index is the same either way).
        package var namesInHalvesFrom = 4_096
        /// The languages whose names are kept by language (`de`, `en`; `de` keeps `de-AT` too);
        /// `nil` keeps every language the input gives. The searchable names are not affected.
        public var languages: [String]?

        public init(
            gridLevel: Int? = nil, topListLength: Int = 128, heavyThreshold: Int = 128, createdAt: Int64? = nil,
            mergesDuplicates: Bool = true, memoryBudget: Int? = nil, temporaryDirectory: String? = nil
        ) {
            self.gridLevel = gridLevel
            self.topListLength = topListLength
            self.heavyThreshold = heavyThreshold
            self.createdAt = createdAt
            self.mergesDuplicates = mergesDuplicates
            self.memoryBudget = memoryBudget
            self.temporaryDirectory = temporaryDirectory
        }
    }

    /// An input record (48 bytes: the 4-byte fields first, then the 2-byte and 1-byte ones).
    struct Record {
        var id: UInt64
        var latitudeE7: Int32
        var longitudeE7: Int32
        var population: UInt32
        var firstName: UInt32
        var nameCount: UInt32
        /// String pool reference of the encoded tags (0: none).
        var tags: UInt32
        /// 1 + index in ``extras`` (0: none).
        var extras: UInt32
        var admin1: UInt16
        var featureCode: UInt16
        var category: UInt16
        var country: UInt16
        var featureClass: UInt8
        var flags: UInt8
    }

    struct NameEntry {
        /// Where the name's search key starts in ``keyBytes``.
        var keyOffset: UInt32
        var keyLength: UInt16
        /// The kind in the low bits, ``formsBit`` above: one byte, so that an entry stays 12 bytes.
        private var kindAndForms: UInt8
        /// How the name is shown (``NameBlockCoding/Display``).
        var mode: NameBlockCoding.Display
        /// String pool reference of the name as written, when kept (``RecordBatch/PendingName/display``); else 0.
        var display: UInt32

        init(
            keyOffset: UInt32, keyLength: UInt16, kind: RecordBatch.NameKind, mode: NameBlockCoding.Display,
            display: UInt32, mayHaveForms: Bool
        ) {
            self.keyOffset = keyOffset
            self.keyLength = keyLength
            kindAndForms = kind.rawValue | (mayHaveForms ? Self.formsBit : 0)
            self.mode = mode
            self.display = display
        }

        private static let formsBit: UInt8 = 0x80

        var kind: RecordBatch.NameKind { RecordBatch.NameKind(rawValue: kindAndForms & ~Self.formsBit)! }
        /// Whether the name may have derived forms (``RecordBatch/PendingName/mayHaveForms``).
        var mayHaveForms: Bool { kindAndForms & Self.formsBit != 0 }
    }

    /// The optional fields of a record.
    struct Extras {
        var otherCategories: [UInt16] = []
        var address: [UInt32] = []
        var extent: BoundingBox?
    }

    let options: Options
    /// The memory budget the build's lists grow on (``Options/memoryBudget``).
    let budget: MemoryBudget?
    var records: SpillableArray<Record>
    var names: SpillableArray<NameEntry>
    var extras: ExtrasStore
    /// The names by language of the records, divisions and countries.
    var languageNames: LanguageNamesBuilder
    var strings: StringInterner
    /// The search keys of all names, back to back.
    var keyBytes: SpillableArray<UInt8>
    var codes = CodeDictionary()
    /// A record's other categories while its extras are added.
    private var categoryScratch: [UInt16] = []
    var admin1Codes: [Admin1Key: UInt16] = [:]
    var admin1Order: [Admin1Key] = []
    private var lastAdmin1 = (key: Admin1Key(country: 0, code: ""), index: UInt16(0))
    var admin1Names: [String: String] = [:]
    var countries: [String: CountryDescription] = [:]
    var inputs: [String] = []
    /// Administrative boundaries from the batches, in input order.
    var boundaries: [BoundaryPolygon] = []
    /// Set by the one call to ``write(to:)``.
    var hasWritten = false
    private var batchCount = 0
    /// Records dropped because a later record had the same id.
    public internal(set) var duplicateCount = 0
    /// Records merged into another (the same place from several sources, or one street's segments).
    public internal(set) var mergedCount = 0

    public init(options: Options = Options()) {
        self.options = options
        budget = options.memoryBudget.map {
            MemoryBudget(limit: $0, directory: options.temporaryDirectory ?? ".", spillsEverything: options.spillsEverything)
        }
        records = SpillableArray(budget: budget)
        names = SpillableArray(budget: budget)
        keyBytes = SpillableArray(budget: budget)
        strings = StringInterner(budget: budget)
        extras = ExtrasStore(budget: budget)
        languageNames = LanguageNamesBuilder(keeping: options.languages, budget: budget)
    }

    /// What the memory budget did: its limit, the most bytes spilled at once, and why spilling
    /// failed if it did; `nil` without a budget.
    public var memoryReport: MemoryReport? {
        budget.map { MemoryReport(limit: $0.limit, spilledBytes: $0.spilledBytes, peakOwnBytes: $0.peakOwnBytes, spillFailure: $0.spillFailure) }
    }

    /// Records added so far (before duplicates are removed).
    public private(set) var recordCount = 0
    /// Names (name and alternate names, one per distinct key and record) added so far.
    public private(set) var nameCount = 0

    /// Names of admin1 divisions, keyed `"CC.CODE"` as in GeoNames' admin1CodesASCII.txt.
    public func setAdmin1Names(_ names: [String: String]) {
        admin1Names = names
    }

    /// Country names keyed by ISO code.
    public func setCountryNames(_ names: [String: String]) {
        setCountries(names.map { CountryDescription(code: $0.key, name: $0.value) })
    }

    /// Countries with their codes, names and capitals.
    public func setCountries(_ descriptions: [CountryDescription]) {
        countries = Dictionary(descriptions.map { ($0.code, $0) }, uniquingKeysWith: { _, last in last })
    }

    /// Names of admin1 divisions by language, keyed `"CC.CODE"` as in ``setAdmin1Names(_:)``; those
    /// of languages ``Options/languages`` leaves out are dropped.
    /// - Throws: ``IndexError/tooLarge(reason:)`` past 65,535 languages.
    public func setLocalizedAdmin1Names(_ names: [String: [LocalizedName]]) throws(IndexError) {
        try languageNames.setAdmin1Names(names)
    }

    /// Country names by language, keyed by ISO code; those of languages ``Options/languages`` leaves out are dropped.
    /// - Throws: ``IndexError/tooLarge(reason:)`` past 65,535 languages.
    public func setLocalizedCountryNames(_ names: [String: [LocalizedName]]) throws(IndexError) {
        try languageNames.setCountryNames(names)
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
        batchCount += 1
        // What the import's threads freed stays with the allocator; on a budget it goes back now and
        // then, and so do the mapped pages of the spilled lists, which only grow at their ends here.
        if let budget, batchCount % 16 == 0 {
            ResidentMemory.releaseFreed()
            budget.releaseMappedPages()
        }
        recordCount += batch.records.count
        nameCount += batch.names.count
        let textBase = strings.appendEncoded(batch.text)
        let keyBase = UInt32(keyBytes.count)
        keyBytes.append(contentsOf: batch.keys)
        // Gathered here and appended whole, so that a spilled list takes them in whole pages.
        var addedRecords: [Record] = []
        var addedNames: [NameEntry] = []
        addedRecords.reserveCapacity(batch.records.count)
        addedNames.reserveCapacity(batch.names.count)
        // By index: each record's fields are read where they lie, not copied out with their strings.
        for index in batch.records.indices {
            let (firstName, nameCount) = (batch.records[index].firstName, batch.records[index].nameCount)
            addedRecords.append(try record(
                of: batch.records[index].fields, number: records.count + addedRecords.count,
                firstName: UInt32(names.count + addedNames.count), nameCount: nameCount))
            let end = Int(firstName + nameCount)
            for nameIndex in Int(firstName)..<end {
                let entry = batch.names[nameIndex]
                addedNames.append(NameEntry(
                    keyOffset: keyBase + entry.key.start, keyLength: UInt16(entry.key.length),
                    kind: entry.kind, mode: entry.mode, display: entry.display.map { textBase + $0.start } ?? 0,
                    mayHaveForms: entry.mayHaveForms))
            }
        }
        records.append(contentsOf: addedRecords)
        names.append(contentsOf: addedNames)
    }

    /// The record made of `fields`, the record numbered `number` of the build, whose names are
    /// `nameCount` from `firstName`: its strings interned, its codes numbered, its extras and names
    /// by language added.
    private func record(
        of fields: RecordFields, number: Int, firstName: UInt32, nameCount: UInt32
    ) throws(IndexError) -> Record {
        if !fields.localizedNames.isEmpty { try languageNames.add(fields.localizedNames, record: number) }
        return Record(
            id: fields.id.packed,
            latitudeE7: fields.latitudeE7,
            longitudeE7: fields.longitudeE7,
            population: UInt32(clamping: fields.population),
            firstName: firstName,
            nameCount: nameCount,
            tags: internTags(fields.tags),
            extras: try addExtras(fields),
            admin1: try admin1Index(country: fields.countryCode, code: fields.admin1Code),
            featureCode: try codes.index(of: fields.featureCode),
            category: try codes.index(of: fields.category),
            country: CountryCode.pack(fields.countryCode),
            featureClass: fields.featureClass,
            flags: SettlementRule.flags(fields))
    }

    private func addExtras(_ fields: RecordFields) throws(IndexError) -> UInt32 {
        categoryScratch.removeAll(keepingCapacity: true)
        for category in fields.otherCategories where !category.isEmpty && category != fields.category {
            let number = try codes.index(of: category)
            if !categoryScratch.contains(number) { categoryScratch.append(number) }
        }
        var address: (UInt32, UInt32, UInt32, UInt32)?
        if !fields.address.isEmpty {
            let parts = fields.address
            address = (
                strings.reference(of: parts.street), strings.reference(of: parts.houseNumber),
                strings.reference(of: parts.postcode), strings.reference(of: parts.city))
        }
        guard !categoryScratch.isEmpty || address != nil || fields.extent != nil else { return 0 }
        extras.append(otherCategories: categoryScratch, address: address, extent: fields.extent)
        return UInt32(extras.count)
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
