/// A block's coordinate encoding: nanodegrees = offset + granularity × stored value.
struct CoordinateConversion {
    var granularity: Int64
    var latitudeOffset: Int64
    var longitudeOffset: Int64

    /// Stored values up to this magnitude are 10⁻⁷ degrees as they are, in the usual encoding (granularity 100,
    /// no offsets): 100 times them stays within the ±10¹² nanodegrees ``OSMLocation`` accepts, and rounds back exactly.
    private static let unscaledLimit: UInt64 = 10_000_000_000

    /// The location, `nil` outside the globe. - Throws: when the arithmetic overflows 64 bits.
    @inline(__always)
    func location(latitude: Int64, longitude: Int64) throws(PBFProblem) -> OSMLocation? {
        if granularity == 100, latitudeOffset == 0, longitudeOffset == 0,
           latitude.magnitude <= Self.unscaledLimit, longitude.magnitude <= Self.unscaledLimit {
            return OSMLocation(latitudeE7: latitude, longitudeE7: longitude)
        }
        return try scaledLocation(latitude: latitude, longitude: longitude)
    }

    /// ``location(latitude:longitude:)`` through nanodegrees, for any granularity and offsets.
    private func scaledLocation(latitude: Int64, longitude: Int64) throws(PBFProblem) -> OSMLocation? {
        let lat = granularity.multipliedReportingOverflow(by: latitude)
        let lon = granularity.multipliedReportingOverflow(by: longitude)
        let latSum = latitudeOffset.addingReportingOverflow(lat.partialValue)
        let lonSum = longitudeOffset.addingReportingOverflow(lon.partialValue)
        guard !lat.overflow, !lon.overflow, !latSum.overflow, !lonSum.overflow else {
            throw .valueOutOfRange("coordinate (\(latitude), \(longitude))")
        }
        return OSMLocation(latitudeNanodegrees: latSum.partialValue, longitudeNanodegrees: lonSum.partialValue)
    }
}
