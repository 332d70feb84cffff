/// How a format recognised a file.
public enum ImportRecognition: Sendable, Equatable {
    /// The bytes say so (PBF framing, an `<osm` root element).
    case byContent
    /// Only the file name says so (`.txt`, `.osm.pbf`).
    case byName
    /// Not this format.
    case no
}
