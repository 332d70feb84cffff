import LocationKit

/// Why a ``FallbackGeocoder`` failed: its primary service failed and so did its fallback.
public struct FallbackFailure: Error, CustomStringConvertible {
    /// The primary service's failure.
    public let primary: LocationServiceError
    /// The fallback service's failure.
    public let fallback: LocationServiceError

    /// A sentence naming both causes.
    public var description: String {
        "The primary service failed (\(primary)), and so did the fallback (\(fallback))."
    }
}
