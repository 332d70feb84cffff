import Foundation

/// Settings shared by the importers.
public struct ImportOptions: Sendable {
    /// Worker threads for parsing (the reading thread comes on top). Default: all cores.
    public var threads: Int
    /// Turn the first row-level problem into a fatal error.
    public var strict: Bool
    /// Zip-bomb protection for compressed inputs.
    public var limits: DecompressionLimits

    public init(threads: Int? = nil, strict: Bool = false, limits: DecompressionLimits = DecompressionLimits()) {
        self.threads = max(1, threads ?? ProcessInfo.processInfo.activeProcessorCount)
        self.strict = strict
        self.limits = limits
    }
}
