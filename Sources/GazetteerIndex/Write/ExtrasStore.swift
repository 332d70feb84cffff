/// The optional fields of the records that have any (other categories, an address, an extent),
/// stored flat on the build's ``MemoryBudget``: one fixed entry per record that has them, and the
/// other categories of all of them in one list. An OpenStreetMap extract gives most records some
/// (a street's extent, a shop's address); an array of ``IndexBuilder/Extras`` held two small arrays
/// a record in the process's own memory.
///
/// Entries are numbered from 0 in the order appended; a record refers to entry `n` as `n + 1`.
struct ExtrasStore {
    private struct Entry {
        var extent: (minLatitude: Double, minLongitude: Double, maxLatitude: Double, maxLongitude: Double)
        var address: (UInt32, UInt32, UInt32, UInt32)
        var categoryStart: UInt32
        var categoryCount: UInt16
        var hasExtent: Bool
        var hasAddress: Bool
    }

    private var entries: SpillableArray<Entry>
    private var categories: SpillableArray<UInt16>

    init(budget: MemoryBudget? = nil) {
        entries = SpillableArray(budget: budget)
        categories = SpillableArray(budget: budget)
    }

    var count: Int { entries.count }

    /// Appends `extra` as the next entry. Amortized O(its categories).
    mutating func append(_ extra: IndexBuilder.Extras) {
        append(otherCategories: extra.otherCategories, address: Self.address(extra), extent: extra.extent)
    }

    /// Appends the next entry from its parts, without making an ``IndexBuilder/Extras``: the
    /// other categories, the address (street, house number, postcode, city: string references),
    /// the extent. Amortized O(categories).
    mutating func append(
        otherCategories: some Collection<UInt16>, address: (UInt32, UInt32, UInt32, UInt32)?, extent box: BoundingBox?
    ) {
        entries.append(Self.entry(
            categoryStart: UInt32(categories.count), categoryCount: otherCategories.count, address: address, extent: box))
        categories.append(contentsOf: otherCategories)
    }

    /// How many other categories entry `index` has. O(1).
    func categoryCount(at index: Int) -> Int { Int(entries[index].categoryCount) }

    /// Calls `body` with each other category of entry `index`, in order, without making an array.
    /// O(its categories).
    func forEachCategory(at index: Int, _ body: (UInt16) -> Void) {
        for position in Self.categoryPositions(of: entries[index]) { body(categories[position]) }
    }

    /// Entry `index`, as a value. O(its categories); setting it stores its categories again only
    /// when they changed.
    subscript(index: Int) -> IndexBuilder.Extras {
        get {
            let entry = entries[index]
            var extra = IndexBuilder.Extras()
            extra.otherCategories = Array(categories[Self.categoryPositions(of: entry)])
            if entry.hasAddress { extra.address = [entry.address.0, entry.address.1, entry.address.2, entry.address.3] }
            extra.extent = extent(at: index)
            return extra
        }
        set {
            let old = entries[index]
            let unchanged = categories[Self.categoryPositions(of: old)].elementsEqual(newValue.otherCategories)
            entries[index] = Self.entry(
                categoryStart: unchanged ? old.categoryStart : UInt32(categories.count),
                categoryCount: newValue.otherCategories.count, address: Self.address(newValue), extent: newValue.extent)
            if !unchanged { categories.append(contentsOf: newValue.otherCategories) }
        }
    }

    /// The extent of entry `index`, if it has one. O(1).
    func extent(at index: Int) -> BoundingBox? {
        let entry = entries[index]
        guard entry.hasExtent else { return nil }
        return BoundingBox(
            minLatitude: entry.extent.minLatitude, minLongitude: entry.extent.minLongitude,
            maxLatitude: entry.extent.maxLatitude, maxLongitude: entry.extent.maxLongitude)
    }

    /// Whether entry `index` has an address (street, house number, postcode, city). O(1).
    func hasAddress(at index: Int) -> Bool { entries[index].hasAddress }

    /// The address of entry `index` (street, house number, postcode, city: string references), if
    /// it has one; read without making the entry's arrays. O(1).
    func address(at index: Int) -> (UInt32, UInt32, UInt32, UInt32)? {
        let entry = entries[index]
        return entry.hasAddress ? entry.address : nil
    }

    /// Sets the address of entry `index`, which has one. O(1).
    mutating func setAddress(_ address: (UInt32, UInt32, UInt32, UInt32), at index: Int) {
        precondition(entries[index].hasAddress, "an entry without an address gets none")
        entries[index].address = address
    }

    private static func entry(
        categoryStart: UInt32, categoryCount: Int, address: (UInt32, UInt32, UInt32, UInt32)?, extent box: BoundingBox?
    ) -> Entry {
        Entry(
            extent: (box?.minLatitude ?? 0, box?.minLongitude ?? 0, box?.maxLatitude ?? 0, box?.maxLongitude ?? 0),
            address: address ?? (0, 0, 0, 0), categoryStart: categoryStart, categoryCount: UInt16(clamping: categoryCount),
            hasExtent: box != nil, hasAddress: address != nil)
    }

    /// Where an entry's other categories lie in ``categories``.
    private static func categoryPositions(of entry: Entry) -> Range<Int> {
        Int(entry.categoryStart)..<Int(entry.categoryStart) + Int(entry.categoryCount)
    }

    /// The address of an ``IndexBuilder/Extras`` value (it has one when all four parts are given).
    private static func address(_ extra: IndexBuilder.Extras) -> (UInt32, UInt32, UInt32, UInt32)? {
        extra.address.count == 4 ? (extra.address[0], extra.address[1], extra.address[2], extra.address[3]) : nil
    }
}
