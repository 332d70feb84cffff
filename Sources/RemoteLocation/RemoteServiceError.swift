/// Why a request to a Photon server failed; delivered wrapped in
/// ``LocationKit/LocationServiceError/requestFailed(_:)``.
public enum RemoteServiceError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The server answered with a status outside 200–299; `message` is the server's own
    /// explanation (Photon's `{"message": …}`) or the start of the body, when there is one.
    case httpStatus(code: Int, message: String?)
    /// The body is not a Photon answer: not JSON, or JSON without a `features` array.
    case malformedResponse(reason: String)
    /// No answer came within the request's time limit.
    case timedOut(seconds: Double)
    /// The request was cancelled before an answer came.
    case cancelled
    /// The request did not reach the server or its answer did not arrive: no connection, an
    /// unknown host, a dropped connection. `reason` is the system's description.
    case transport(reason: String)
    /// The request was not sent: the URL could not be built, or the point or radius is invalid.
    case invalidRequest(reason: String)

    /// A sentence a person can read.
    public var description: String {
        switch self {
        case let .httpStatus(code, message?):
            "The server answered with HTTP status \(code): \(message)"
        case let .httpStatus(code, nil):
            "The server answered with HTTP status \(code)."
        case let .malformedResponse(reason):
            "The server's answer is not a Photon GeoJSON answer: \(reason)"
        case let .timedOut(seconds):
            "The server did not answer within \(seconds) seconds."
        case .cancelled:
            "The request was cancelled."
        case let .transport(reason):
            "The server could not be reached: \(reason)"
        case let .invalidRequest(reason):
            "The request was not sent: \(reason)"
        }
    }
}
