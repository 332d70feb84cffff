import Foundation
import GazetteerIndex

/// Brute-force answers to spatial queries: a haversine scan over every record.
struct SpatialOracle {
    static let earthRadiusMeters = 6_371_008.8

    let records: [TestRecord]

    /// Great-circle distance in metres (haversine), written independently of the library.
    static func distanceMeters(_ a: Coordinate, _ b: Coordinate) -> Double {
        let toRadians = Double.pi / 180
        let halfLatitude = sin((b.latitude - a.latitude) * toRadians / 2)
        let halfLongitude = sin((b.longitude - a.longitude) * toRadians / 2)
        let h = halfLatitude * halfLatitude
            + cos(a.latitude * toRadians) * cos(b.latitude * toRadians) * halfLongitude * halfLongitude
        return 2 * earthRadiusMeters * asin(min(1, h.squareRoot()))
    }

    /// How far two computations of one distance may differ (haversine loses digits near the antipode).
    static func tolerance(_ meters: Double) -> Double {
        1e-6 + 2e-9 * (meters.isFinite ? meters : 20_015_087)
    }

    func distance(from origin: Coordinate, to record: Int) -> Double {
        Self.distanceMeters(origin, Coordinate(latitude: records[record].latitude, longitude: records[record].longitude))
    }

    /// Whether `record` passes `filter`, by the documented rules.
    func matches(_ record: Int, _ filter: PlaceFilter) -> Bool {
        let fields = records[record].fields
        if filter.settlementsOnly && !Self.isSettlement(fields) { return false }
        if let letter = filter.featureClass, !letter.isEmpty {
            guard letter.uppercased().utf8.count == 1, fields.featureClass == letter.uppercased().utf8.first else { return false }
        }
        if let code = filter.featureCode, !code.isEmpty, !codeMatches(fields.featureCode, code.uppercased()) {
            return false
        }
        if !filter.categories.isEmpty,
           !filter.categories.contains(where: { codeMatches(fields.category, $0.lowercased()) }) {
            return false
        }
        if let code = filter.countryCode, !code.isEmpty, fields.countryCode.uppercased() != code.uppercased() { return false }
        if let source = filter.source, !source.isEmpty {
            let name = fields.id.kind == .geonames ? "geonames" : "osm"
            if name != source.lowercased() { return false }
        }
        return true
    }

    /// The documented settlement rule, written out independently of the library.
    static func isSettlement(_ fields: RecordFields) -> Bool {
        let placeValues = ["city", "town", "village", "hamlet", "suburb", "quarter", "neighbourhood", "isolated_dwelling"]
        let stations = ["STNC", "STNE", "STNF", "STNI", "STNM", "STNR", "STNS", "STNW"]
        if fields.featureClass == UInt8(ascii: "P") {
            if fields.category.hasPrefix("place=") { return placeValues.map { "place=" + $0 }.contains(fields.category) }
            return !["PPLQ", "PPLW", "PPLH"].contains(fields.featureCode)
        }
        if fields.featureClass == UInt8(ascii: "S") {
            return fields.featureCode == "STNB"
                || (fields.population > 0 && (stations.contains(fields.featureCode) || fields.featureCode.hasPrefix("CMP")))
        }
        return false
    }

    private func codeMatches(_ value: String, _ wanted: String) -> Bool {
        !wanted.isEmpty && (value == wanted || value.hasSuffix("=" + wanted))
    }

    /// Every record passing `filter`, nearest first, ties by record number.
    func ranked(from origin: Coordinate, filter: PlaceFilter = .any) -> [OracleHit] {
        var hits: [OracleHit] = []
        for record in records.indices where filter == .any || matches(record, filter) {
            hits.append(OracleHit(record: record, distanceMeters: distance(from: origin, to: record)))
        }
        hits.sort { $0.distanceMeters != $1.distanceMeters ? $0.distanceMeters < $1.distanceMeters : $0.record < $1.record }
        return hits
    }

    /// Whether each record passes `filter`, by record number.
    func passing(_ filter: PlaceFilter) -> [Bool] {
        records.indices.map { matches($0, filter) }
    }

    /// Differences between a query's answer and the brute-force ranking of the records it may return.
    ///
    /// Records within ``tolerance(_:)`` of the radius may be in or out; records whose distances differ
    /// by less than the tolerance may swap; records at one point must come in record-number order.
    func problems(
        actual: [OracleHit], ranked: [OracleHit], origin: Coordinate, radiusMeters: Double, limit: Int
    ) -> [String] {
        var problems: [String] = []
        let slack = Self.tolerance(radiusMeters)
        let certain = ranked.partitionIndex { !($0.distanceMeters <= radiusMeters - slack) }
        let possible = ranked.partitionIndex { !($0.distanceMeters <= radiusMeters + slack) }
        if actual.count < min(limit, certain) || actual.count > min(limit, possible) {
            problems.append("\(actual.count) results; expected \(min(limit, certain))...\(min(limit, possible))")
        }
        var seen = Set<Int>()
        for (position, hit) in actual.enumerated() {
            guard hit.record >= 0, hit.record < records.count else {
                problems.append("record \(hit.record) out of range")
                continue
            }
            if !seen.insert(hit.record).inserted { problems.append("record \(hit.record) twice") }
            let exact = distance(from: origin, to: hit.record)
            if !isRanked(hit.record, at: exact, in: ranked) {
                problems.append("record \(hit.record) is not among the records that may be returned")
            }
            if abs(hit.distanceMeters - exact) > Self.tolerance(exact) {
                problems.append("record \(hit.record): distance \(hit.distanceMeters), brute force \(exact)")
            }
            if position < ranked.count, abs(exact - ranked[position].distanceMeters) > Self.tolerance(exact) {
                problems.append("position \(position): record \(hit.record) at \(exact) m, brute force has record \(ranked[position].record) at \(ranked[position].distanceMeters) m")
            }
            if position > 0 {
                let previous = actual[position - 1]
                if previous.distanceMeters > hit.distanceMeters
                    || (previous.distanceMeters == hit.distanceMeters && previous.record >= hit.record) {
                    problems.append("position \(position) out of order")
                }
            }
        }
        if let last = actual.last {
            let cutoff = distance(from: origin, to: last.record)
            var highestAtPoint: [Int64: Int] = [:]
            for hit in actual {
                let key = pointKey(hit.record)
                highestAtPoint[key] = max(highestAtPoint[key] ?? -1, hit.record)
            }
            for hit in ranked {
                if hit.distanceMeters > cutoff + Self.tolerance(cutoff) { break }
                guard !seen.contains(hit.record) else { continue }
                if hit.distanceMeters < cutoff - Self.tolerance(cutoff), hit.distanceMeters <= radiusMeters - slack {
                    problems.append("record \(hit.record) at \(hit.distanceMeters) m missing")
                } else if let highest = highestAtPoint[pointKey(hit.record)], hit.record < highest {
                    problems.append("record \(hit.record) left out for record \(highest) at the same point")
                }
            }
        }
        return problems
    }

    /// Whether `ranked` holds `record`, whose brute-force distance is `distance`.
    private func isRanked(_ record: Int, at distance: Double, in ranked: [OracleHit]) -> Bool {
        var index = ranked.partitionIndex { $0.distanceMeters >= distance }
        while index < ranked.count, ranked[index].distanceMeters == distance {
            if ranked[index].record == record { return true }
            index += 1
        }
        return false
    }

    private func pointKey(_ record: Int) -> Int64 {
        Int64(records[record].fields.latitudeE7) << 32 | Int64(UInt32(bitPattern: records[record].fields.longitudeE7))
    }
}

/// A record number and its distance from a query point.
struct OracleHit {
    var record: Int
    var distanceMeters: Double

    init(record: Int, distanceMeters: Double) {
        self.record = record
        self.distanceMeters = distanceMeters
    }

    init(_ hit: SpatialHit) {
        self.init(record: hit.record, distanceMeters: hit.distanceMeters)
    }

    init(_ place: NearbyPlace) {
        self.init(record: place.place.recordNumber, distanceMeters: place.distanceMeters)
    }
}

extension Array {
    /// The first index whose element satisfies `belongsInSecondPartition`, for a partitioned array.
    func partitionIndex(where belongsInSecondPartition: (Element) -> Bool) -> Int {
        var low = 0
        var high = count
        while low < high {
            let middle = (low + high) / 2
            if belongsInSecondPartition(self[middle]) { high = middle } else { low = middle + 1 }
        }
        return low
    }
}
