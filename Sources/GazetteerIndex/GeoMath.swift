#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Great-circle geometry on a sphere of the Earth's mean radius.
public enum GeoMath {
    /// Mean Earth radius (IUGG), in metres.
    public static let earthRadiusMeters = 6_371_008.8
    static let radiansPerDegree = Double.pi / 180

    /// Great-circle distance in metres between two points (haversine formula).
    @inline(__always)
    public static func distanceMeters(_ a: Coordinate, _ b: Coordinate) -> Double {
        distanceMeters(latitude1: a.latitude, longitude1: a.longitude, latitude2: b.latitude, longitude2: b.longitude)
    }

    /// Great-circle distance in metres between two points given in degrees.
    @inline(__always)
    public static func distanceMeters(latitude1: Double, longitude1: Double, latitude2: Double, longitude2: Double) -> Double {
        let phi1 = latitude1 * radiansPerDegree
        let phi2 = latitude2 * radiansPerDegree
        let sinHalfLat = sin((phi2 - phi1) / 2)
        let sinHalfLon = sin((longitude2 - longitude1) * radiansPerDegree / 2)
        let h = sinHalfLat * sinHalfLat + cos(phi1) * cos(phi2) * sinHalfLon * sinHalfLon
        return 2 * earthRadiusMeters * asin(min(1, h.squareRoot()))
    }

    @inline(__always)
    static func cosDegrees(_ degrees: Double) -> Double { cos(degrees * radiansPerDegree) }

    /// Normalizes a longitude to -180...180.
    @inline(__always)
    static func wrapLongitude(_ longitude: Double) -> Double {
        var value = longitude.truncatingRemainder(dividingBy: 360)
        if value > 180 { value -= 360 } else if value < -180 { value += 360 }
        return value
    }
}

/// A point prepared for many distance computations (its trigonometry done once).
struct DistanceOrigin {
    let latitude: Double
    let longitude: Double
    let latitudeE7: Int32
    let longitudeE7: Int32
    private let phi: Double
    private let cosPhi: Double

    init(_ coordinate: Coordinate) {
        latitude = coordinate.latitude
        longitude = GeoMath.wrapLongitude(coordinate.longitude)
        latitudeE7 = FixedPoint.e7(latitude)
        longitudeE7 = FixedPoint.e7(longitude)
        phi = latitude * GeoMath.radiansPerDegree
        cosPhi = cos(phi)
    }

    /// Haversine distance to a point in fixed point, in metres.
    @inline(__always)
    func distanceMeters(latitudeE7: Int32, longitudeE7: Int32) -> Double {
        let phi2 = FixedPoint.degrees(latitudeE7) * GeoMath.radiansPerDegree
        let deltaLongitude = Double(Int64(longitudeE7) - Int64(self.longitudeE7)) / FixedPoint.scale
        let sinHalfLat = sin((phi2 - phi) / 2)
        let sinHalfLon = sin(deltaLongitude * GeoMath.radiansPerDegree / 2)
        let h = sinHalfLat * sinHalfLat + cosPhi * cos(phi2) * sinHalfLon * sinHalfLon
        return 2 * GeoMath.earthRadiusMeters * asin(min(1, h.squareRoot()))
    }
}

/// The latitude/longitude box that contains every point within a distance of a centre,
/// in fixed point, split in two where it crosses the antimeridian.
struct SearchBox {
    var minLatitudeE7: Int32
    var maxLatitudeE7: Int32
    /// One or two longitude intervals (two when the box crosses ±180°).
    var longitudeRanges: (ClosedRange<Int32>, ClosedRange<Int32>?)

    static let world = SearchBox(
        minLatitudeE7: -900_000_000, maxLatitudeE7: 900_000_000,
        longitudeRanges: (-1_800_000_000...1_800_000_000, nil))

    /// The box around `origin` holding all points within `radiusMeters`.
    init(around origin: DistanceOrigin, radiusMeters: Double) {
        let angular = radiusMeters / GeoMath.earthRadiusMeters
        guard angular < Double.pi else { self = .world; return }
        let phi = origin.latitude * GeoMath.radiansPerDegree
        let minPhi = phi - angular
        let maxPhi = phi + angular
        let latitudeSlack = 1e-9
        let minLatitude = max(-90, minPhi / GeoMath.radiansPerDegree - latitudeSlack)
        let maxLatitude = min(90, maxPhi / GeoMath.radiansPerDegree + latitudeSlack)
        minLatitudeE7 = Int32(max(-900_000_000, (minLatitude * FixedPoint.scale).rounded(.down)))
        maxLatitudeE7 = Int32(min(900_000_000, (maxLatitude * FixedPoint.scale).rounded(.up)))
        // A pole inside the circle: every longitude is in reach.
        if maxPhi >= Double.pi / 2 || minPhi <= -Double.pi / 2 {
            longitudeRanges = (-1_800_000_000...1_800_000_000, nil)
            return
        }
        let ratio = sin(angular) / cos(phi)
        guard ratio < 1 else {
            longitudeRanges = (-1_800_000_000...1_800_000_000, nil)
            return
        }
        let deltaLongitude = asin(ratio) / GeoMath.radiansPerDegree + 1e-9
        let west = origin.longitude - deltaLongitude
        let east = origin.longitude + deltaLongitude
        func e7(_ degrees: Double) -> Int32 { Int32((degrees * FixedPoint.scale).rounded()) }
        if west < -180 {
            longitudeRanges = (-1_800_000_000...e7(east).clampedLongitude, e7(west + 360).clampedLongitude...1_800_000_000)
        } else if east > 180 {
            longitudeRanges = (e7(west).clampedLongitude...1_800_000_000, -1_800_000_000...e7(east - 360).clampedLongitude)
        } else {
            longitudeRanges = (e7(west).clampedLongitude...e7(east).clampedLongitude, nil)
        }
    }

    init(minLatitudeE7: Int32, maxLatitudeE7: Int32, longitudeRanges: (ClosedRange<Int32>, ClosedRange<Int32>?)) {
        self.minLatitudeE7 = minLatitudeE7
        self.maxLatitudeE7 = maxLatitudeE7
        self.longitudeRanges = longitudeRanges
    }

    @inline(__always)
    func contains(latitudeE7: Int32, longitudeE7: Int32) -> Bool {
        guard latitudeE7 >= minLatitudeE7, latitudeE7 <= maxLatitudeE7 else { return false }
        if longitudeRanges.0.contains(longitudeE7) { return true }
        return longitudeRanges.1?.contains(longitudeE7) ?? false
    }

    /// Whether the box meets the cell whose fixed-point bounds are given (inclusive).
    @inline(__always)
    func intersects(_ cell: CellBounds) -> Bool {
        guard cell.maxLatitudeE7 >= minLatitudeE7, cell.minLatitudeE7 <= maxLatitudeE7 else { return false }
        if cell.maxLongitudeE7 >= longitudeRanges.0.lowerBound && cell.minLongitudeE7 <= longitudeRanges.0.upperBound {
            return true
        }
        guard let second = longitudeRanges.1 else { return false }
        return cell.maxLongitudeE7 >= second.lowerBound && cell.minLongitudeE7 <= second.upperBound
    }
}

private extension Int32 {
    var clampedLongitude: Int32 { Swift.min(1_800_000_000, Swift.max(-1_800_000_000, self)) }
}
