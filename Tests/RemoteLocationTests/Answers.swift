import Dispatch
import Foundation
import GazetteerTestSupport
import LocationKit
import RemoteLocation
import Testing

/// Waits for the one answer of a geocoder and checks no second one follows. The wait ends when the
/// answer comes; `timeout` only bounds a failing one, so it is generous for a busy machine.
func onlyAnswer(
    timeout: TimeInterval = 60,
    sourceLocation: SourceLocation = #_sourceLocation,
    _ start: (@escaping LocationService.Completion) -> Void
) async -> Result<[Location], LocationServiceError>? {
    let answers = Recorder<Result<[Location], LocationServiceError>>()
    start { answers.record($0) }
    let first = await answers.wait(timeout: timeout)?.first
    try? await Task.sleep(nanoseconds: 50_000_000)
    #expect(answers.values.count == 1, "answered \(answers.values.count) times", sourceLocation: sourceLocation)
    return first
}

/// The ``RemoteServiceError`` inside a failed answer, or `nil`.
func remoteError(_ answer: Result<[Location], LocationServiceError>?) -> RemoteServiceError? {
    guard case .failure(.requestFailed(let error as RemoteServiceError))? = answer else { return nil }
    return error
}
