/// Why four numbers do not make a bounding box (``BoundingBox/init(west:south:east:north:)``).
///
/// ``description`` names the edge at fault and the value given, in one line.
public enum BoundingBoxError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The text does not hold exactly four comma-separated numbers; `count` is how many parts it has.
    case wrongCount(text: String, count: Int)
    /// A part is not a number (or is infinite or NaN).
    case notANumber(edge: String, text: String)
    /// A latitude outside -90…90.
    case latitudeOutOfRange(edge: String, value: Double)
    /// A longitude outside -180…180.
    case longitudeOutOfRange(edge: String, value: Double)
    /// The south edge lies north of the north edge.
    case southAboveNorth(south: Double, north: Double)

    public var description: String {
        switch self {
        case let .wrongCount(text, count):
            "expected WEST,SOUTH,EAST,NORTH (four numbers in degrees), got \(count) part\(count == 1 ? "" : "s") in \"\(text.prefix(80))\""
        case let .notANumber(edge, text):
            "the \(edge) edge \"\(text.prefix(40))\" is not a finite number"
        case let .latitudeOutOfRange(edge, value):
            "the \(edge) edge \(value) is not a latitude from -90 to 90"
        case let .longitudeOutOfRange(edge, value):
            "the \(edge) edge \(value) is not a longitude from -180 to 180"
        case let .southAboveNorth(south, north):
            "the south edge \(south) lies north of the north edge \(north)"
        }
    }
}
