#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Representative points of ways, from fixed-point node locations.
///
/// Lengths are equirectangular: longitude differences are scaled by the cosine of the way's mean
/// latitude, one factor for the whole way. That projection is affine in (longitude, latitude), so a point
/// interpolated along a segment lies on that segment as drawn in degrees, and centroids and
/// point-in-polygon tests give the same answer in degrees as in the projection. Ways crossing the
/// antimeridian are not handled specially.
enum WayGeometry {
    /// The point at half the length of the polyline; the first point when the length is zero.
    ///
    /// - Precondition: `points` is not empty.
    /// - Complexity: O(n).
    static func halfLengthPoint(_ points: [OSMLocation]) -> OSMLocation {
        precondition(!points.isEmpty, "a way needs at least one located node")
        guard points.count > 1 else { return points[0] }
        let scale = longitudeScale(points)
        var lengths: [Double] = []
        lengths.reserveCapacity(points.count - 1)
        var total = 0.0
        for index in 1..<points.count {
            let length = segmentLength(points[index - 1], points[index], scale: scale)
            lengths.append(length)
            total += length
        }
        guard total > 0 else { return points[0] }
        var remaining = total / 2
        for (index, length) in lengths.enumerated() {
            if remaining <= length && length > 0 {
                return interpolate(points[index], points[index + 1], fraction: remaining / length)
            }
            remaining -= length
        }
        return points[points.count - 1]
    }

    /// A point for a closed way: the area's centroid when it lies inside the polygon, otherwise (a C- or
    /// U-shaped outline, or a degenerate ring) the half-length point of the outline.
    ///
    /// - Precondition: `ring` is not empty; it may or may not repeat its first point at the end.
    /// - Complexity: O(n).
    static func areaPoint(_ ring: [OSMLocation]) -> OSMLocation {
        var ring = ring
        if ring.count > 1 && ring.first != ring.last { ring.append(ring[0]) }
        guard ring.count >= 4 else { return halfLengthPoint(ring) }
        let origin = ring[0]
        func x(_ index: Int) -> Double { Double(Int64(ring[index].longitudeE7) - Int64(origin.longitudeE7)) }
        func y(_ index: Int) -> Double { Double(Int64(ring[index].latitudeE7) - Int64(origin.latitudeE7)) }
        var twiceArea = 0.0, sumX = 0.0, sumY = 0.0
        for index in 0..<(ring.count - 1) {
            let cross = x(index) * y(index + 1) - x(index + 1) * y(index)
            twiceArea += cross
            sumX += (x(index) + x(index + 1)) * cross
            sumY += (y(index) + y(index + 1)) * cross
        }
        guard abs(twiceArea) >= 1 else { return halfLengthPoint(ring) }
        let centroidX = sumX / (3 * twiceArea), centroidY = sumY / (3 * twiceArea)
        var inside = false
        for index in 0..<(ring.count - 1) {
            let (x1, y1, x2, y2) = (x(index), y(index), x(index + 1), y(index + 1))
            if (y1 > centroidY) != (y2 > centroidY) && centroidX < (x2 - x1) * (centroidY - y1) / (y2 - y1) + x1 {
                inside.toggle()
            }
        }
        guard inside else { return halfLengthPoint(ring) }
        return OSMLocation(
            latitudeE7: Int64(origin.latitudeE7) + Int64(centroidY.rounded()),
            longitudeE7: Int64(origin.longitudeE7) + Int64(centroidX.rounded())
        ) ?? halfLengthPoint(ring)
    }

    private static func longitudeScale(_ points: [OSMLocation]) -> Double {
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
