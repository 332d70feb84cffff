import Dispatch
import Foundation
import GazetteerIndex
import LocationKit

/// A ``LocationService`` that answers from an offline ``Gazetteer`` index, with no network.
///
/// The trimmed address is searched as a name prefix over names and alternate names; the index
/// ranks the matches (names equal to the address first, then population and kind of place).
/// Text after a comma narrows the search by region or country: "Vaduz, Liechtenstein",
/// "Springfield, IL". Each match becomes a ``Location`` through ``Location/init(_:)``, its name and
/// label in the first of ``preferredLanguages`` each name has (``GazetteerIndex/Place/localized(preferring:)``),
/// and matches of a name in those languages rank first among equals.
///
/// Searches run on a private concurrent queue, never on the caller's thread; every completion,
/// a blank address's included, is called exactly once and asynchronously on ``callbackQueue``.
/// One geocoder may be used from many threads at once: the index is immutable.
public final class OfflineGeocoder: LocationService, Sendable {
    /// The index that is searched.
    public var index: Gazetteer { searcher.index }
    /// The queue on which completions are called.
    public var callbackQueue: DispatchQueue { searcher.callbackQueue }
    /// The most locations one search returns.
    public var limit: Int { searcher.limit }
    /// The languages names are shown in, the most wanted first (BCP 47 tags: `de-AT`, `en`); empty
    /// shows the names as the index stores them.
    public let preferredLanguages: [String]
    private let searcher: IndexSearcher

    /// Creates a geocoder over an open index.
    ///
    /// - Parameters:
    ///   - index: The index to search.
    ///   - callbackQueue: Where completions are called; the main queue unless you choose another.
    ///   - limit: The most locations one search returns.
    ///   - preferredLanguages: The languages names are shown in, the most wanted first; the
    ///     device's languages unless you choose others (empty: the names as stored).
    /// - Precondition: `limit > 0`.
    public init(
        index: Gazetteer, callbackQueue: DispatchQueue = .main, limit: Int = 10,
        preferredLanguages: [String] = Locale.preferredLanguages
    ) {
        searcher = IndexSearcher(index: index, callbackQueue: callbackQueue, limit: limit, label: "OfflineGeocoder.search")
        self.preferredLanguages = preferredLanguages
    }

    /// Opens the index file at `url` and creates a geocoder over it.
    ///
    /// - Parameters:
    ///   - url: A file URL of an index written by `gazetteer build`.
    ///   - callbackQueue: Where completions are called; the main queue unless you choose another.
    ///   - limit: The most locations one search returns.
    ///   - preferredLanguages: The languages names are shown in (default: the device's).
    /// - Throws: ``IndexError`` when `url` is not a file URL, or the file is missing or is not
    ///   an index this build reads.
    /// - Complexity: O(1) in the index size: only the header is checked.
    public convenience init(
        contentsOf url: URL, callbackQueue: DispatchQueue = .main, limit: Int = 10,
        preferredLanguages: [String] = Locale.preferredLanguages
    ) throws(IndexError) {
        self.init(index: try Gazetteer(contentsOf: url), callbackQueue: callbackQueue, limit: limit, preferredLanguages: preferredLanguages)
    }

    /// Searches the index for `addressString` and calls `completion` on ``callbackQueue``.
    ///
    /// Fails with ``LocationKit/LocationServiceError/invalidAddressString`` for an empty or
    /// whitespace-only address. No match is a success with an empty array. Searching an open
    /// index cannot fail otherwise, so ``LocationKit/LocationServiceError/requestFailed(_:)``
    /// is never delivered; problems with the index file surface when it is opened.
    ///
    /// - Parameters:
    ///   - addressString: A place name, optionally followed by ", region" or ", country".
    ///   - completion: Called exactly once, on ``callbackQueue``, with at most ``limit``
    ///     locations, best first.
    public func geocode(addressString: String, completion: @escaping Completion) {
        let address: String
        do {
            address = try LocationServiceError.validate(addressString: addressString)
        } catch {
            searcher.deliver(.failure(error), to: completion)
            return
        }
        searcher.run({ [self] in .success(search(address)) }, then: completion)
    }

    /// Searches the index on the calling thread: the synchronous form of
    /// ``geocode(addressString:completion:)``, with the same answers.
    ///
    /// - Parameter addressString: A place name, optionally followed by ", region" or ", country".
    /// - Returns: At most ``limit`` locations, best first; empty when nothing matches.
    /// - Throws: ``LocationKit/LocationServiceError/invalidAddressString`` for a blank address.
    /// - Complexity: That of ``GazetteerIndex/Gazetteer/search(_:limit:countryCode:near:)``:
    ///   O(log names + limit) for a common prefix, O(matching names) otherwise.
    public func locations(matching addressString: String) throws(LocationServiceError) -> [Location] {
        search(try LocationServiceError.validate(addressString: addressString))
    }

    private func search(_ address: String) -> [Location] {
        index.search(address, limit: limit, preferring: preferredLanguages).map { Location($0.place) }
    }
}
