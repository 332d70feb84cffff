/// Turns an address typed by a person into matching locations.
///
/// Contract for implementations:
/// - An empty or whitespace-only `addressString` fails with ``LocationServiceError/invalidAddressString``
///   (``LocationServiceError/validate(addressString:)`` performs that check).
/// - The completion is called exactly once, on any queue; callers hop to their own.
/// - No match is a success with an empty array, not an error.
public protocol LocationService {
    /// Receives the matching locations, best first, or the reason for failure.
    typealias Completion = (Result<[Location], LocationServiceError>) -> Void

    /// Searches for locations matching an address.
    ///
    /// - Parameters:
    ///   - addressString: A place name or address, e.g. "Vaduz".
    ///   - completion: Called exactly once with the matches or an error.
    func geocode(addressString: String, completion: @escaping Completion)
}
