import Foundation

/// Settings for ``OSMImporter/run(path:options:deliver:)``.
public struct OSMImportOptions: Sendable {
    /// Threads decoding PBF blobs (1 to ``ImportOptions/maximumThreads``); 1 decodes on the calling
    /// thread. XML is always read on the calling thread.
    public var threads: Int {
        didSet { threads = min(max(1, threads), ImportOptions.maximumThreads) }
    }
    /// Limits for the decompression of `.osm.gz` input.
    public var limits: DecompressionLimits

    /// - Parameters:
    ///   - threads: PBF decoding threads; by default one per active processor core.
    ///   - limits: decompression limits for gzip input.
    public init(threads: Int = ProcessInfo.processInfo.activeProcessorCount, limits: DecompressionLimits = .init()) {
        self.threads = min(max(1, threads), ImportOptions.maximumThreads)
        self.limits = limits
    }
}
