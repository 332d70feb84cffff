import Dispatch
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The `URLProtocol` behind ``StubServer``: it claims requests to registered hosts and answers
/// them with the server's reply.
public final class StubURLProtocol: URLProtocol {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var servers: [String: StubServer] = [:]
    private let stateLock = NSLock()
    private var stopped = false

    static func register(_ server: StubServer, for host: String) {
        lock.withLock { servers[host] = server }
    }

    private static func server(for request: URLRequest) -> StubServer? {
        guard let host = request.url?.host else { return nil }
        return lock.withLock { servers[host] }
    }

    override public class func canInit(with request: URLRequest) -> Bool {
        server(for: request) != nil
    }

    override public class func canonicalRequest(for request: URLRequest) -> URLRequest {
        request
    }

    override public func startLoading() {
        guard let server = Self.server(for: request) else {
            client?.urlProtocol(self, didFailWithError: URLError(.cannotFindHost))
            return
        }
        switch server.reply(to: request) {
        case .hang:
            break
        case .fail(let code):
            client?.urlProtocol(self, didFailWithError: URLError(code))
        case let .respond(status, headers, body, delay):
            // URLProtocol is not Sendable, but its client may be called from any thread.
            nonisolated(unsafe) let loader = self
            let respond: @Sendable () -> Void = {
                guard !loader.isStopped, let url = loader.request.url,
                      let response = HTTPURLResponse(url: url, statusCode: status, httpVersion: "HTTP/1.1", headerFields: headers)
                else { return }
                loader.client?.urlProtocol(loader, didReceive: response, cacheStoragePolicy: .notAllowed)
                loader.client?.urlProtocol(loader, didLoad: body)
                loader.client?.urlProtocolDidFinishLoading(loader)
            }
            if delay > 0 {
                DispatchQueue.global().asyncAfter(deadline: .now() + delay, execute: respond)
            } else {
                respond()
            }
        }
    }

    override public func stopLoading() {
        stateLock.withLock { stopped = true }
    }

    private var isStopped: Bool {
        stateLock.withLock { stopped }
    }
}
