import BenchSupport
import GazetteerIndex
import GazetteerTestSupport
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Point-in-polygon timings: which areas contain a point, on Liechtenstein's real boundaries
/// (assembled by osmium from the shared extract) and on a synthetic country-sized set.
///
/// The synthetic set: a country with a noisy 60,000-vertex border, 16 regions and 1,600
/// municipalities in grids whose borders wiggle (each border is one shared chain of 200 vertices,
/// as neighbouring OpenStreetMap boundaries share their ways): about 1.3 M vertices in all.
enum AreaTimer {
    static func run(extract: String?) throws -> String {
        var report = JSONReport()
        if let extract, let boundaries = try OsmiumBoundaries.load(extract) {
            time("liechtenstein", boundaries, box: (47.04, 47.28, 9.46, 9.65), into: &report)
        } else {
            report.field("liechtenstein_skipped", extract == nil ? "no extract given" : "osmium not installed")
        }
        time("synthetic", SyntheticBoundaries.country(), box: (-8, 8, -8, 8), into: &report)
        return report.text
    }

    /// Builds an index holding only `boundaries` (through the public writer, so the time includes
    /// simplification and the quadtrees), then times `areaNumbers(containing:into:)`.
    private static func time(
        _ name: String, _ boundaries: [BoundaryPolygon], box: (Double, Double, Double, Double), into report: inout JSONReport
    ) {
        let vertices = boundaries.reduce(0) { $0 + $1.rings.reduce(0) { $0 + $1.latitudesE7.count } }
        BenchPaths.makeDirectory(BenchPaths.work)
        let path = BenchPaths.work + "/areas-\(name).gazetteer"
        let start = MonotonicClock.nanoseconds()
        let index: Gazetteer
        do {
            let builder = IndexBuilder()
            var batch = RecordBatch()
            batch.boundaries = boundaries
            try builder.add(batch)
            _ = try builder.write(to: path)
            index = try Gazetteer(path: path)
        } catch {
            report.field("\(name)_skipped", "\(error)")
            return
        }
        report.field("\(name)_build_ms", Double(MonotonicClock.nanoseconds() - start) / 1e6)
        report.field("\(name)_areas", index.areaCount)
        report.field("\(name)_source_vertices", vertices)
        report.field("\(name)_index_bytes", index.fileSize)
        var random = SplitMix64(seed: 0xA2EA)
        let inside = (0..<10_000).map { _ in Coordinate(latitude: random.uniform(box.0, box.1), longitude: random.uniform(box.2, box.3)) }
        let sphere = (0..<10_000).map { _ in Coordinate(latitude: random.uniform(-90, 90), longitude: random.uniform(-180, 180)) }
        var found: [Int] = []
        found.reserveCapacity(16)
        var total = 0
        for (label, points) in [("box", inside), ("sphere", sphere)] {
            let samples = LatencySamples.measure(points, warmUp: 500) { point in
                index.areaNumbers(containing: point, into: &found)
                total &+= found.count
            }
            report.add("\(name)-areas-\(label)", samples)
        }
        var inBox = 0
        for point in inside {
            index.areaNumbers(containing: point, into: &found)
            inBox += found.count
        }
        report.field("\(name)_mean_areas_in_box", Double(inBox) / Double(inside.count))
        consume(total)
    }
}

/// A deterministic country-sized set of nested boundaries with shared, wiggly borders.
enum SyntheticBoundaries {
    static func country() -> [BoundaryPolygon] {
        var random = SplitMix64(seed: 0xC0DE)
        var boundaries: [BoundaryPolygon] = []
        // The country: a noisy circle of radius 7.5° around (0, 0).
        let border = (0..<60_000).map { index -> (Double, Double) in
            let angle = Double(index) / 60_000 * 2 * .pi
            let radius = 7.5 + 0.3 * sin(angle * 37) + 0.05 * random.gaussian()
            return (radius * sin(angle), radius * cos(angle))
        }
        boundaries.append(polygon(1, "Synthetica", level: 2, country: "SY", border))
        boundaries += grid(cells: 4, from: -8, to: 8, level: 4, firstID: 10, chain: 200, amplitude: 0.08, seed: 1)
        boundaries += grid(cells: 40, from: -8, to: 8, level: 8, firstID: 1_000, chain: 200, amplitude: 0.01, seed: 2)
        return boundaries
    }

    private static func polygon(_ id: UInt64, _ name: String, level: Int, country: String = "", _ points: [(Double, Double)]) -> BoundaryPolygon {
        BoundaryPolygon(
            id: SourceID(kind: .osmRelation, value: id), name: name, adminLevel: level, countryCode: country,
            rings: [BoundaryPolygon.Ring(isOuter: true, latitudesE7: points.map { FixedPoint.e7($0.0) }, longitudesE7: points.map { FixedPoint.e7($0.1) })])
    }

    /// A `cells` × `cells` grid of areas whose borders are wiggly chains shared by both neighbours.
    private static func grid(
        cells: Int, from low: Double, to high: Double, level: Int, firstID: UInt64, chain: Int, amplitude: Double, seed: UInt64
    ) -> [BoundaryPolygon] {
        let step = (high - low) / Double(cells)
        func corner(_ i: Int, _ j: Int) -> (Double, Double) { (low + Double(i) * step, low + Double(j) * step) }
        /// The border from corner a to corner b (a before b), the same for both areas beside it.
        func edge(_ a: (Int, Int), _ b: (Int, Int)) -> [(Double, Double)] {
            var random = SplitMix64(seed: seed &* 1_000_003 &+ UInt64(a.0 * 7_919 + a.1 * 104_729 + b.0 * 31 + b.1))
            let (start, end) = (corner(a.0, a.1), corner(b.0, b.1))
            return (0..<chain).map { index in
                let t = Double(index) / Double(chain)
                let offset = index == 0 ? 0 : amplitude * random.uniform(-1, 1)
                let vertical = start.1 == end.1
                return (start.0 + (end.0 - start.0) * t + (vertical ? 0 : offset), start.1 + (end.1 - start.1) * t + (vertical ? offset : 0))
            }
        }
        var result: [BoundaryPolygon] = []
        for i in 0..<cells {
            for j in 0..<cells {
                let south = edge((i, j), (i, j + 1))
                let east = edge((i, j + 1), (i + 1, j + 1))
                let north = edge((i + 1, j), (i + 1, j + 1))
                let west = edge((i, j), (i + 1, j))
                // Counter-clockwise from the south-west corner; each chain holds its first corner only.
                let ring = south + east + [corner(i + 1, j + 1)] + north.reversed() + west.reversed()
                result.append(polygon(firstID + UInt64(i * cells + j), "Area \(level)-\(i)-\(j)", level: level, ring))
            }
        }
        return result
    }
}
