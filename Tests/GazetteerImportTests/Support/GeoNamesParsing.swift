@_spi(Internals) import GazetteerImport
import GazetteerIndex
import GazetteerTestSupport

/// Runs the GeoNames row parser on byte arrays.
enum GeoNamesParsing {
    /// Parses one line (without its line feed) into `batch`.
    static func parse(_ line: [UInt8], into batch: inout RecordBatch) -> GeoNamesRowParser.Outcome {
        line.withUnsafeBufferPointer { GeoNamesRowParser.parse($0, into: &batch) }
    }

    /// The outcome of one line on its own.
    static func outcome(_ line: [UInt8]) -> GeoNamesRowParser.Outcome {
        var batch = RecordBatch()
        return parse(line, into: &batch)
    }

    /// The place one valid line becomes, read back from a written index.
    static func place(_ line: [UInt8], in directory: TemporaryDirectory) throws -> Place? {
        var batch = RecordBatch()
        guard parse(line, into: &batch) == .added else { return nil }
        let index = try IndexFile.open([batch], in: directory)
        return index.count == 1 ? index.place(at: 0) : nil
    }
}
