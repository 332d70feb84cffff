/// Gives every record the areas that contain its position.
package enum RecordAreasBuilder {
    package struct Result: Sendable {
        package var bytes: [UInt8]
        /// Per record: the packed country code of the country boundary that contains it, 0 for none.
        package var countries: [UInt16]
    }

    /// Finds the areas containing each of `count` positions (on both cores) and encodes the section.
    /// - Complexity: O(n · (log a + k·d)) for n records; see ``AreaSection/containing(latitudeE7:longitudeE7:into:)``.
    package static func build(
        areas: AreaSection, count: Int, position: (Int) -> (latitudeE7: Int32, longitudeE7: Int32)
    ) -> Result {
        guard areas.count > 0, count > 0 else {
            return Result(bytes: encode(setNumbers: [], sets: [], recordCount: 0), countries: [UInt16](repeating: 0, count: count))
        }
        let chunk = 4_096
        let chunks = Array(stride(from: 0, to: count, by: chunk))
        let local = concurrentMap(chunks) { first in
            assign(areas, first..<min(count, first + chunk), position)
        }
        var numbers: [[Int]: UInt32] = [:]
        var sets: [[Int]] = []
        var setNumbers = [UInt32](repeating: 0, count: count)
        var countries = [UInt16](repeating: 0, count: count)
        for (first, part) in zip(chunks, local) {
            let global = part.sets.map { set -> UInt32 in
                if set.isEmpty { return 0 }
                if let number = numbers[set] { return number }
                sets.append(set)
                numbers[set] = UInt32(sets.count)
                return UInt32(sets.count)
            }
            for (offset, localSet) in part.setOfRecord.enumerated() {
                setNumbers[first + offset] = global[Int(localSet)]
                countries[first + offset] = part.countryOfSet[Int(localSet)]
            }
        }
        return Result(bytes: encode(setNumbers: setNumbers, sets: sets, recordCount: count), countries: countries)
    }

    /// One chunk: a local set number per record, the local sets and each set's country.
    private static func assign(
        _ areas: AreaSection, _ range: Range<Int>, _ position: (Int) -> (latitudeE7: Int32, longitudeE7: Int32)
    ) -> (setOfRecord: [UInt32], sets: [[Int]], countryOfSet: [UInt16]) {
        var scratch: [Int] = []
        scratch.reserveCapacity(16)
        var sets: [[Int]] = [[]]
        var countryOfSet: [UInt16] = [0]
        var numbers: [[Int]: UInt32] = [[]: 0]
        var setOfRecord: [UInt32] = []
        setOfRecord.reserveCapacity(range.count)
        var previous: (latitudeE7: Int32, longitudeE7: Int32)?
        for record in range {
            let point = position(record)
            if let previous, previous == point, let last = setOfRecord.last {
                setOfRecord.append(last)
                continue
            }
            previous = point
            scratch.removeAll(keepingCapacity: true)
            areas.containing(latitudeE7: point.latitudeE7, longitudeE7: point.longitudeE7, into: &scratch)
            if let number = numbers[scratch] {
                setOfRecord.append(number)
                continue
            }
            let number = UInt32(sets.count)
            sets.append(scratch)
            numbers[scratch] = number
            countryOfSet.append(scratch.lazy.filter { areas.level($0) == 2 }.map(areas.countryPacked).first { $0 != 0 } ?? 0)
            setOfRecord.append(number)
        }
        return (setOfRecord, sets, countryOfSet)
    }

    private static func encode(setNumbers: [UInt32], sets: [[Int]], recordCount: Int) -> [UInt8] {
        var blob = ByteWriter()
        var offsets: [UInt32] = []
        for set in sets {
            offsets.append(UInt32(blob.bytes.count))
            blob.varint(UInt64(set.count))
            for area in set { blob.varint(UInt64(area)) }
        }
        offsets.append(UInt32(blob.bytes.count))
        let layout = RecordAreasLayout(recordCount: recordCount, setCount: sets.count, setsLength: blob.bytes.count)
        var section = ByteWriter(capacity: layout.totalLength)
        section.u32(UInt32(recordCount))
        section.u32(UInt32(sets.count))
        section.u64(UInt64(blob.bytes.count))
        for number in setNumbers { section.u32(number) }
        for offset in offsets { section.u32(offset) }
        section.bytes.append(contentsOf: blob.bytes)
        precondition(section.bytes.count == layout.totalLength, "record-areas section layout mismatch")
        return section.bytes
    }
}
