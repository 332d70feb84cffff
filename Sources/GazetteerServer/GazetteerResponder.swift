import Foundation
import GazetteerOutput
import Hummingbird

/// The server's one responder: request-size caps, CORS, the route table, the access log with
/// latency, and JSON for HTTP errors (404 for unknown paths, 405 for other methods).
///
/// Everything between the connection and ``GazetteerAPI/respond(to:parameters:)`` is synchronous:
/// Swift concurrency's jobs run on the event loops as the loop's serial executor, so each async
/// function a request passes through (a middleware, a router layer, a closure) costs it a trip
/// through the loop's task queue on the way in and on the way out.
///
/// Routing: a GET of a route's path (``GazetteerAPI/Route``), with empty path components ignored
/// (`/api/`, `//api`), case and percent escapes as sent; Nominatim's routes also as `.php`. Any other
/// path, and HEAD or OPTIONS of a route, get 404.
///
/// CORS: a request with an `Origin` header gets `Access-Control-Allow-Origin: *` on its answer, and
/// a preflight (`OPTIONS` with `Origin`, to any path) gets 204 with the methods and headers allowed,
/// for a day. Requests refused before routing (414, 405, 413) get no CORS header.
package struct GazetteerResponder: HTTPResponder {
    package typealias Context = BasicRequestContext

    let api: GazetteerAPI
    let log: AccessLog
    let maximumBodyBytes: Int

    /// The routes by normalized path (see ``normalizedPath(_:)``).
    package static let routes: [String: GazetteerAPI.Route] = {
        var routes: [String: GazetteerAPI.Route] = [:]
        for route in GazetteerAPI.Route.allCases {
            routes[route.rawValue] = route
            if [.nominatimSearch, .reverse, .status, .lookup, .details].contains(route) { routes[route.rawValue + ".php"] = route }
        }
        return routes
    }()

    /// The headers of a CORS preflight's answer, in the order they are sent.
    static var preflightHeaders: HTTPFields {
        [
            .accessControlAllowHeaders: "accept, content-type, origin",
            .accessControlAllowMethods: "GET, HEAD, OPTIONS",
            .accessControlAllowOrigin: "*",
            .accessControlMaxAge: "86400",
        ]
    }

    package func respond(to request: Request, context: Context) async throws -> Response {
        answer(request)
    }

    /// The answer to `request`, with its access log line.
    /// - Complexity: O(request target) besides the route's own work.
    func answer(_ request: Request) -> Response {
        let started = log.isEnabled ? DispatchTime.now().uptimeNanoseconds : 0
        var response: Response
        let fromOrigin = request.headers.contains(.origin)
        if let refusal = refusal(of: request) {
            response = refusal
        } else if fromOrigin && request.method == .options {
            response = Response(status: .noContent, headers: Self.preflightHeaders, body: ResponseBody())
        } else {
            response = routed(request)
            if fromOrigin { response.headers[.accessControlAllowOrigin] = "*" }
        }
        if log.isEnabled {
            let seconds = Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9
            log.record(
                method: request.method.rawValue, target: request.uri.string, status: response.status.code,
                bytes: response.body.contentLength ?? 0, seconds: seconds)
        }
        return response
    }

    /// The route's answer, or 404.
    private func routed(_ request: Request) -> Response {
        let path = request.uri.path
        guard request.method == .get, let route = Self.routes[Self.normalizedPath(path)] else {
            return HTTPGlue.response(ErrorStyle.gazetteer.response(
                status: 404,
                message: "no such endpoint: \(path.prefix(200)); try /api, /reverse, /search, /status, /v1/search, /v1/near, /v1/within, /v1/export, /v1/reverse"))
        }
        var parameters = RequestParameters(query: Substring(request.uri.query ?? ""))
        parameters.acceptLanguage = request.headers[.acceptLanguage]
        return HTTPGlue.response(api.respond(to: route, parameters: parameters))
    }

    /// `path` without empty components: `/api/` and `//api` are `/api`, an empty path `/`.
    /// - Complexity: O(path length); no allocation for a path that has none.
    package static func normalizedPath(_ path: String) -> String {
        let bytes = path.utf8
        let clean = bytes.count > 1 && bytes.first == UInt8(ascii: "/") && bytes.last != UInt8(ascii: "/")
            && !zip(bytes, bytes.dropFirst()).contains { $0 == UInt8(ascii: "/") && $1 == UInt8(ascii: "/") }
        if clean { return path }
        return "/" + path.split(separator: "/", omittingEmptySubsequences: true).joined(separator: "/")
    }

    /// The answer to a request refused before routing (target too long, a method other than GET,
    /// HEAD and OPTIONS, a body), or `nil`.
    private func refusal(of request: Request) -> Response? {
        if request.uri.string.utf8.count > QueryLimits.maximumRequestTargetBytes {
            return HTTPGlue.response(ErrorStyle.gazetteer.response(
                status: 414, message: "request target longer than \(QueryLimits.maximumRequestTargetBytes) bytes"))
        }
        if request.method != .get && request.method != .head && request.method != .options {
            return HTTPGlue.response(ErrorStyle.gazetteer.response(
                status: 405, message: "method \(request.method.rawValue) not allowed; the API answers GET and HEAD"))
        }
        if let length = request.headers[.contentLength].flatMap({ Int($0) }), length > maximumBodyBytes {
            return HTTPGlue.response(ErrorStyle.gazetteer.response(
                status: 413, message: "request body of \(length) bytes; the API takes parameters in the query string only"))
        }
        return nil
    }
}
