import Foundation
import GazetteerImport
import GazetteerIndex
import GazetteerTestSupport

/// Writes and reads back indexes for tests.
enum IndexFile {
    /// Writes `batches` with `IndexBuilder` into `directory` and opens the result.
    static func open(
        _ batches: [RecordBatch], in directory: TemporaryDirectory, named name: String = "batches.gazetteer"
    ) throws -> Gazetteer {
        let builder = IndexBuilder(options: IndexBuilder.Options(createdAt: 0))
        for batch in batches { try builder.add(batch) }
        let path = directory.path + "/" + name
        _ = try builder.write(to: path)
        return try Gazetteer(path: path)
    }

    /// Runs an `BuildJob` of `inputs` into `directory` (no timestamp) and opens the index.
    static func build(
        _ inputs: [String], in directory: TemporaryDirectory, named name: String = "build.gazetteer",
        options: ImportOptions = ImportOptions(threads: 2)
    ) throws -> (index: Gazetteer, result: BuildJob.Result) {
        let path = directory.path + "/" + name
        let build = BuildJob(
            inputs: inputs, output: path, options: options, indexOptions: IndexBuilder.Options(createdAt: 0))
        let result = try build.run()
        return (try Gazetteer(path: path), result)
    }

    /// The names of the files in `directory`.
    static func contents(of directory: TemporaryDirectory) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
    }
}

extension Gazetteer {
    /// Every record, in index order.
    var allPlaces: [Place] { (0..<count).map(place(at:)) }

    /// The record with GeoNames id `geonameid`, by a full scan.
    func place(geonameid: UInt64) -> Place? {
        allPlaces.first { $0.id == SourceID(kind: .geonames, value: geonameid) }
    }
}
