/// What a build's memory budget did.
public struct MemoryReport: Sendable, Equatable {
    /// The budget, in bytes.
    public var limit: Int
    /// The most bytes the build's lists held in spill files at once (0: nothing spilled).
    public var spilledBytes: Int
    /// The most memory of its own (resident and not backed by a file) the build held; spilled
    /// lists' pages count in its resident size too, but the system reclaims them when short.
    public var peakOwnBytes: Int
    /// Why a list that should have spilled stayed in memory, if one did.
    public var spillFailure: String?
}
