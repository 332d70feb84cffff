import Foundation

/// Settings shared by the importers.
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

    /// - Parameter threads: worker threads, clamped to 1…``maximumThreads``; `nil` for one per core.
    public init(threads: Int? = nil, strict: Bool = false, limits: DecompressionLimits = DecompressionLimits()) {
        self.threads = min(max(1, threads ?? ProcessInfo.processInfo.activeProcessorCount), Self.maximumThreads)
        self.strict = strict
        self.limits = limits
    }
}
