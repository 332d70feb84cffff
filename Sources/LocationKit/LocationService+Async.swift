extension LocationService {
    /// Searches for locations matching an address, suspending until the service answers.
    ///
    /// Built on ``geocode(addressString:completion:)``; the caller's isolation is kept.
    ///
    /// - Parameters:
    ///   - addressString: A place name or address, e.g. "Vaduz".
    ///   - isolation: The actor the caller runs on; leave the default.
    /// - Returns: The matching locations, best first; empty when nothing matches.
    /// - Throws: ``LocationServiceError/invalidAddressString`` for an empty or whitespace-only
    ///   address, ``LocationServiceError/requestFailed(_:)`` when the service fails.
    public func geocode(
        addressString: String,
        isolation: isolated (any Actor)? = #isolation
    ) async throws(LocationServiceError) -> [Location] {
        let result = await withCheckedContinuation { continuation in
            geocode(addressString: addressString) { result in
                continuation.resume(returning: result)
            }
        }
        return try result.get()
    }
}
