import Dispatch
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import LocationKit

/// An ``LocationKit/AmenityRequest`` that asks a Photon server over HTTP for the amenities of
/// one type around a point.
///
/// A search is `GET /reverse?lat=&lon=&radius=KM&osm_tag=amenity:VALUE&limit=LIMIT`, Photon's
/// documented way to find the nearest objects with a tag. The answer is checked rather than
/// trusted: features with another `osm_key`/`osm_value` or farther than the radius are dropped,
/// and the rest are sorted nearest first. Each becomes an ``LocationKit/Amenity``: its id as in
/// ``RemoteGeocoder`` (`osm:node/…`), its name or the type's title, a description such as
/// "120 m away at Städtle 38 in Vaduz, Liechtenstein", and `isAccessible` from the `wheelchair`
/// tag when the server sends extra tags.
///
/// The session is injected, as for ``RemoteGeocoder``. Every completion is called exactly once
/// and asynchronously on ``callbackQueue``. The protocol's block only says `(false, nil)` on
/// failure; ``amenities(of:near:radiusMeters:completion:)`` gives the reason as well.
public final class RemoteAmenityRequest: AmenityRequest, Sendable {
    /// The server's address, e.g. `http://localhost:2322`.
    public var baseURL: URL { client.baseURL }
    /// The most amenities one search asks for.
    public let limit: Int
    /// How long a request may take, in seconds.
    public var timeout: TimeInterval { client.timeout }
    /// The queue on which completions are called.
    public let callbackQueue: DispatchQueue
    private let client: PhotonClient

    /// Creates a request for the Photon server at `baseURL`.
    ///
    /// - Parameters:
    ///   - baseURL: The server's address; a path prefix is kept.
    ///   - session: The session requests go through; `URLSession.shared` unless you inject one.
    ///   - limit: The most amenities one search asks for.
    ///   - timeout: How long a request may take, in seconds, before it fails as timed out.
    ///   - callbackQueue: Where completions are called; the main queue unless you choose another.
    /// - Precondition: `limit > 0` and `timeout > 0`.
    public init(
        baseURL: URL, session: URLSession = .shared, limit: Int = 100, timeout: TimeInterval = 10,
        callbackQueue: DispatchQueue = .main
    ) {
        precondition(limit > 0, "limit must be positive, not \(limit)")
        precondition(timeout > 0, "timeout must be positive, not \(timeout)")
        client = PhotonClient(baseURL: baseURL, session: session, timeout: timeout)
        self.limit = limit
        self.callbackQueue = callbackQueue
    }

    /// Finds amenities of `type` within `radius` meters and calls `completionBlock` on ``callbackQueue``.
    ///
    /// The block receives `(true, amenities)`, nearest first (an empty array when none is in
    /// range), or `(false, nil)` when the point or radius is invalid or the request failed.
    public func getAmenities(
        of type: AmenityType,
        latitude: Double,
        longitude: Double,
        radius: Double,
        completionBlock: @escaping CompletionBlock
    ) {
        amenities(of: type, near: Coordinates(latitude: latitude, longitude: longitude), radiusMeters: radius) {
            switch $0 {
            case .success(let found): completionBlock(true, found)
            case .failure: completionBlock(false, nil)
            }
        }
    }

    /// Finds amenities of `type` within `radiusMeters` of `center`, with the reason for a failure.
    ///
    /// - Parameters:
    ///   - type: The kind of amenity to find.
    ///   - center: The centre of the search.
    ///   - radiusMeters: The search radius in meters; positive and finite.
    ///   - completion: Called exactly once on ``callbackQueue`` with the amenities, nearest first,
    ///     or the failure; ``RemoteServiceError/invalidRequest(reason:)`` names an invalid point or radius.
    /// - Returns: The request in flight, or `nil` when the point or radius is invalid.
    @discardableResult
    public func amenities(
        of type: AmenityType, near center: Coordinates, radiusMeters: Double,
        completion: @escaping (Result<[Amenity], RemoteServiceError>) -> Void
    ) -> RemoteRequest? {
        nonisolated(unsafe) let completion = completion
        let callbackQueue = callbackQueue
        guard LocationFix.isAvailable((center.latitude, center.longitude)), radiusMeters.isFinite, radiusMeters > 0 else {
            let reason = RemoteServiceError.invalidRequest(
                reason: "a search at \(center.latitude), \(center.longitude) within \(radiusMeters) m is not a valid search")
            callbackQueue.async { completion(.failure(reason)) }
            return nil
        }
        let url: URL
        do {
            url = try client.url("reverse", [
                ("lat", "\(center.latitude)"), ("lon", "\(center.longitude)"),
                ("radius", "\(radiusMeters / 1_000)"), ("osm_tag", "\(type.osmKey):\(type.osmValue)"),
                ("limit", String(limit)),
            ])
        } catch {
            callbackQueue.async { completion(.failure(error)) }
            return nil
        }
        let limit = limit
        return client.features(at: url) { result in
            let answer = result.map { Self.amenities($0, of: type, near: center, radiusMeters: radiusMeters, limit: limit) }
            callbackQueue.async { completion(answer) }
        }
    }

    /// The features of `type` within the radius, nearest first, at most `limit`, as amenities.
    private static func amenities(
        _ features: [PhotonFeature], of type: AmenityType, near center: Coordinates, radiusMeters: Double, limit: Int
    ) -> [Amenity] {
        features
            .filter { $0.category == nil || $0.category == type.osmTag }
            .map { feature in (feature, center.distanceMeters(to: Coordinates(latitude: feature.latitude, longitude: feature.longitude))) }
            .filter { $0.1 <= radiusMeters }
            .sorted { $0.1 < $1.1 }
            .prefix(limit)
            .map { feature, distance in
                let location = feature.location
                return Amenity(
                    id: location.id,
                    title: feature.properties.name ?? type.title,
                    locationDescription: Amenity.locationDescription(of: location, distanceMeters: distance),
                    coordinates: location.coordinates,
                    isAccessible: feature.properties.extra["wheelchair"] == "yes")
            }
    }
}
