/// Checks an OSMHeader block: every feature it requires must be one this reader implements.
///
/// Supported: `OsmSchema-V0.6` and `DenseNodes`. `HistoricalInformation` is refused on purpose: a history
/// file holds every version of every object, deleted ones included, which makes no sense for a gazetteer
/// (extract a snapshot with `osmium time-filter` first). Optional features are ignored.
enum PBFHeaderBlock {
    static let supportedFeatures: Set<String> = ["OsmSchema-V0.6", "DenseNodes"]

    /// Reads `required_features` (field 4) from a HeaderBlock and refuses the unknown ones.
    static func validate(_ data: UnsafeRawBufferPointer) throws(PBFProblem) {
        var reader = ProtobufReader(data)
        var required: [String] = []
        do throws(ProtobufError) {
            while let field = try reader.nextField() {
                if field.number == 4 {
                    required.append(String(decoding: try reader.readLengthDelimited(field), as: UTF8.self))
                } else {
                    try reader.skip(field.wireType)
                }
            }
        } catch {
            throw .malformed("HeaderBlock: \(error)")
        }
        for feature in required where !supportedFeatures.contains(feature) {
            if feature == "HistoricalInformation" { throw .historyNotSupported }
            throw .unknownRequiredFeature(feature)
        }
    }
}
