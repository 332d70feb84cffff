import Dispatch
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import LocationKit

/// A ``LocationKit/LocationService`` that asks a Photon server over HTTP: komoot's Photon,
/// `gazetteer serve`, or any server that speaks Photon's API.
///
/// A search is `GET /api?q=ADDRESS&limit=LIMIT` (with `&lang=` when a language is set);
/// ``reverseGeocode(latitude:longitude:completion:)`` is `GET /reverse?lat=&lon=&limit=`. The
/// answer, a GeoJSON FeatureCollection, becomes locations as `PhotonFeature.location` describes:
/// ids like `osm:node/240109189`, names, country, state, county, city, street address,
/// `osm_key=osm_value` category and extent.
///
/// The session is injected, so tests can register a `URLProtocol` on an ephemeral configuration
/// and answer without a network. Failures — no connection, an HTTP status outside 200–299, a
/// body that is not a Photon answer, no answer within ``timeout`` seconds, a cancelled request —
/// are delivered as ``LocationKit/LocationServiceError/requestFailed(_:)`` wrapping a
/// ``RemoteServiceError`` that says which.
///
/// Every completion, a blank address's included, is called exactly once and asynchronously on
/// ``callbackQueue``. One geocoder may be used from many threads at once.
public final class RemoteGeocoder: LocationService, Sendable {
    /// The server's address, e.g. `http://localhost:2322`.
    public var baseURL: URL { client.baseURL }
    /// The most locations one search asks for.
    public let limit: Int
    /// The language results are asked in (`lang=`), or `nil` for the server's default.
    public let language: String?
    /// How long a request may take, in seconds.
    public var timeout: TimeInterval { client.timeout }
    /// The queue on which completions are called.
    public let callbackQueue: DispatchQueue
    private let client: PhotonClient

    /// Creates a geocoder for the Photon server at `baseURL`.
    ///
    /// - Parameters:
    ///   - baseURL: The server's address, e.g. `http://localhost:2322`; a path prefix is kept.
    ///   - session: The session requests go through; `URLSession.shared` unless you inject one.
    ///   - limit: The most locations one search asks for.
    ///   - language: The language results are asked in, e.g. "de"; `nil` for the server's default.
    ///   - timeout: How long a request may take, in seconds, before it fails as timed out.
    ///   - callbackQueue: Where completions are called; the main queue unless you choose another.
    /// - Precondition: `limit > 0` and `timeout > 0`.
    public init(
        baseURL: URL, session: URLSession = .shared, limit: Int = 10, language: String? = nil,
        timeout: TimeInterval = 10, callbackQueue: DispatchQueue = .main
    ) {
        precondition(limit > 0, "limit must be positive, not \(limit)")
        precondition(timeout > 0, "timeout must be positive, not \(timeout)")
        client = PhotonClient(baseURL: baseURL, session: session, timeout: timeout)
        self.limit = limit
        self.language = language
        self.callbackQueue = callbackQueue
    }

    /// Searches the server for `addressString` and calls `completion` on ``callbackQueue``.
    ///
    /// - Parameters:
    ///   - addressString: A place name or address, e.g. "Vaduz".
    ///   - completion: Called exactly once with at most ``limit`` locations, in the server's
    ///     order, or the failure.
    public func geocode(addressString: String, completion: @escaping Completion) {
        search(addressString, completion: completion)
    }

    /// Searches the server for `addressString`, as ``geocode(addressString:completion:)``, and
    /// returns the request so it can be cancelled.
    ///
    /// - Returns: The request in flight, or `nil` when the address is blank (the completion then
    ///   receives ``LocationKit/LocationServiceError/invalidAddressString``).
    @discardableResult
    public func search(_ addressString: String, completion: @escaping Completion) -> RemoteRequest? {
        let address: String
        do {
            address = try LocationServiceError.validate(addressString: addressString)
        } catch {
            deliver(.failure(error), to: completion)
            return nil
        }
        var query = [("q", address), ("limit", String(limit))]
        if let language { query.append(("lang", language)) }
        return request("api", query, completion: completion)
    }

    /// Asks the server what is at a point: `GET /reverse?lat=&lon=&limit=`.
    ///
    /// - Parameters:
    ///   - latitude: Latitude in degrees.
    ///   - longitude: Longitude in degrees.
    ///   - completion: Called exactly once on ``callbackQueue`` with the nearest locations first,
    ///     or the failure; ``LocationKit/LocationServiceError/invalidAddressString`` when the
    ///     point is not a valid coordinate.
    /// - Returns: The request in flight, or `nil` for an invalid point.
    @discardableResult
    public func reverseGeocode(latitude: Double, longitude: Double, completion: @escaping Completion) -> RemoteRequest? {
        guard LocationFix.isAvailable((latitude, longitude)) else {
            deliver(.failure(.invalidAddressString), to: completion)
            return nil
        }
        var query = [("lat", "\(latitude)"), ("lon", "\(longitude)"), ("limit", String(limit))]
        if let language { query.append(("lang", language)) }
        return request("reverse", query, completion: completion)
    }

    private func request(_ path: String, _ query: [(String, String)], completion: @escaping Completion) -> RemoteRequest? {
        let url: URL
        do {
            url = try client.url(path, query)
        } catch {
            deliver(.failure(.requestFailed(error)), to: completion)
            return nil
        }
        nonisolated(unsafe) let completion = completion
        let callbackQueue = callbackQueue
        return client.features(at: url) { result in
            let answer = result.map { $0.map(\.location) }.mapError { LocationServiceError.requestFailed($0) }
            callbackQueue.async { completion(answer) }
        }
    }

    private func deliver(_ result: Result<[Location], LocationServiceError>, to completion: @escaping Completion) {
        // The completion is called exactly once, on one queue, so handing it across is safe.
        nonisolated(unsafe) let completion = completion
        callbackQueue.async { completion(result) }
    }
}
