import LocationKit
import Testing

/// The ``LocationService`` contract, checked against any implementation.
@MainActor
public enum LocationServiceScenarios {
    /// Addresses that hold nothing but whitespace.
    public static let blankAddresses = ["", " ", "\t\n  "]

    /// Geocoding a blank address fails with `invalidAddressString`, through the completion
    /// and through the async variant, and the completion is called once.
    public static func blankAddressesAreRejected(
        service: LocationService,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async {
        for address in blankAddresses {
            let answers = Recorder<Result<[Location], LocationServiceError>>()
            service.geocode(addressString: address) { answers.record($0) }
            let first = await answers.wait()
            await drainMainQueue()
            #expect(answers.values.count == 1, "\(String(reflecting: address))", sourceLocation: sourceLocation)
            guard case .failure(.invalidAddressString)? = first?.first else {
                Issue.record("\(String(reflecting: address)) gave \(String(describing: first))", sourceLocation: sourceLocation)
                continue
            }

            do {
                let found = try await service.geocode(addressString: address)
                Issue.record("\(String(reflecting: address)) found \(found)", sourceLocation: sourceLocation)
            } catch .invalidAddressString {
            } catch {
                Issue.record("\(String(reflecting: address)) threw \(error)", sourceLocation: sourceLocation)
            }
        }
    }

    /// The async variant returns what the completion delivers for the same address.
    ///
    /// - Returns: The locations found, for the caller's own expectations.
    @discardableResult
    public static func asyncGeocodeAgreesWithTheCompletion(
        service: LocationService,
        address: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async -> [Location] {
        let answers = Recorder<Result<[Location], LocationServiceError>>()
        service.geocode(addressString: address) { answers.record($0) }
        guard case .success(let expected)? = await answers.wait()?.first else {
            Issue.record("\"\(address)\" failed: \(answers.values)", sourceLocation: sourceLocation)
            return []
        }
        do {
            let found = try await service.geocode(addressString: address)
            #expect(found == expected, sourceLocation: sourceLocation)
            return found
        } catch {
            Issue.record("\"\(address)\" threw \(error)", sourceLocation: sourceLocation)
            return []
        }
    }
}
