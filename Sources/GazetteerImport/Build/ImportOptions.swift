import Foundation

/// Settings shared by every importer.
public struct ImportOptions: Sendable {
    /// The most worker threads an import uses: 4 per core. More only add memory and contention
    /// (each holds blocks in flight), and tens of thousands would exhaust the process.
    public static let maximumThreads = 4 * ProcessInfo.processInfo.activeProcessorCount

    /// Worker threads for parsing (the reading thread comes on top): 1 to ``maximumThreads``.
    /// Default: all cores.
    public var threads: Int {
        didSet { threads = min(max(1, threads), Self.maximumThreads) }
    }
    /// Turn the first row-level problem into a fatal error.
    public var strict: Bool
    /// Zip-bomb protection for compressed inputs.
    public var limits: DecompressionLimits
    /// Where large temporary files go (the OpenStreetMap node location store); `nil` for the system's
    /// temporary directory. A build puts them beside its output. They are removed as soon as they are
    /// created, so nothing is left behind even if the process is killed.
    public var temporaryDirectory: String?
    /// Names by language of GeoNames records, by geonameid (``AlternateNamesLoader``); `nil`: none.
    public var alternateNames: AlternateNameTable?
    /// The build's memory budget in bytes (a build sets it from its index options): the OpenStreetMap
    /// node store's temporary files are mapped into memory, and once the process's file-backed
    /// resident memory passes half of this, the store lets go of its mapped pages (they stay in the
    /// page cache, and a later lookup maps them again). `nil`: the store keeps what it touches mapped.
    public var memoryBudget: Int?

    /// - Parameters:
    ///   - threads: parsing threads, clamped to 1…``maximumThreads``; `nil` for one per core.
    ///   - strict: stop at the first bad row.
    ///   - limits: decompression limits for compressed input.
    ///   - temporaryDirectory: where large temporary files go.
    public init(
        threads: Int? = nil, strict: Bool = false, limits: DecompressionLimits = DecompressionLimits(),
        temporaryDirectory: String? = nil
    ) {
        self.threads = min(max(1, threads ?? ProcessInfo.processInfo.activeProcessorCount), Self.maximumThreads)
        self.strict = strict
        self.limits = limits
        self.temporaryDirectory = temporaryDirectory
    }
}
