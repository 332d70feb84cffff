#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The latitude/longitude box that contains every point within a distance of a centre,
/// in fixed point, split in two where it crosses the antimeridian.
struct SearchBox {
    var minLatitudeE7: Int32
    var maxLatitudeE7: Int32
    /// One or two longitude intervals (two when the box crosses ±180°).
    var longitudeRanges: (ClosedRange<Int32>, ClosedRange<Int32>?)

    static let world = SearchBox(
        minLatitudeE7: -FixedPoint.maximumLatitudeE7, maxLatitudeE7: FixedPoint.maximumLatitudeE7,
        longitudeRanges: (-FixedPoint.maximumLongitudeE7...FixedPoint.maximumLongitudeE7, nil))

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
        minLatitudeE7 = Int32(max(-Double(FixedPoint.maximumLatitudeE7), (minLatitude * FixedPoint.scale).rounded(.down)))
        maxLatitudeE7 = Int32(min(Double(FixedPoint.maximumLatitudeE7), (maxLatitude * FixedPoint.scale).rounded(.up)))
        // A pole inside the circle: every longitude is in reach.
        if maxPhi >= Double.pi / 2 || minPhi <= -Double.pi / 2 {
            longitudeRanges = (-FixedPoint.maximumLongitudeE7...FixedPoint.maximumLongitudeE7, nil)
            return
        }
        let ratio = sin(angular) / cos(phi)
        guard ratio < 1 else {
            longitudeRanges = (-FixedPoint.maximumLongitudeE7...FixedPoint.maximumLongitudeE7, nil)
            return
        }
        let deltaLongitude = asin(ratio) / GeoMath.radiansPerDegree + 1e-9
        let west = origin.longitude - deltaLongitude
        let east = origin.longitude + deltaLongitude
        func e7(_ degrees: Double) -> Int32 { Int32((degrees * FixedPoint.scale).rounded()) }
        if west < -180 {
            longitudeRanges = (-FixedPoint.maximumLongitudeE7...FixedPoint.clampedLongitude(e7(east)), FixedPoint.clampedLongitude(e7(west + 360))...FixedPoint.maximumLongitudeE7)
        } else if east > 180 {
            longitudeRanges = (FixedPoint.clampedLongitude(e7(west))...FixedPoint.maximumLongitudeE7, -FixedPoint.maximumLongitudeE7...FixedPoint.clampedLongitude(e7(east - 360)))
        } else {
            longitudeRanges = (FixedPoint.clampedLongitude(e7(west))...FixedPoint.clampedLongitude(e7(east)), nil)
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
