import Dispatch
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// An HTTP server that exists only inside a `URLSession`: requests to its ``baseURL`` are
/// answered by a closure through ``StubURLProtocol``, registered on an ephemeral configuration,
/// so no request leaves the process. Each server has a host of its own, so tests that run in
/// parallel do not see each other's requests. A server stays registered for the rest of the test
/// process, so a service made from it keeps working however long it is kept.
public final class StubServer: @unchecked Sendable {
    /// What the server does with one request.
    public enum Reply: Sendable {
        /// Answers with a status, headers and a body, after `delay` seconds.
        case respond(status: Int, headers: [String: String], body: Data, delay: TimeInterval)
        /// Fails the request as the network would, e.g. `.timedOut` or `.cannotConnectToHost`.
        case fail(URLError.Code)
        /// Never answers; the request ends only when the client gives up or cancels it.
        case hang

        /// A JSON answer with status `status`.
        public static func json(_ body: String, status: Int = 200, delay: TimeInterval = 0) -> Reply {
            .respond(status: status, headers: ["Content-Type": "application/json"], body: Data(body.utf8), delay: delay)
        }
    }

    /// The server's address: `http://<unique>.stub.invalid:2322`.
    public let baseURL: URL
    /// A session whose requests to ``baseURL`` this server answers.
    public let session: URLSession
    private let handler: @Sendable (URLRequest) -> Reply
    private let lock = NSLock()
    private var received: [URL] = []

    /// Creates a server that answers every request with `handler`'s reply.
    ///
    /// - Parameter handler: Called on an arbitrary thread for each request.
    public init(handler: @escaping @Sendable (URLRequest) -> Reply) {
        let host = "\(UUID().uuidString.lowercased()).stub.invalid"
        baseURL = URL(string: "http://\(host):2322")!
        self.handler = handler
        let configuration = URLSessionConfiguration.ephemeral
        configuration.protocolClasses = [StubURLProtocol.self]
        session = URLSession(configuration: configuration)
        StubURLProtocol.register(self, for: host)
    }

    /// A server that answers every request with the same reply.
    public convenience init(always reply: Reply) {
        self.init { _ in reply }
    }

    /// The URLs requested so far, in order.
    public var requests: [URL] {
        lock.withLock { received }
    }

    /// The query parameters of the `index`th request, by name (the last of repeated names wins).
    public func query(ofRequest index: Int) -> [String: String] {
        guard let url = requests.dropFirst(index).first,
              let items = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems else { return [:] }
        return Dictionary(items.map { ($0.name, $0.value ?? "") }, uniquingKeysWith: { $1 })
    }

    func reply(to request: URLRequest) -> Reply {
        if let url = request.url { lock.withLock { received.append(url) } }
        return handler(request)
    }
}
