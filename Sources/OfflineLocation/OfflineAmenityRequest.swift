import Dispatch
import Foundation
import GazetteerIndex
import LocationKit

/// An ``AmenityRequest`` that answers from an offline ``Gazetteer`` index, with no network.
///
/// A search returns the places tagged with the type's OpenStreetMap category
/// (``LocationKit/AmenityType/osmTag``, e.g. `amenity=toilets`) within the radius, nearest
/// first, each turned into an ``Amenity`` by ``Amenity/init(_:type:)``.
///
/// Searches run on a private concurrent queue, never on the caller's thread; every completion
/// is called exactly once and asynchronously on ``callbackQueue``. One request may be used from
/// many threads at once: the index is immutable.
public final class OfflineAmenityRequest: AmenityRequest, Sendable {
    /// The index that is searched.
    public var index: Gazetteer { searcher.index }
    /// The queue on which completions are called.
    public var callbackQueue: DispatchQueue { searcher.callbackQueue }
    /// The most amenities one search returns: the nearest ones.
    public var limit: Int { searcher.limit }
    private let searcher: IndexSearcher

    /// Creates a request over an open index.
    ///
    /// - Parameters:
    ///   - index: The index to search; it must hold OpenStreetMap amenities to find any.
    ///   - callbackQueue: Where completions are called; the main queue unless you choose another.
    ///   - limit: The most amenities one search returns.
    /// - Precondition: `limit > 0`.
    public init(index: Gazetteer, callbackQueue: DispatchQueue = .main, limit: Int = 100) {
        searcher = IndexSearcher(index: index, callbackQueue: callbackQueue, limit: limit, label: "OfflineAmenityRequest.search")
    }

    /// Opens the index file at `url` and creates a request over it.
    ///
    /// - Parameters:
    ///   - url: A file URL of an index written by `gazetteer build`.
    ///   - callbackQueue: Where completions are called; the main queue unless you choose another.
    ///   - limit: The most amenities one search returns.
    /// - Throws: ``IndexError`` when `url` is not a file URL, or the file is missing or is not
    ///   an index this build reads.
    /// - Complexity: O(1) in the index size: only the header is checked.
    public convenience init(contentsOf url: URL, callbackQueue: DispatchQueue = .main, limit: Int = 100) throws(IndexError) {
        self.init(index: try Gazetteer(contentsOf: url), callbackQueue: callbackQueue, limit: limit)
    }

    /// Finds amenities of `type` within `radius` meters and calls `completionBlock` on ``callbackQueue``.
    ///
    /// The block receives `(true, amenities)`, nearest first and at most ``limit`` (an empty
    /// array when none is in range), or `(false, nil)` when the point is not a valid coordinate
    /// (NaN, or outside ±90° / ±180°) or the radius is not a positive finite number.
    ///
    /// - Parameters:
    ///   - type: The kind of amenity to find.
    ///   - latitude: The centre's latitude in degrees.
    ///   - longitude: The centre's longitude in degrees.
    ///   - radius: The search radius in meters.
    ///   - completionBlock: Called exactly once, on ``callbackQueue``.
    public func getAmenities(
        of type: AmenityType,
        latitude: Double,
        longitude: Double,
        radius: Double,
        completionBlock: @escaping CompletionBlock
    ) {
        let center = Coordinate(latitude: latitude, longitude: longitude)
        guard Self.isValid(center: center, radiusMeters: radius) else {
            searcher.deliver(false, to: { completionBlock($0, nil) })
            return
        }
        searcher.run({ [self] in search(type, center: center, radiusMeters: radius) }, then: { completionBlock(true, $0) })
    }

    /// Finds amenities on the calling thread: the synchronous form of
    /// ``getAmenities(of:latitude:longitude:radius:completionBlock:)``, with the same answers.
    ///
    /// - Parameters:
    ///   - type: The kind of amenity to find.
    ///   - center: The centre of the search.
    ///   - radiusMeters: The search radius in meters.
    /// - Returns: At most ``limit`` amenities, nearest first; `nil` when `center` is not a valid
    ///   coordinate or `radiusMeters` is not a positive finite number.
    /// - Complexity: O(log n + k) expected for the k places in the circle's grid cells.
    public func amenities(of type: AmenityType, near center: Coordinate, radiusMeters: Double) -> [Amenity]? {
        guard Self.isValid(center: center, radiusMeters: radiusMeters) else { return nil }
        return search(type, center: center, radiusMeters: radiusMeters)
    }

    private static func isValid(center: Coordinate, radiusMeters: Double) -> Bool {
        center.isValid && radiusMeters.isFinite && radiusMeters > 0
    }

    private func search(_ type: AmenityType, center: Coordinate, radiusMeters: Double) -> [Amenity] {
        index.nearby(center, radiusMeters: radiusMeters, limit: limit, filter: PlaceFilter(categories: [type.osmTag]))
            .map { Amenity($0, type: type) }
    }
}
