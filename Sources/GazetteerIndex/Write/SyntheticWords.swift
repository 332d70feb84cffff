/// The words a record is found under besides its names: its country, its admin1 division and its
/// categories, each interned once and then found by its code's number.
struct SyntheticWords {
    private let builder: IndexBuilder
    /// The builder's extras as they are when the words are gathered, read without going through it.
    private let extras: ExtrasStore
    private var countries: [UInt16: UInt32] = [:]
    /// By admin1 number − 1, and by code number; `nil` until first met.
    private var admin1: [UInt32?]
    private var categories: [UInt32?]

    init(builder: IndexBuilder) {
        self.builder = builder
        extras = builder.extras
        admin1 = Array(repeating: nil, count: builder.admin1Order.count)
        categories = Array(repeating: nil, count: builder.codes.codes.count)
    }

    /// Appends the numbers of `record`'s synthetic words to `numbers`: country, admin1, then its
    /// categories. O(1) a word once each is interned.
    mutating func append(
        of record: IndexBuilder.Record, to numbers: inout [UInt32], words: inout WordIndexBuilder
    ) {
        if record.country != 0 {
            if let number = countries[record.country] {
                numbers.append(number)
            } else {
                let number = words.number(of: [WordBlockCoding.countryMarker] + Array(CountryCode.unpack(record.country).utf8))
                countries[record.country] = number
                numbers.append(number)
            }
        }
        if record.admin1 != 0 {
            let slot = Int(record.admin1) - 1
            if admin1[slot] == nil { admin1[slot] = words.number(of: IndexBuilder.admin1Word(builder.admin1Order[slot])) }
            numbers.append(admin1[slot]!)
        }
        appendCategory(record.category, to: &numbers, words: &words)
        if record.extras != 0 {
            let extras = self.extras
            extras.forEachCategory(at: Int(record.extras) - 1) { appendCategory($0, to: &numbers, words: &words) }
        }
    }

    private mutating func appendCategory(_ category: UInt16, to numbers: inout [UInt32], words: inout WordIndexBuilder) {
        guard category != 0 else { return }
        let slot = Int(category)
        if categories[slot] == nil {
            categories[slot] = words.number(of: [WordBlockCoding.categoryMarker] + Array(builder.codes.codes[slot].utf8))
        }
        numbers.append(categories[slot]!)
    }
}
