import GazetteerIndex

/// Parses `--bbox WEST,SOUTH,EAST,NORTH` into a checked box; a bad one is a usage error naming the edge.
enum BoxArgument {
    static func parse(_ text: String) throws -> BoundingBox {
        do {
            return try BoundingBox(parsing: text)
        } catch {
            throw UsageError(description: "--bbox: \(error)")
        }
    }
}
