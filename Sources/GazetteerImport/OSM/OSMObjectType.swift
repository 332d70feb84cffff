/// The three kinds of OSM object; also what a relation member is.
enum OSMObjectType: UInt8, Sendable {
    case node = 0, way = 1, relation = 2
}
