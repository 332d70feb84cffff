#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Finds the input records that are one thing, so that a search shows it once:
///
/// - **The same place from two sources**: a GeoNames populated place and an OpenStreetMap place
///   node or area (city, town, village…) whose main names have the same key and lie within
///   ``settlementDistanceMeters``. Each record pairs with at most one of the other source, the
///   closest pairs first. The OpenStreetMap record's id and coordinate are kept.
/// - **The segments of one street**: OpenStreetMap `highway=*` ways with the same name key whose
///   extents lie within ``streetDistanceMeters`` of each other (or, for segments known only by a
///   point, whose points lie within ``streetPointDistanceMeters``: a segment's point is its middle),
///   transitively.
/// - **An administrative area and its settlement**: an OpenStreetMap `boundary=administrative` area
///   (a municipality mapped as a relation) and the OpenStreetMap place of the same main name key
///   whose point lies inside the area's extent, closest to the area's point first, one each. The
///   place is kept; the area adds its extent, population and category.
///
/// - Complexity: O(n log n) in the records; streets of one name are swept in latitude order.
struct RecordMerger {
    static let settlementDistanceMeters = 5_000.0
    static let streetDistanceMeters = 200.0
    static let streetPointDistanceMeters = 500.0

    let builder: IndexBuilder

    /// Groups of record indices; each group's first record gives the id and position.
    /// What an OpenStreetMap record of a category may merge with.
    private enum Role {
        case none
        /// A segment of a street (`highway=*`), merged with the street's other segments.
        case street
        /// A settlement, paired with the GeoNames place of its name.
        case settlement
        /// An administrative area, merged with the settlement it is mapped around.
        case administrativeArea
    }

    private static func role(of category: String) -> Role {
        if category.hasPrefix("highway=") { return .street }
        if settlementCategories.contains(category) { return .settlement }
        return category == "boundary=administrative" ? .administrativeArea : .none
    }

    func groups(_ kept: [UInt32]) -> RecordGroups {
        var parent = [UInt32: UInt32]()
        func root(_ record: UInt32) -> UInt32 {
            var current = record
            while let next = parent[current], next != current { current = next }
            return current
        }
        var streets: [Int: [UInt32]] = [:]
        var osmPlaces: [Int: [UInt32]] = [:]
        var geonamesPlaces: [UInt32] = []
        var osmAreas: [UInt32] = []
        // What each category is to merging, by code number: decided once per code, not per record.
        let roles = builder.codes.codes.map(Self.role(of:))
        builder.records.withUnsafeBufferPointer { records in
            // The kept records come in the order added unless ids had to be sorted: a spilled list's
            // pages go behind the scan.
            var behind = ReleaseBehind(records, isSpilled: builder.records.isSpilled)
            for record in kept {
                let fields = records[Int(record)]
                behind.passed(Int(record))
                guard fields.id >> 60 != 0 else {
                    // A GeoNames place's key is hashed below, only when there are OpenStreetMap places to pair it with.
                    if fields.featureClass == UInt8(ascii: "P") { geonamesPlaces.append(record) }
                    continue
                }
                let role = roles[Int(fields.category)]
                guard role != .none, let key = mainKeyHash(fields) else { continue }
                switch role {
                case .street: streets[key, default: []].append(record)
                case .settlement: osmPlaces[key, default: []].append(record)
                case .administrativeArea: if box(record).isExtent { osmAreas.append(record) }
                case .none: break
                }
            }
        }
        for (_, members) in streets where members.count > 1 {
            for (a, b) in nearbyPairs(members) where sameKey(a, b) {
                let (rootA, rootB) = (root(a), root(b))
                guard rootA != rootB else { continue }
                let keep = builder.records[Int(rootA)].id < builder.records[Int(rootB)].id ? rootA : rootB
                parent[rootA] = keep
                parent[rootB] = keep
                parent[keep] = keep
            }
        }
        var pairs: [(distance: Double, geonames: UInt32, osm: UInt32)] = []
        for record in geonamesPlaces where !osmPlaces.isEmpty {
            guard let key = mainKeyHash(builder.records[Int(record)]), let candidates = osmPlaces[key] else { continue }
            for candidate in candidates where sameKey(record, candidate) {
                let distance = pointDistance(record, candidate)
                if distance <= Self.settlementDistanceMeters { pairs.append((distance, record, candidate)) }
            }
        }
        pairs.sort { $0.distance != $1.distance ? $0.distance < $1.distance : $0.osm < $1.osm }
        var paired = Set<UInt32>()
        for pair in pairs where !paired.contains(pair.geonames) && !paired.contains(pair.osm) {
            paired.insert(pair.geonames)
            paired.insert(pair.osm)
            parent[pair.geonames] = pair.osm
            parent[pair.osm] = pair.osm
        }
        var areaPairs: [(distance: Double, area: UInt32, place: UInt32)] = []
        for area in osmAreas {
            guard let key = mainKeyHash(builder.records[Int(area)]), let candidates = osmPlaces[key] else { continue }
            let extent = box(area).box
            for candidate in candidates where sameKey(area, candidate) && boxDistance(extent, box(candidate).box) == 0 {
                areaPairs.append((pointDistance(area, candidate), area, candidate))
            }
        }
        areaPairs.sort { $0.distance != $1.distance ? $0.distance < $1.distance : $0.place < $1.place }
        var placed = Set<UInt32>()
        for pair in areaPairs where !placed.contains(pair.area) && !placed.contains(pair.place) {
            placed.insert(pair.area)
            placed.insert(pair.place)
            let top = root(pair.place)
            parent[pair.area] = top
            parent[top] = top
        }
        guard !parent.isEmpty else { return RecordGroups(singles: kept) }
        var members: [UInt32: [UInt32]] = [:]
        for record in kept where parent[record] != nil { members[root(record), default: []].append(record) }
        var groups = RecordGroups()
        groups.reserveCapacity(groups: kept.count, members: kept.count)
        for record in kept {
            guard parent[record] != nil else {
                groups.append(CollectionOfOne(record))
                continue
            }
            let top = root(record)
            guard top == record, var group = members[top] else { continue }
            group.removeAll { $0 == top }
            groups.append(CollectionOfOne(top) + group)
        }
        return groups
    }

    /// OpenStreetMap `place=*` values that are settlements.
    static let settlementCategories: Set<String> = [
        "place=city", "place=town", "place=village", "place=hamlet", "place=suburb", "place=quarter",
        "place=neighbourhood", "place=isolated_dwelling", "place=borough", "place=municipality", "place=locality",
    ]

    /// Pairs of street segments close enough to be one street: a sweep in latitude order.
    private func nearbyPairs(_ members: [UInt32]) -> [(UInt32, UInt32)] {
        let boxes = members.map(box)
        let order = members.indices.sorted { boxes[$0].box.minLatitude < boxes[$1].box.minLatitude }
        let slack = max(Self.streetDistanceMeters, Self.streetPointDistanceMeters) / 111_000
        var pairs: [(UInt32, UInt32)] = []
        for (position, first) in order.enumerated() {
            for second in order[(position + 1)...] {
                if boxes[second].box.minLatitude - boxes[first].box.maxLatitude > slack { break }
                let limit = boxes[first].isExtent && boxes[second].isExtent ? Self.streetDistanceMeters : Self.streetPointDistanceMeters
                if boxDistance(boxes[first].box, boxes[second].box) <= limit { pairs.append((members[first], members[second])) }
            }
        }
        return pairs
    }

    private func box(_ record: UInt32) -> (box: BoundingBox, isExtent: Bool) {
        let fields = builder.records[Int(record)]
        if fields.extras != 0, let extent = builder.extras.extent(at: Int(fields.extras) - 1) { return (extent, true) }
        let latitude = FixedPoint.degrees(fields.latitudeE7)
        let longitude = FixedPoint.degrees(fields.longitudeE7)
        return (BoundingBox(minLatitude: latitude, minLongitude: longitude, maxLatitude: latitude, maxLongitude: longitude), false)
    }

    /// The gap between two boxes in metres (0 when they touch), on a local flat approximation.
    private func boxDistance(_ a: BoundingBox, _ b: BoundingBox) -> Double {
        let latitudeGap = max(0, max(a.minLatitude - b.maxLatitude, b.minLatitude - a.maxLatitude))
        let longitudeGap = max(0, max(a.minLongitude - b.maxLongitude, b.minLongitude - a.maxLongitude))
        let scale = cos((a.minLatitude + b.maxLatitude) / 2 * Double.pi / 180)
        return ((latitudeGap * latitudeGap) + (longitudeGap * scale) * (longitudeGap * scale)).squareRoot() * 111_195
    }

    private func pointDistance(_ a: UInt32, _ b: UInt32) -> Double {
        let first = builder.records[Int(a)]
        let second = builder.records[Int(b)]
        return GeoMath.distanceMeters(
            latitude1: FixedPoint.degrees(first.latitudeE7), longitude1: FixedPoint.degrees(first.longitudeE7),
            latitude2: FixedPoint.degrees(second.latitudeE7), longitude2: FixedPoint.degrees(second.longitudeE7))
    }

    /// The hash of the record's main name key, or `nil` when it has no main name.
    private func mainKeyHash(_ record: IndexBuilder.Record) -> Int? {
        guard record.nameCount > 0 else { return nil }
        let name = builder.names[Int(record.firstName)]
        guard name.kind == .main else { return nil }
        return builder.keyBytes.withUnsafeBufferPointer { bytes in
            Int(truncatingIfNeeded: StringInterner.hash(UnsafeBufferPointer(
                rebasing: bytes[Int(name.keyOffset)..<Int(name.keyOffset) + Int(name.keyLength)])))
        }
    }

    private func sameKey(_ a: UInt32, _ b: UInt32) -> Bool {
        let first = builder.names[Int(builder.records[Int(a)].firstName)]
        let second = builder.names[Int(builder.records[Int(b)].firstName)]
        guard first.keyLength == second.keyLength else { return false }
        let length = Int(first.keyLength)
        return builder.keyBytes[Int(first.keyOffset)..<Int(first.keyOffset) + length]
            .elementsEqual(builder.keyBytes[Int(second.keyOffset)..<Int(second.keyOffset) + length])
    }
}
