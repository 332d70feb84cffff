/// A visitor that gathers what it needs from one block of objects (a PBF block, or a run of XML
/// objects) and hands it over as a value, so blocks can be visited on worker threads.
protocol OSMBlockVisitor: OSMObjectVisitor, SendableMetatype {
    associatedtype Block: Sendable
    /// The block's result; the visitor starts afresh.
    mutating func finish() -> Block
}
