import Foundation
import GazetteerIndex
import Testing
import GazetteerTestSupport

@Suite("Distance bounds of the spatial walk")
struct SpatialDistanceBoundTests {
    @Test("table sines and cosines of fixed-point angles agree with the maths library")
    func tableTrigonometryMatchesLibm() {
        var random = SplitMix64(seed: 0x7219)
        var angles: [Int64] = [-1_800_000_000, 1_800_000_000, 0, -900_000_000, 900_000_000, 1, -1, 2_097_152, -2_097_152]
        for _ in 0..<20_000 { angles.append(Int64(random.below(3_600_000_001)) - 1_800_000_000) }
        var worst = 0.0
        for angle in angles {
            let radians = Double(angle) / 10_000_000 * Double.pi / 180
            let (sine, cosine) = FixedPointTrig.sinCos(angle)
            worst = max(worst, abs(sine - sin(radians)), abs(cosine - cos(radians)))
        }
        // Within the rounding of the angle itself (one unit in the last place of π).
        #expect(worst < 2e-15, "largest difference \(worst)")
    }

    @Test("squared chords give the haversine distance and its order")
    func chordsMatchHaversine() {
        var random = SplitMix64(seed: 0xC40D)
        for _ in 0..<2_000 {
            let a = uniformOnSphere(&random)
            let origin = DistanceOrigin(Coordinate(latitude: a.0, longitude: a.1))
            let b = random.chance(0.5) ? uniformOnSphere(&random) : (a.0 + random.gaussian() * 0.001, a.1 + random.gaussian() * 0.001)
            let point = snapped(b.0, b.1)
            let chord2 = origin.chord2(latitudeE7: latitudeE7(point.latitude), longitudeE7: longitudeE7(point.longitude))
            let meters = 2 * 6_371_008.8 * asin(min(1, chord2.squareRoot() / 2))
            let expected = SpatialOracle.distanceMeters(Coordinate(latitude: a.0, longitude: a.1), point)
            #expect(abs(meters - expected) <= SpatialOracle.tolerance(expected) + 1e-6, "\(a) to \(point)")
        }
    }

    @Test("a cell's bound is at most the distance to any point in it, and reached at its nearest point")
    func cellBoundIsExactLowerBound() {
        var random = SplitMix64(seed: 0xCE11)
        var failures: [String] = []
        for trial in 0..<3_000 {
            let cell = randomCell(&random, trial: trial)
            let query = trial % 7 == 0 ? (random.pick([-90.0, 90, 0, 89.9999]), random.uniform(-180, 180)) : uniformOnSphere(&random)
            let origin = DistanceOrigin(Coordinate(latitude: query.0, longitude: query.1))
            let bound = origin.chord2LowerBound(cell)
            var nearest = Double.infinity
            for _ in 0..<200 {
                let latitude = Int32(random.below(Int(Int64(cell.maxLatitudeE7) - Int64(cell.minLatitudeE7)) + 1)) + cell.minLatitudeE7
                let longitude = Int32(random.below(Int(Int64(cell.maxLongitudeE7) - Int64(cell.minLongitudeE7)) + 1)) + cell.minLongitudeE7
                nearest = min(nearest, origin.chord2(latitudeE7: latitude, longitudeE7: longitude))
            }
            // Edges and corners, where the nearest point of a cell lies.
            for latitude in [cell.minLatitudeE7, cell.maxLatitudeE7, clamp(latitudeE7(query.0), cell.minLatitudeE7, cell.maxLatitudeE7)] {
                for longitude in [cell.minLongitudeE7, cell.maxLongitudeE7, clamp(longitudeE7(query.1), cell.minLongitudeE7, cell.maxLongitudeE7)] {
                    nearest = min(nearest, origin.chord2(latitudeE7: latitude, longitudeE7: longitude))
                }
                for step in 0...64 {
                    let longitude = cell.minLongitudeE7 + Int32((Int64(cell.maxLongitudeE7) - Int64(cell.minLongitudeE7)) * Int64(step) / 64)
                    nearest = min(nearest, origin.chord2(latitudeE7: latitude, longitudeE7: longitude))
                }
            }
            for longitude in [cell.minLongitudeE7, cell.maxLongitudeE7] {
                for step in 0...256 {
                    let latitude = cell.minLatitudeE7 + Int32((Int64(cell.maxLatitudeE7) - Int64(cell.minLatitudeE7)) * Int64(step) / 256)
                    nearest = min(nearest, origin.chord2(latitudeE7: latitude, longitudeE7: longitude))
                }
            }
            if bound > nearest + 1e-15 { failures.append("cell \(cell) from \(query): bound \(bound) above \(nearest)") }
            // The bound is exact: the sampled nearest point (edges at 1/256 steps) lies just above it.
            let angularGap = 2 * asin(min(1, nearest.squareRoot() / 2)) - 2 * asin(min(1, bound.squareRoot() / 2))
            let span = Double(max(Int64(cell.maxLatitudeE7) - Int64(cell.minLatitudeE7), Int64(cell.maxLongitudeE7) - Int64(cell.minLongitudeE7))) / 1e7 * Double.pi / 180
            if angularGap > span / 100 + 1e-7 { failures.append("cell \(cell) from \(query): bound \(bound) far below \(nearest)") }
        }
        #expect(failures.isEmpty, "\(failures.count) failures, e.g. \(failures.prefix(3))")
    }

    private func randomCell(_ random: inout SplitMix64, trial: Int) -> CellBounds {
        let height = Int64(random.pick([1_000, 100_000, 10_000_000, 100_000_000, 900_000_000]))
        let width = Int64(random.pick([1_000, 100_000, 10_000_000, 100_000_000, 1_800_000_000]))
        let south = Int64(random.below(Int(1_800_000_000 - height) + 1)) - 900_000_000
        let west = Int64(random.below(Int(3_600_000_000 - width) + 1)) - 1_800_000_000
        let touchesPole = trial % 11 == 0
        return CellBounds(
            minLatitudeE7: Int32(touchesPole ? 900_000_000 - height : south),
            maxLatitudeE7: Int32(touchesPole ? 900_000_000 : south + height),
            minLongitudeE7: Int32(west), maxLongitudeE7: Int32(west + width))
    }
}

private func clamp(_ value: Int32, _ low: Int32, _ high: Int32) -> Int32 { min(max(value, low), high) }
