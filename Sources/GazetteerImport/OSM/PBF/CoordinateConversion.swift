/// A block's coordinate encoding: nanodegrees = offset + granularity × stored value.
struct CoordinateConversion {
    var granularity: Int64
    var latitudeOffset: Int64
    var longitudeOffset: Int64

    /// The location, `nil` outside the globe. - Throws: when the arithmetic overflows 64 bits.
    func location(latitude: Int64, longitude: Int64) throws(PBFProblem) -> OSMLocation? {
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
