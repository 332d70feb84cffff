import Foundation
import GazetteerIndex
import GazetteerTestSupport

/// Seeded record sets for spatial queries, each named after how its points are laid out.
enum SpatialScenario: String, CaseIterable, Sendable, CustomStringConvertible {
    case noRecords
    case oneRecord
    case uniform20kDefaultGrid
    case uniformGridLevel1
    case uniformGridLevel3
    case citiesDefaultGrid
    case citiesGridLevel3
    case nearThePoles
    case acrossTheAntimeridian
    case manyDuplicatePoints

    var description: String { rawValue }

    var seed: UInt64 {
        UInt64(Self.allCases.firstIndex(of: self)!) &* 0x51ED_2701 &+ 17
    }

    var options: IndexBuilder.Options {
        switch self {
        case .uniformGridLevel1: IndexBuilder.Options(gridLevel: 1)
        case .uniformGridLevel3, .citiesGridLevel3: IndexBuilder.Options(gridLevel: 3)
        case .manyDuplicatePoints: IndexBuilder.Options(gridLevel: 2)
        default: IndexBuilder.Options()
        }
    }

    /// Random query points besides the fixed ones (fewer for the large set, to keep the suite fast).
    var randomQueryCount: Int { self == .uniform20kDefaultGrid ? 3 : 5 }

    func records() -> [TestRecord] {
        var random = SplitMix64(seed: seed)
        let points: [(Double, Double)]
        switch self {
        case .noRecords: points = []
        case .oneRecord: points = [(47.1410, 9.5209)]
        case .uniform20kDefaultGrid: points = (0..<20_000).map { _ in uniformOnSphere(&random) }
        case .uniformGridLevel1, .uniformGridLevel3: points = (0..<3_000).map { _ in uniformOnSphere(&random) }
        case .citiesDefaultGrid, .citiesGridLevel3: points = clusteredAroundCities(&random, count: 6_000)
        case .nearThePoles: points = nearPoles(&random, count: 3_000)
        case .acrossTheAntimeridian: points = acrossAntimeridian(&random, count: 3_000)
        case .manyDuplicatePoints: points = duplicatedPoints(&random)
        }
        return points.enumerated().map { number, point in
            spatialRecord(number: number, latitude: point.0, longitude: point.1, random: &random)
        }
    }
}

/// Fields that filters look at, drawn at random: feature class `P` for about a third (some of them
/// OpenStreetMap places that are not settlements, some abandoned), stations with and without people.
private func spatialRecord(number: Int, latitude: Double, longitude: Double, random: inout SplitMix64) -> TestRecord {
    var fields = RecordFields(
        id: SourceID(kind: .osmNode, value: UInt64(number) * 7 + 3),
        latitudeE7: latitudeE7(latitude), longitudeE7: longitudeE7(longitude))
    switch random.below(10) {
    case 0...2:
        fields.featureClass = UInt8(ascii: "P")
        fields.featureCode = random.chance(0.1) ? "PPLC" : random.chance(0.05) ? "PPLQ" : "PPL"
        fields.population = UInt64(random.below(100_000))
        if random.chance(0.2) {
            fields.featureCode = ""
            fields.category = "place=" + random.pick(["village", "locality", "island", "suburb", "county", "hamlet"])
        }
    case 3:
        fields.featureClass = UInt8(ascii: "S")
        if random.chance(0.3) {
            fields.featureCode = random.pick(["STNB", "STNM", "STNS", "CMPMN", "HTL"])
            fields.population = random.chance(0.5) ? UInt64(1 + random.below(300)) : 0
        }
    case 4: fields.featureClass = UInt8(ascii: "H")
    case 5: fields.category = "amenity=toilets"
    case 6: fields.category = "building=toilets"
    case 7: fields.category = "amenity=bench"
    default: break
    }
    return TestRecord(fields: fields, name: random.chance(0.2) ? "Place \(number)" : "")
}

func uniformOnSphere(_ random: inout SplitMix64) -> (Double, Double) {
    (asin(random.uniform(-1, 1)) * 180 / .pi, random.uniform(-180, 180))
}

private func clusteredAroundCities(_ random: inout SplitMix64, count: Int) -> [(Double, Double)] {
    let cities = (0..<24).map { _ in (random.uniform(-60, 70), random.uniform(-180, 180)) }
    return (0..<count).map { _ in
        let city = random.pick(cities)
        let spread = random.pick([0.005, 0.05, 0.3])
        let latitude = min(90, max(-90, city.0 + random.gaussian() * spread))
        return (latitude, city.1 + random.gaussian() * spread / max(0.1, cos(latitude * .pi / 180)))
    }
}

private func nearPoles(_ random: inout SplitMix64, count: Int) -> [(Double, Double)] {
    (0..<count).map { index in
        let pole: Double = index % 2 == 0 ? 90 : -90
        if index % 97 == 0 { return (pole, random.uniform(-180, 180)) }
        let offset = abs(random.gaussian()) * random.pick([0.0001, 0.01, 1, 5])
        return (pole > 0 ? pole - offset : pole + offset, random.uniform(-180, 180))
    }
}

private func acrossAntimeridian(_ random: inout SplitMix64, count: Int) -> [(Double, Double)] {
    (0..<count).map { index in
        let latitude = random.uniform(-70, 70)
        switch index % 50 {
        case 0: return (latitude, 180)
        case 1: return (latitude, -180)
        default:
            let offset = abs(random.gaussian()) * random.pick([0.001, 0.1, 1])
            return (latitude, random.chance(0.5) ? 180 - offset : -180 + offset)
        }
    }
}

/// 150 distinct points with 1–20 records each, and one point with 400 records.
private func duplicatedPoints(_ random: inout SplitMix64) -> [(Double, Double)] {
    var points: [(Double, Double)] = []
    for _ in 0..<150 {
        let point = random.chance(0.3)
            ? (random.uniform(40, 41), random.uniform(10, 11))
            : uniformOnSphere(&random)
        points += repeatElement(point, count: 1 + random.below(20))
    }
    points += repeatElement((40.5, 10.5), count: 400)
    var shuffler = random
    points.shuffle(using: &shuffler)
    return points
}

/// Query points: the poles, the antimeridian, open ocean, random points, and points beside records.
func spatialQueryPoints(for records: [TestRecord], random: inout SplitMix64, randomCount: Int) -> [Coordinate] {
    var points = [
        Coordinate(latitude: 90, longitude: 0), Coordinate(latitude: -90, longitude: 0),
        Coordinate(latitude: 90, longitude: 180), Coordinate(latitude: -90, longitude: -137.5),
        Coordinate(latitude: 0, longitude: 180), Coordinate(latitude: 0, longitude: -180),
        Coordinate(latitude: 52.3, longitude: 180), Coordinate(latitude: -33.9, longitude: -180),
        Coordinate(latitude: -48.8767, longitude: -123.3933), Coordinate(latitude: 0, longitude: -30),
        Coordinate(latitude: 40.5, longitude: 10.5),
    ]
    for _ in 0..<randomCount {
        let point = uniformOnSphere(&random)
        points.append(snapped(point.0, point.1))
    }
    for _ in 0..<(records.isEmpty ? 0 : randomCount) {
        let record = random.pick(records)
        let jitter = random.pick([0.0, 0.00001, 0.01])
        points.append(snapped(record.latitude + random.gaussian() * jitter, record.longitude + random.gaussian() * jitter))
    }
    return points
}
