import Dispatch
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Sends GET requests to a Photon server and turns the answers into features: the HTTP half
/// that ``RemoteGeocoder`` and ``RemoteAmenityRequest`` share.
struct PhotonClient: Sendable {
    /// The server's address, e.g. `http://localhost:2322` (a path prefix is kept).
    let baseURL: URL
    /// The session requests go through.
    let session: URLSession
    /// How long a request may take, in seconds, before it fails as timed out.
    let timeout: TimeInterval

    /// Characters that stay as they are in a query value: unreserved ones only, so `+`, `&`,
    /// `=` and `#` in a search reach the server as themselves.
    private static let valueCharacters = CharacterSet(charactersIn:
        "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~:,")

    /// The URL of `path` under the base URL with `query`, each value percent-encoded.
    func url(_ path: String, _ query: [(String, String)]) throws(RemoteServiceError) -> URL {
        var text = baseURL.absoluteString
        if !text.hasSuffix("/") { text += "/" }
        text += path
        let encoded = query.map { name, value in
            "\(name)=\(value.addingPercentEncoding(withAllowedCharacters: Self.valueCharacters) ?? value)"
        }
        if !encoded.isEmpty { text += "?" + encoded.joined(separator: "&") }
        guard let url = URL(string: text) else { throw .invalidRequest(reason: "\(text) is not a valid URL") }
        return url
    }

    /// Requests `url` and calls `completion` exactly once with the features of the answer, or
    /// the reason there are none.
    ///
    /// - Parameters:
    ///   - url: A URL made by ``url(_:_:)``.
    ///   - completion: Called on an arbitrary queue.
    /// - Returns: The request, to cancel.
    func features(
        at url: URL,
        completion: @escaping @Sendable (Result<[PhotonFeature], RemoteServiceError>) -> Void
    ) -> RemoteRequest {
        let request = RemoteRequest { result in
            completion(result.flatMap { data in Result { () throws(RemoteServiceError) in try PhotonResponse.decode(data).features } })
        }
        var urlRequest = URLRequest(url: url, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: timeout)
        urlRequest.setValue("application/json", forHTTPHeaderField: "Accept")
        // Both closures hold the request until it is finished, even when the caller lets it go.
        let task = session.dataTask(with: urlRequest) { data, response, error in
            request.resolve(Self.interpret(data, response, error, timeout: timeout))
        }
        request.attach(task)
        // The session's own limit is not enforced for every protocol on every platform: keep one here.
        Deadline.after(timeout) {
            request.resolve(.failure(.timedOut(seconds: timeout)))
        }
        task.resume()
        return request
    }

    /// The body of a successful answer, or why there is none.
    static func interpret(_ data: Data?, _ response: URLResponse?, _ error: Error?, timeout: TimeInterval) -> Result<Data, RemoteServiceError> {
        if let error {
            let code = (error as? URLError)?.code
            switch code {
            case .timedOut?: return .failure(.timedOut(seconds: timeout))
            case .cancelled?: return .failure(.cancelled)
            default: return .failure(.transport(reason: error.localizedDescription))
            }
        }
        guard let http = response as? HTTPURLResponse else {
            return .failure(.transport(reason: "the answer is not an HTTP response"))
        }
        let body = data ?? Data()
        guard (200..<300).contains(http.statusCode) else {
            return .failure(.httpStatus(code: http.statusCode, message: message(in: body)))
        }
        return .success(body)
    }

    /// The server's explanation in an error body: Photon's `message`, Nominatim's `error`, or
    /// the start of a text body.
    private static func message(in body: Data) -> String? {
        if let object = try? JSONSerialization.jsonObject(with: body) as? [String: Any] {
            for key in ["message", "error"] {
                if let text = object[key] as? String { return text }
                if let nested = object[key] as? [String: Any], let text = nested["message"] as? String { return text }
            }
        }
        guard let text = String(data: body.prefix(200), encoding: .utf8)?
            .trimmingCharacters(in: .whitespacesAndNewlines), !text.isEmpty else { return nil }
        return text
    }
}
