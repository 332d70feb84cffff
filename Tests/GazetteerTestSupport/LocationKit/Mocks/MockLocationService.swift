import Dispatch
import LocationKit
import Testing

/// The error a mock reports for a call it did not expect.
public struct UnexpectedCall: Error, CustomStringConvertible {
    public let description: String

    public init(description: String) {
        self.description = description
    }
}

/// A location service with canned answers that records every address it is asked about.
///
/// It keeps the protocol's contract: a blank address fails with `invalidAddressString`.
/// Built with ``unexpected``, any call records a test issue.
public final class MockLocationService: LocationService {
    public enum Behavior {
        /// Answers at once, on the calling thread.
        case answer((String) -> Result<[Location], LocationServiceError>)
        /// Answers from a background queue.
        case answerInBackground((String) -> Result<[Location], LocationServiceError>)
        /// Keeps the completion until the test calls ``complete(_:with:)``.
        case hold
        /// Records an issue: the test expects no call.
        case unexpected
    }

    private let behavior: Behavior
    /// Every address asked about, in order, blank ones included.
    public private(set) var addresses: [String] = []
    private var held: [String: Completion] = [:]

    public init(_ behavior: Behavior) {
        self.behavior = behavior
    }

    /// A service that finds `locations` for every address.
    public static func returning(_ locations: [Location]) -> MockLocationService {
        MockLocationService(.answer { _ in .success(locations) })
    }

    /// A service that fails every search with `error`.
    public static func failing(with error: LocationServiceError) -> MockLocationService {
        MockLocationService(.answer { _ in .failure(error) })
    }

    /// A service that no test expects to be asked.
    public static var unexpected: MockLocationService { MockLocationService(.unexpected) }

    public func geocode(addressString: String, completion: @escaping Completion) {
        addresses.append(addressString)
        if case .unexpected = behavior {
            Issue.record("geocode(addressString: \(String(reflecting: addressString))) was not expected")
            completion(.failure(.requestFailed(UnexpectedCall(description: "geocode"))))
            return
        }
        let address: String
        do {
            address = try LocationServiceError.validate(addressString: addressString)
        } catch {
            completion(.failure(error))
            return
        }
        switch behavior {
        case .answer(let answer):
            completion(answer(address))
        case .answerInBackground(let answer):
            let result = answer(address)
            nonisolated(unsafe) let completion = completion
            DispatchQueue.global().async { completion(result) }
        case .hold:
            held[address] = completion
        case .unexpected:
            break
        }
    }

    /// Answers the held search for `address`; records an issue if there is none.
    public func complete(_ address: String, with result: Result<[Location], LocationServiceError>) {
        guard let completion = held.removeValue(forKey: address) else {
            Issue.record("no search for \(String(reflecting: address)) is held")
            return
        }
        completion(result)
    }
}
