#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Prefix (autocomplete) search over names and alternate names.
extension Gazetteer {
    /// Prefix ranges larger than this are not scanned for a `near` query; the top list and the
    /// places around the point are ranked instead.
    static let nearScanLimit = 20_000

    /// The best places whose name or an alternate name starts with `query`.
    ///
    /// Ranking: names equal to the query first, then importance (population and kind of place);
    /// with `near`, closer places rise. Text after a comma filters by admin1 name or code, or
    /// country name or code: "Vaduz, Liechtenstein", "Springfield, IL".
    /// - Parameters:
    ///   - limit: the most results to return.
    ///   - countryCode: keep only places in this ISO country.
    ///   - near: a point whose surroundings rank higher.
    /// - Complexity: O(log keys) plus, for a prefix with a precomputed top list, O(limit);
    ///   otherwise O(matching names).
    public func search(_ query: String, limit: Int = 10, countryCode: String? = nil, near: Coordinate? = nil) -> [SearchResult] {
        var hits: [NameHit] = []
        searchHits(query, limit: limit, countryCode: countryCode, near: near, into: &hits)
        return hits.map { hit in
            SearchResult(
                place: place(at: hit.record), matchedName: matchedName(of: hit), isExactMatch: hit.isExactMatch,
                distanceMeters: hit.distanceMeters.isNaN ? nil : hit.distanceMeters)
        }
    }

    /// The name or alternate name through which `hit` matched.
    ///
    /// - Complexity: O(length of the name).
    public func matchedName(of hit: NameHit) -> String {
        string(postings.u32(hit.posting * IndexFormat.postingSize + 4))
    }

    /// The form of ``search(_:limit:countryCode:near:)`` that returns unresolved hits into a reused array.
    ///
    /// - Complexity: as ``search(_:limit:countryCode:near:)``; no allocation for a plain prefix
    ///   once `hits` has room for `limit` results.
    public func searchHits(
        _ query: String, limit: Int = 10, countryCode: String? = nil, near: Coordinate? = nil,
        into hits: inout [NameHit]
    ) {
        var collector = SearchCollector(limit: max(0, limit), hits: hits)
        hits = []
        defer { hits = collector.hits }
        guard limit > 0 else { return }
        // Only a query with a comma pays for splitting it (the plain case stays allocation-free).
        let comma = query.firstIndex(of: ",")
        let key = NameNormalizer.key(for: comma.map { String(query[..<$0]) } ?? query)
        guard !key.isEmpty else { return }
        let qualifiers = comma.map { query[query.index(after: $0)...].split(separator: ",").map(String.init) } ?? []
        var constraint = RecordConstraint(index: self, countryCode: countryCode, qualifiers: qualifiers)
        guard !constraint.matchesNothing else { return }
        let origin = near.flatMap { $0.isValid ? DistanceOrigin($0) : nil }
        var keyBytes = key
        keyBytes.withUTF8 { key in
            let keys = keyRange(for: key)
            guard !keys.isEmpty else { return }
            let matching = postingRange(keys)
            let first = matching.lowerBound
            let end = matching.upperBound
            let exactEnd = keyEquals(keys.lowerBound, key)
                ? min(postingRange(keys.lowerBound..<keys.lowerBound + 1).upperBound, end) : first
            let size = end - first
            if constraint.isEmpty && origin == nil && limit <= topListLength && size > heavyThreshold,
               let top = topList(key: keys.lowerBound, length: key.count) {
                collectTop(exact: first..<exactEnd, top: top, into: &collector)
            } else if let origin, size > Self.nearScanLimit, constraint.isEmpty {
                collectNear(origin: origin, key: key, keys: keys, exact: first..<exactEnd, into: &collector)
            } else {
                scan(first..<end, exactEnd: exactEnd, constraint: &constraint, origin: origin, into: &collector)
            }
        }
    }

    /// Unique-key numbers whose key starts with `prefix`.
    func keyRange(for prefix: UnsafeBufferPointer<UInt8>) -> Range<Int> {
        var low = 0
        var high = keyCount
        while low < high {
            let middle = (low + high) / 2
            if compareKey(middle, prefix, truncate: false) < 0 { low = middle + 1 } else { high = middle }
        }
        let start = low
        high = keyCount
        while low < high {
            let middle = (low + high) / 2
            if compareKey(middle, prefix, truncate: true) <= 0 { low = middle + 1 } else { high = middle }
        }
        return start..<low
    }

    @inline(__always)
    func keySpan(_ key: Int) -> (offset: Int, length: Int) {
        let start = Int(keyIndex.u32(key * IndexFormat.keyEntrySize))
        let end = Int(keyIndex.u32((key + 1) * IndexFormat.keyEntrySize))
        return (start, max(0, end - start))
    }

    @inline(__always)
    func postingStart(_ key: Int) -> Int {
        min(Int(keyIndex.u32(key * IndexFormat.keyEntrySize + 4)), postingCount)
    }

    /// The postings of the keys numbered `keys`; never reversed, even with a damaged key directory.
    @inline(__always)
    func postingRange(_ keys: Range<Int>) -> Range<Int> {
        let start = postingStart(keys.lowerBound)
        return start..<max(start, postingStart(keys.upperBound))
    }

    private func compareKey(_ key: Int, _ prefix: UnsafeBufferPointer<UInt8>, truncate: Bool) -> Int {
        let span = keySpan(key)
        return keys.compare(span.offset, truncate ? min(span.length, prefix.count) : span.length, with: prefix)
    }

    private func keyEquals(_ key: Int, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard key < keyCount else { return false }
        let span = keySpan(key)
        return span.length == bytes.count && keys.compare(span.offset, span.length, with: bytes) == 0
    }

    /// The precomputed top postings of the prefix made of the first `length` bytes of `key`.
    private func topList(key: Int, length: Int) -> Range<Int>? {
        var low = 0
        var high = prefixCount
        while low < high {
            let middle = (low + high) / 2
            let offset = middle * IndexFormat.prefixEntrySize
            let entryKey = Int(prefixes.u32(offset))
            let entryLength = Int(prefixes.u16(offset + 4))
            if entryKey < key || (entryKey == key && entryLength < length) {
                low = middle + 1
            } else {
                high = middle
            }
        }
        let offset = low * IndexFormat.prefixEntrySize
        guard low < prefixCount, Int(prefixes.u32(offset)) == key, Int(prefixes.u16(offset + 4)) == length else { return nil }
        let count = Int(prefixes.u16(offset + 6))
        let start = Int(prefixes.u32(offset + 8))
        guard start + count <= prefixTop.count / 4 else { return nil }
        return start..<start + count
    }

    @inline(__always)
    private func hit(posting: Int, exact: Bool, origin: DistanceOrigin?) -> (NameHit, isPrimary: Bool) {
        let record = min(Int(postings.u32(posting * IndexFormat.postingSize)), max(0, count - 1))
        let display = postings.u32(posting * IndexFormat.postingSize + 4)
        var score = Double(postingRanks.u16(posting * 2))
        var distance = Double.nan
        if let origin {
            distance = origin.distanceMeters(latitudeE7: latitudeE7(record), longitudeE7: longitudeE7(record))
            score -= Self.distancePenalty(distance)
        }
        let result = NameHit(record: record, posting: posting, isExactMatch: exact, score: score, distanceMeters: distance)
        return (result, display == nameReference(record))
    }

    /// Score lost with distance from the `near` point: 5,000 per decade of kilometres.
    static func distancePenalty(_ meters: Double) -> Double {
        5_000 * log10(1 + meters / 1_000)
    }

    private func collectTop(exact: Range<Int>, top: Range<Int>, into collector: inout SearchCollector) {
        guard count > 0 else { return }
        for posting in exact {
            if collector.isFull { break }
            let (found, isPrimary) = hit(posting: posting, exact: true, origin: nil)
            collector.offer(found, isPrimaryName: isPrimary)
        }
        for slot in top {
            let posting = Int(prefixTop.u32(slot * 4))
            guard posting < postingCount else { continue }
            let (found, isPrimary) = hit(posting: posting, exact: posting < exact.upperBound && posting >= exact.lowerBound, origin: nil)
            collector.offer(found, isPrimaryName: isPrimary)
        }
    }

    private func scan(
        _ range: Range<Int>, exactEnd: Int, constraint: inout RecordConstraint, origin: DistanceOrigin?,
        into collector: inout SearchCollector
    ) {
        guard count > 0 else { return }
        for posting in range {
            let exact = posting < exactEnd
            if origin == nil {
                let rank = Double(postingRanks.u16(posting * 2))
                let record = Int(postings.u32(posting * IndexFormat.postingSize))
                guard collector.admits(isExactMatch: exact, score: rank, record: record) else { continue }
            }
            let (found, isPrimary) = hit(posting: posting, exact: exact, origin: origin)
            guard constraint.isEmpty || constraint.matches(found.record) else { continue }
            collector.offer(found, isPrimaryName: isPrimary)
        }
    }

    /// A short prefix with a `near` point: rank the exact matches, the prefix's top list and the
    /// places within 50 km whose own name has the prefix.
    private func collectNear(
        origin: DistanceOrigin, key: UnsafeBufferPointer<UInt8>, keys: Range<Int>, exact: Range<Int>,
        into collector: inout SearchCollector
    ) {
        guard count > 0 else { return }
        for posting in exact.prefix(Self.nearScanLimit) {
            let (found, isPrimary) = hit(posting: posting, exact: true, origin: origin)
            collector.offer(found, isPrimaryName: isPrimary)
        }
        if let top = topList(key: keys.lowerBound, length: key.count) {
            for slot in top {
                let posting = Int(prefixTop.u32(slot * 4))
                guard posting < postingCount else { continue }
                let (found, isPrimary) = hit(posting: posting, exact: exact.contains(posting), origin: origin)
                collector.offer(found, isPrimaryName: isPrimary)
            }
        }
        var nearbyRecords: [SpatialHit] = []
        nearbyHits(Coordinate(latitude: origin.latitude, longitude: origin.longitude), radiusMeters: 50_000, limit: 256, into: &nearbyRecords)
        var scratch: [UInt8] = []
        for nearby in nearbyRecords {
            scratch.removeAll(keepingCapacity: true)
            let name = stringView(nameReference(nearby.record))
            guard name.count >= key.count else { continue }
            _ = name.buffer.withMemoryRebound(to: UInt8.self) { NameNormalizer.appendKey(of: $0, to: &scratch) }
            guard scratch.count >= key.count, scratch.prefix(key.count).elementsEqual(key) else { continue }
            guard let posting = scratch.withUnsafeBufferPointer({ postingOfPrimaryName(record: nearby.record, key: $0) })
            else { continue }
            let (found, _) = hit(posting: posting, exact: exact.contains(posting), origin: origin)
            collector.offer(found, isPrimaryName: true)
        }
    }

    /// The posting of a record's primary name, whose key is `key`.
    private func postingOfPrimaryName(record: Int, key: UnsafeBufferPointer<UInt8>) -> Int? {
        let keys = keyRange(for: key)
        guard keyEquals(keys.lowerBound, key) else { return nil }
        let name = nameReference(record)
        for posting in postingRange(keys.lowerBound..<keys.lowerBound + 1)
        where Int(postings.u32(posting * IndexFormat.postingSize)) == record
            && postings.u32(posting * IndexFormat.postingSize + 4) == name {
            return posting
        }
        return nil
    }
}
