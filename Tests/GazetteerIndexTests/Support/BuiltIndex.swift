import GazetteerIndex
import GazetteerTestSupport

/// An index built from test records in its own temporary directory, opened, and removed when released.
final class BuiltIndex {
    let directory: TemporaryDirectory
    let path: String
    let summary: BuildSummary
    let gazetteer: Gazetteer
    /// The record that each record number holds (for each id, the last one added).
    let records: [TestRecord]

    /// Builds from `input` in batches of `batchSize`, writes the file and opens it.
    init(
        _ input: [TestRecord], options: IndexBuilder.Options = IndexBuilder.Options(),
        countryNames: [String: String] = [:], admin1Names: [String: String] = [:], batchSize: Int = 997,
        boundaries: [BoundaryPolygon] = []
    ) throws {
        directory = try TemporaryDirectory()
        path = directory.file("index.gaz")
        let builder = IndexBuilder(options: options)
        builder.setCountryNames(countryNames)
        builder.setAdmin1Names(admin1Names)
        builder.addInput("generated test records")
        if !boundaries.isEmpty {
            var batch = RecordBatch()
            batch.boundaries = boundaries
            try builder.add(batch)
        }
        var start = 0
        while start < input.count {
            var batch = RecordBatch()
            for record in input[start..<min(start + batchSize, input.count)] {
                batch.append(record.fields, name: record.name, alternateNames: record.alternateNames)
            }
            try builder.add(batch)
            start += batchSize
        }
        summary = try builder.write(to: path)
        gazetteer = try Gazetteer(path: path)

        var latest: [UInt64: TestRecord] = [:]
        for record in input { latest[record.fields.id.packed] = record }
        var records: [TestRecord] = []
        records.reserveCapacity(gazetteer.count)
        for number in 0..<gazetteer.count {
            guard let record = latest[gazetteer.place(at: number).id.packed] else {
                throw BuiltIndexProblem.unknownRecord(number)
            }
            records.append(record)
        }
        self.records = records
    }
}

enum BuiltIndexProblem: Error {
    case unknownRecord(Int)
}
