import GazetteerIndex

/// The object ids the importer accepts: within ±(2⁶⁰ − 1), the largest identifier an index can hold
/// beside its source kind (``SourceID/maximumValue``).
///
/// OpenStreetMap's ids are far below the bound (nodes pass 10¹⁰ around now); negative ids, which editors
/// give objects not yet uploaded, are read but make no records. An id past the bound is a damaged file,
/// refused where it is read with its place in the file, rather than stored or clamped to another id.
enum OSMIDRange {
    /// The largest id accepted, and the negative of the smallest.
    static let largest = Int64(SourceID.maximumValue)

    /// Whether `id` is an id the importer accepts. O(1).
    @inline(__always)
    static func contains(_ id: Int64) -> Bool {
        id >= -largest && id <= largest
    }

    /// The problem's wording for `id` out of range, shared by the PBF and XML readers.
    static func outOfRange(_ id: Int64, kind: String) -> String {
        "\(kind) id \(id) is out of range (ids lie within ±\(largest), the largest an index can hold)"
    }
}
