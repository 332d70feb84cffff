/// A node position in 10⁻⁷ degrees, always within -90...90 and -180...180.
struct OSMLocation: Hashable, Sendable {
    var latitudeE7: Int32
    var longitudeE7: Int32

    static let maxLatitudeE7: Int64 = 900_000_000
    static let maxLongitudeE7: Int64 = 1_800_000_000

    /// Checks the range; `nil` when a value lies outside the globe.
    init?(latitudeE7: Int64, longitudeE7: Int64) {
        guard abs(latitudeE7) <= Self.maxLatitudeE7, abs(longitudeE7) <= Self.maxLongitudeE7 else { return nil }
        self.latitudeE7 = Int32(latitudeE7)
        self.longitudeE7 = Int32(longitudeE7)
    }

    /// Rounds nanodegrees to 10⁻⁷ degrees (halves away from zero) and checks the range.
    init?(latitudeNanodegrees: Int64, longitudeNanodegrees: Int64) {
        let limit: Int64 = 1_000_000_000_000
        guard (-limit...limit).contains(latitudeNanodegrees), (-limit...limit).contains(longitudeNanodegrees) else {
            return nil
        }
        self.init(
            latitudeE7: Self.roundedDivision(latitudeNanodegrees, by: 100),
            longitudeE7: Self.roundedDivision(longitudeNanodegrees, by: 100)
        )
    }

    /// Both values in one integer, for the node location store.
    var packed: Int64 { Int64(latitudeE7) << 32 | Int64(UInt32(bitPattern: longitudeE7)) }

    init(packed: Int64) {
        latitudeE7 = Int32(truncatingIfNeeded: packed >> 32)
        longitudeE7 = Int32(truncatingIfNeeded: packed)
    }

    private static func roundedDivision(_ value: Int64, by divisor: Int64) -> Int64 {
        value >= 0 ? (value + divisor / 2) / divisor : (value - divisor / 2) / divisor
    }
}

/// Where one tag's key and value lie, as byte offsets from ``OSMTags/base``.
struct OSMTagSpan: Sendable {
    var keyStart: Int
    var keyCount: Int
    var valueStart: Int
    var valueCount: Int
}

/// The tags of one object as raw UTF-8 views, lent to a visitor for the duration of one call.
struct OSMTags {
    let base: UnsafeRawBufferPointer
    let spans: UnsafeBufferPointer<OSMTagSpan>

    var count: Int { spans.count }

    func key(_ index: Int) -> UnsafeRawBufferPointer {
        let span = spans[index]
        return UnsafeRawBufferPointer(rebasing: base[span.keyStart..<span.keyStart + span.keyCount])
    }

    func value(_ index: Int) -> UnsafeRawBufferPointer {
        let span = spans[index]
        return UnsafeRawBufferPointer(rebasing: base[span.valueStart..<span.valueStart + span.valueCount])
    }
}

/// Receives the objects of a file in file order; the PBF and the XML readers both drive one.
///
/// Views passed in (`tags`, `refs`) are valid only during the call.
protocol OSMObjectVisitor {
    /// A node; `location` is `nil` when the node has none or it lies outside the globe.
    mutating func visitNode(id: Int64, location: OSMLocation?, tags: OSMTags) throws
    /// A way with its node references in order.
    mutating func visitWay(id: Int64, refs: UnsafeBufferPointer<Int64>, tags: OSMTags) throws
    /// A relation; only counted by the gazetteer.
    mutating func visitRelation(id: Int64, memberCount: Int, tags: OSMTags) throws
}
