import GazetteerIndex

/// A node position in 10⁻⁷ degrees, always within -90...90 and -180...180.
struct OSMLocation: Hashable, Sendable {
    var latitudeE7: Int32
    var longitudeE7: Int32

    /// Checks the range; `nil` when a value lies outside the globe.
    @inline(__always)
    init?(latitudeE7: Int64, longitudeE7: Int64) {
        guard latitudeE7.magnitude <= Self.maximumLatitudeE7, longitudeE7.magnitude <= Self.maximumLongitudeE7 else { return nil }
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

    /// ``FixedPoint``'s limits, read once (its generic checks cost a call per node).
    private static let maximumLatitudeE7 = UInt64(FixedPoint.maximumLatitudeE7)
    private static let maximumLongitudeE7 = UInt64(FixedPoint.maximumLongitudeE7)

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
