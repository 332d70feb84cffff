/// The spatial order of records: a Morton (Z-order) curve over a 2^32 × 2^32 grid of the world.
///
/// Every cell of every level is one contiguous run of records, so the directory at one level
/// also gives the runs of all coarser levels, and finer cells are found by binary search.
enum GridGeometry {
    static let maximumDirectoryLevel = 13
    /// Levels below the directory are split while a cell holds more records than this.
    static let leafSize = 24
    static let maximumLevel = 31

    /// The grid column of a longitude; out-of-range values (from a damaged file) clamp to the edge.
    @inline(__always)
    static func x(longitudeE7: Int32) -> UInt32 {
        let shifted = UInt64(clamping: Int64(longitudeE7) + Int64(FixedPoint.maximumLongitudeE7))
        return UInt32(truncatingIfNeeded: min((shifted << 32) / UInt64(FixedPoint.fullTurnE7 + 1), UInt64(UInt32.max)))
    }

    /// The grid row of a latitude; out-of-range values clamp to the edge.
    @inline(__always)
    static func y(latitudeE7: Int32) -> UInt32 {
        let shifted = UInt64(clamping: Int64(latitudeE7) + Int64(FixedPoint.maximumLatitudeE7))
        return UInt32(truncatingIfNeeded: min((shifted << 32) / UInt64(FixedPoint.fullTurnE7 / 2 + 1), UInt64(UInt32.max)))
    }

    /// The longitude (fixed point) where grid column `x` starts.
    @inline(__always)
    static func longitudeE7(x: UInt64) -> Int64 { Int64((x * UInt64(FixedPoint.fullTurnE7 + 1)) >> 32) - Int64(FixedPoint.maximumLongitudeE7) }

    @inline(__always)
    static func latitudeE7(y: UInt64) -> Int64 { Int64((y * UInt64(FixedPoint.fullTurnE7 / 2 + 1)) >> 32) - Int64(FixedPoint.maximumLatitudeE7) }

    /// Interleaves `x` (even bits) and `y` (odd bits).
    @inline(__always)
    static func morton(x: UInt32, y: UInt32) -> UInt64 { spread(x) | (spread(y) << 1) }

    @inline(__always)
    static func morton(latitudeE7: Int32, longitudeE7: Int32) -> UInt64 {
        morton(x: x(longitudeE7: longitudeE7), y: y(latitudeE7: latitudeE7))
    }

    @inline(__always)
    private static func spread(_ value: UInt32) -> UInt64 {
        var v = UInt64(value)
        v = (v | (v << 16)) & 0x0000_FFFF_0000_FFFF
        v = (v | (v << 8)) & 0x00FF_00FF_00FF_00FF
        v = (v | (v << 4)) & 0x0F0F_0F0F_0F0F_0F0F
        v = (v | (v << 2)) & 0x3333_3333_3333_3333
        v = (v | (v << 1)) & 0x5555_5555_5555_5555
        return v
    }

    /// The directory level for `count` records: about 16 records per cell, at most ``maximumDirectoryLevel``.
    static func directoryLevel(forRecordCount count: Int) -> Int {
        var level = 1
        while level < maximumDirectoryLevel && (1 << (2 * level)) * 16 < count { level += 1 }
        return level
    }
}
