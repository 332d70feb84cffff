import LocationKit
import Testing

/// Behaviour of ``MapViewModel`` that holds over every ``AmenityRequest``.
///
/// Each scenario wraps the request in an ``AmenityRequestSpy``, places a ``FakeLocationProvider``
/// and a ``RecordingMap`` around the view model, and checks with `#expect` at the caller's line.
@MainActor
public enum MapScenarios {
    /// Searching with a fix asks the request once for exactly `type`, the fix and `range`
    /// meters; every amenity it finds reaches the map on the main thread; the completion is
    /// called once with the request's outcome.
    ///
    /// - Returns: The amenities added to the map, for the caller's own expectations.
    @discardableResult
    public static func searchingAsksForTheGivenTypeAndShowsTheAnswer(
        request: AmenityRequest,
        type: AmenityType,
        latitude: Double,
        longitude: Double,
        range: Int,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async -> [Amenity] {
        let spy = AmenityRequestSpy(wrapping: request)
        let provider = FakeLocationProvider(position: (latitude, longitude))
        let map = RecordingMap()
        let viewModel = MapViewModel(locationProvider: provider, amenityRequest: spy, listener: map)
        let completions = Recorder<AmenityAnswer>()

        viewModel.getAmenities(in: range, type: type) { success, amenities in
            completions.record(AmenityAnswer(success: success, amenities: amenities))
        }

        let completion = await completions.wait()?.first
        let outcome = completion?.success
        await drainMainQueue()
        #expect(completions.values.count == 1, sourceLocation: sourceLocation)
        #expect(
            spy.searches == [AmenitySearch(type: type, latitude: latitude, longitude: longitude, radius: Double(range))],
            sourceLocation: sourceLocation
        )
        let answer = spy.answers.values.first
        #expect(outcome == answer?.success, sourceLocation: sourceLocation)
        let shown = answer?.success == true ? answer?.amenities ?? [] : []
        #expect(map.amenities == shown, sourceLocation: sourceLocation)
        #expect(completion?.amenities == (answer?.success == true ? shown : nil), "the completion hands over what the map shows", sourceLocation: sourceLocation)
        #expect(map.callsOffMainThread == 0, sourceLocation: sourceLocation)
        return map.amenities
    }

    /// Searching before the first fix completes with `false` at once and asks nothing.
    public static func searchingWithoutAFixFailsWithoutAsking(
        request: AmenityRequest,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async {
        let spy = AmenityRequestSpy(wrapping: request)
        let map = RecordingMap()
        let viewModel = MapViewModel(locationProvider: FakeLocationProvider(), amenityRequest: spy, listener: map)
        var outcomes: [AmenityAnswer] = []

        #expect(!viewModel.hasLocationFix, sourceLocation: sourceLocation)
        viewModel.getAmenities(in: 500, type: .toilets) { outcomes.append(AmenityAnswer(success: $0, amenities: $1)) }
        await drainMainQueue()

        #expect(outcomes == [AmenityAnswer(success: false, amenities: nil)], sourceLocation: sourceLocation)
        #expect(spy.searches.isEmpty, sourceLocation: sourceLocation)
        #expect(map.amenities.isEmpty, sourceLocation: sourceLocation)
    }
}
