#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Representative points and lengths of lines, from fixed-point node locations (areas: ``SurfacePoint``).
///
/// Lengths are equirectangular: longitude differences are scaled by the cosine of the way's mean
/// latitude, one factor for the whole way. That projection is affine in (longitude, latitude), so a point
/// interpolated along a segment lies on that segment as drawn in degrees. Ways crossing the
/// antimeridian are not handled specially.
enum WayGeometry {
    /// The point at half the length of the polyline; the first point when the length is zero.
    ///
    /// - Precondition: `points` is not empty.
    /// - Complexity: O(n).
    static func halfLengthPoint(_ points: some RandomAccessCollection<OSMLocation>) -> OSMLocation {
        precondition(!points.isEmpty, "a way needs at least one located node")
        let first = points[points.startIndex]
        guard points.count > 1 else { return first }
        let scale = longitudeScale(points)
        var lengths: [Double] = []
        lengths.reserveCapacity(points.count - 1)
        var total = 0.0
        for (a, b) in zip(points, points.dropFirst()) {
            let length = segmentLength(a, b, scale: scale)
            lengths.append(length)
            total += length
        }
        guard total > 0 else { return first }
        var remaining = total / 2
        for (segment, length) in zip(zip(points, points.dropFirst()), lengths) {
            if remaining <= length && length > 0 {
                return interpolate(segment.0, segment.1, fraction: remaining / length)
            }
            remaining -= length
        }
        return points[points.index(before: points.endIndex)]
    }

    /// The length of the polyline in fixed-point units (equirectangular, as for ``halfLengthPoint(_:)``).
    ///
    /// - Complexity: O(n).
    static func length(_ points: [OSMLocation]) -> Double {
        guard points.count > 1 else { return 0 }
        let scale = longitudeScale(points)
        var total = 0.0
        for index in 1..<points.count { total += segmentLength(points[index - 1], points[index], scale: scale) }
        return total
    }

    private static func longitudeScale(_ points: some Collection<OSMLocation>) -> Double {
        let meanLatitudeE7 = points.reduce(0.0) { $0 + Double($1.latitudeE7) } / Double(points.count)
        return cos(meanLatitudeE7 / 1e7 * .pi / 180)
    }

    private static func segmentLength(_ a: OSMLocation, _ b: OSMLocation, scale: Double) -> Double {
        let dx = Double(Int64(b.longitudeE7) - Int64(a.longitudeE7)) * scale
        let dy = Double(Int64(b.latitudeE7) - Int64(a.latitudeE7))
        return (dx * dx + dy * dy).squareRoot()
    }

    private static func interpolate(_ a: OSMLocation, _ b: OSMLocation, fraction: Double) -> OSMLocation {
        let lat = Double(a.latitudeE7) + Double(Int64(b.latitudeE7) - Int64(a.latitudeE7)) * fraction
        let lon = Double(a.longitudeE7) + Double(Int64(b.longitudeE7) - Int64(a.longitudeE7)) * fraction
        return OSMLocation(latitudeE7: Int64(lat.rounded()), longitudeE7: Int64(lon.rounded())) ?? a
    }
}
