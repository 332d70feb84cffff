#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension IndexBuilder {
    /// Orders the records spatially, builds the name index and writes the file.
    ///
    /// The file is written to a temporary file beside `path`, synced, then renamed over `path`:
    /// an existing index stays intact until the new one is complete, and a failure leaves nothing.
    /// - Precondition: called once per builder (writing hands the names over to free memory).
    /// - Throws: ``IndexError/writeFailed(path:code:)``, ``IndexError/interrupted(path:)``, or
    ///   ``IndexError/tooLarge(reason:)``.
    /// - Complexity: O(n log n) in the records and names added.
    public func write(to path: String) throws(IndexError) -> BuildSummary {
        precondition(!hasWritten, "IndexBuilder.write(to:) is called once per builder")
        hasWritten = true
        let kept = keptRecords()
        let level = options.gridLevel.map { min(max($0, 1), GridGeometry.maximumDirectoryLevel) }
            ?? GridGeometry.directoryLevel(forRecordCount: kept.count)
        let order = spatialOrder(kept)
        let areas = try areaSections(order)
        var newIndex = [UInt32](repeating: UInt32.max, count: records.count)
        for (position, entry) in order.enumerated() { newIndex[Int(entry.record)] = UInt32(position) }

        let (sortedCodes, renumbering) = codes.sorted()
        var importance = [UInt16](); importance.reserveCapacity(order.count)
        var recordNames = [UInt32](); recordNames.reserveCapacity(order.count)
        var cellCounts = [UInt32](repeating: 0, count: (1 << (2 * level)) + 1)
        var countriesSeen = Set<UInt16>()
        for entry in order {
            let record = records[Int(entry.record)]
            importance.append(record.importance)
            recordNames.append(record.name)
            cellCounts[Int(entry.morton >> UInt64(64 - 2 * level))] += 1
            if record.country != 0 { countriesSeen.insert(record.country) }
        }
        var cells = ByteWriter(capacity: cellCounts.count * 4)
        var running: UInt32 = 0
        for count in cellCounts {
            cells.u32(running)
            running &+= count
        }

        // The name index (the larger job) is built on another core while this one writes the records.
        // The name entries are handed over (and freed as soon as they are converted).
        var entries: [NameEntry] = []
        swap(&entries, &names)
        let (nameIndex, recordBytes) = concurrently({
            NameIndexBuilder(
                keyBytes: keyBytes, importance: importance, recordNames: recordNames,
                topListLength: options.topListLength, heavyThreshold: options.heavyThreshold
            ).build(&entries, newNumbers: newIndex)
        }, {
            fixedWidthSection(count: order.count, stride: IndexFormat.recordSize) { position, entry in
                writeRecord(records[Int(order[position].record)], renumbering: renumbering, into: &entry)
            }
        })

        var codeSection = ByteWriter()
        for code in sortedCodes { codeSection.u32(strings.reference(of: code)) }
        let admin1Section = admin1Table()
        let countrySection = countryTable(countriesSeen)
        let createdAt = options.createdAt ?? Int64(time(nil))

        var parameters = ByteWriter(capacity: IndexFormat.parametersSize)
        for value in [
            order.count, level, nameIndex.keyCount, nameIndex.postingCount, nameIndex.prefixCount,
            options.topListLength, options.heavyThreshold, sortedCodes.count - 1, admin1Order.count,
            countriesSeen.count,
        ] {
            parameters.u32(UInt32(value))
        }
        parameters.u64(UInt64(bitPattern: createdAt))
        parameters.u32(NameFoldTable.fingerprint)
        parameters.bytes.append(contentsOf: repeatElement(0, count: IndexFormat.parametersSize - parameters.bytes.count))

        let metadata = IndexMetadata(
            formatVersion: Int(IndexFormat.version), createdAt: createdAt, recordCount: order.count,
            duplicateCount: duplicateCount, bounds: bounds(order), inputs: inputs,
            sources: Dictionary(uniqueKeysWithValues: sourceCounts(order)),
            categories: Dictionary(uniqueKeysWithValues: categoryCounts(order, codes: codes.codes).prefix(50)))

        let sections: [(SectionKind, [UInt8])] = [
            (.parameters, parameters.bytes), (.records, recordBytes), (.cells, cells.bytes),
            (.codes, codeSection.bytes), (.admin1, admin1Section), (.countries, countrySection),
            (.keys, nameIndex.keys.bytes), (.keyIndex, nameIndex.keyIndex),
            (.postings, nameIndex.postings), (.postingRanks, nameIndex.ranks),
            (.prefixes, nameIndex.prefixes.bytes), (.prefixTop, nameIndex.prefixTop.bytes),
            (.metadata, metadata.encoded()), (.boundaries, areas.boundaries), (.recordAreas, areas.recordAreas),
            (.strings, strings.pool),
        ]
        let size = try IndexFileWriter.write(sections, to: path)
        return BuildSummary(
            recordCount: order.count, duplicateCount: duplicateCount, nameCount: nameIndex.postingCount,
            keyCount: nameIndex.keyCount, fileSize: size, gridLevel: level)
    }

    /// Checks that an index can be written at `path` (its directory exists and takes a new file)
    /// by creating and removing the temporary file a build would write, so that a wrong output
    /// path fails before a long import rather than after it.
    ///
    /// - Throws: ``IndexError/writeFailed(path:code:)``.
    public static func checkWritable(_ path: String) throws(IndexError) {
        try TemporaryFile(near: path).discard()
    }

    /// Indices of the records to keep: for each id, the last one added.
    private func keptRecords() -> [UInt32] {
        var order = Array(0..<UInt32(records.count))
        order.sort { records[Int($0)].id != records[Int($1)].id ? records[Int($0)].id < records[Int($1)].id : $0 < $1 }
        var kept: [UInt32] = []
        kept.reserveCapacity(order.count)
        var dropped = 0
        for (position, index) in order.enumerated() {
            if position + 1 < order.count && records[Int(order[position + 1])].id == records[Int(index)].id {
                dropped += 1
                continue
            }
            kept.append(index)
        }
        duplicateCount = dropped
        return kept
    }

    private func spatialOrder(_ kept: [UInt32]) -> [(morton: UInt64, record: UInt32)] {
        var order = kept.map { index in
            let record = records[Int(index)]
            return (morton: GridGeometry.morton(latitudeE7: record.latitudeE7, longitudeE7: record.longitudeE7), record: index)
        }
        order.sort { lhs, rhs in
            lhs.morton != rhs.morton ? lhs.morton < rhs.morton : records[Int(lhs.record)].id < records[Int(rhs.record)].id
        }
        return order
    }

    /// The box around the kept records.
    private func bounds(_ order: [(morton: UInt64, record: UInt32)]) -> BoundingBox? {
        guard !order.isEmpty else { return nil }
        var result = (Int32.max, Int32.max, Int32.min, Int32.min)
        for entry in order {
            let record = records[Int(entry.record)]
            result.0 = min(result.0, record.latitudeE7)
            result.1 = min(result.1, record.longitudeE7)
            result.2 = max(result.2, record.latitudeE7)
            result.3 = max(result.3, record.longitudeE7)
        }
        return BoundingBox(
            minLatitude: FixedPoint.degrees(result.0), minLongitude: FixedPoint.degrees(result.1),
            maxLatitude: FixedPoint.degrees(result.2), maxLongitude: FixedPoint.degrees(result.3))
    }

    private func writeRecord(_ record: Record, renumbering: [UInt16], into writer: inout EntryWriter) {
        writer.put(record.latitudeE7)
        writer.put(record.longitudeE7)
        writer.put(record.id)
        writer.put(record.name)
        writer.put(record.population)
        writer.put(record.tags)
        writer.put(record.admin1)
        writer.put(renumbering[Int(record.featureCode)])
        writer.put(renumbering[Int(record.category)])
        writer.put(record.importance)
        writer.put(record.country)
        writer.put(record.featureClass)
        writer.put(record.flags)
    }

    private func admin1Table() -> [UInt8] {
        var table = ByteWriter(capacity: (admin1Order.count + 1) * IndexFormat.admin1EntrySize)
        table.bytes.append(contentsOf: repeatElement(0, count: IndexFormat.admin1EntrySize))
        for key in admin1Order {
            let country = CountryCode.unpack(key.country)
            let name = admin1Names["\(country).\(key.code)"] ?? ""
            table.u16(key.country)
            table.u16(0)
            table.u32(strings.reference(of: key.code))
            table.u32(strings.reference(of: name))
        }
        return table.bytes
    }

    private func countryTable(_ seen: Set<UInt16>) -> [UInt8] {
        var table = ByteWriter()
        for code in seen.sorted(by: { CountryCode.unpack($0) < CountryCode.unpack($1) }) {
            table.u16(code)
            table.u16(0)
            table.u32(strings.reference(of: countryNames[CountryCode.unpack(code)] ?? ""))
        }
        return table.bytes
    }

    private func sourceCounts(_ order: [(morton: UInt64, record: UInt32)]) -> [(String, Int)] {
        var perKind = [Int](repeating: 0, count: 16)
        for entry in order { perKind[Int(records[Int(entry.record)].id >> 60)] += 1 }
        var counts: [String: Int] = [:]
        for (kind, count) in perKind.enumerated() where count > 0 {
            let source = SourceID.Kind(rawValue: UInt8(kind)).map { SourceID(kind: $0, value: 0).source } ?? "unknown"
            counts[source, default: 0] += count
        }
        return counts.sorted { $0.key < $1.key }
    }

    private func categoryCounts(_ order: [(morton: UInt64, record: UInt32)], codes: [String]) -> [(String, Int)] {
        var counts = [Int](repeating: 0, count: codes.count)
        for entry in order { counts[Int(records[Int(entry.record)].category)] += 1 }
        return counts.indices.dropFirst()
            .filter { counts[$0] > 0 }
            .map { (codes[$0], counts[$0]) }
            .sorted { $0.1 != $1.1 ? $0.1 > $1.1 : $0.0 < $1.0 }
    }
}
