import Foundation

/// Why a ``LocationService`` could not geocode an address.
public enum LocationServiceError: Error, CustomStringConvertible, LocalizedError {
    /// The address was empty or held only whitespace.
    case invalidAddressString
    /// The service failed for a reason of its own, which is wrapped.
    case requestFailed(Error)

    /// A sentence a person can read.
    public var description: String {
        switch self {
        case .invalidAddressString:
            return "The address is empty."
        case .requestFailed(let underlying):
            return "The location search failed: \(underlying)"
        }
    }

    /// The same text as ``description``, for `localizedDescription`.
    public var errorDescription: String? { description }

    /// Checks an address the way every ``LocationService`` must before searching.
    ///
    /// - Parameter addressString: The address as the user typed it.
    /// - Returns: The address with leading and trailing whitespace removed.
    /// - Throws: ``invalidAddressString`` if nothing but whitespace remains.
    /// - Complexity: O(*n*) in the length of the address.
    public static func validate(addressString: String) throws(LocationServiceError) -> String {
        let trimmed = addressString.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { throw .invalidAddressString }
        return trimmed
    }
}
