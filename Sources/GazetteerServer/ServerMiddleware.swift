import Foundation
import GazetteerOutput
import Hummingbird

/// The edge of the server: request-size caps, the access log with latency, CORS, and JSON for HTTP
/// errors (404 for unknown paths, 405 for other methods).
///
/// CORS: a request with an `Origin` header gets `Access-Control-Allow-Origin: *` on its answer, and
/// a preflight (`OPTIONS` with `Origin`) gets 204 with the methods and headers allowed, for a day.
/// One middleware does it all, since each layer of the chain costs every request an async frame.
struct EdgeMiddleware<Context: RequestContext>: RouterMiddleware {
    let log: AccessLog
    let maximumBodyBytes: Int

    /// The headers of a CORS preflight's answer, in the order they are sent.
    static var preflightHeaders: HTTPFields {
        [
            .accessControlAllowHeaders: "accept, content-type, origin",
            .accessControlAllowMethods: "GET, HEAD, OPTIONS",
            .accessControlAllowOrigin: "*",
            .accessControlMaxAge: "86400",
        ]
    }

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        let started = log.isEnabled ? DispatchTime.now().uptimeNanoseconds : 0
        // The only await is the route's: every async function between the chain and the route
        // would cost each request a trip through the event loop's queue on the way in and out.
        var response: Response
        let fromOrigin = request.headers.contains(.origin)
        if let refusal = refusal(of: request) {
            response = refusal
        } else if fromOrigin && request.method == .options {
            response = Response(status: .noContent, headers: Self.preflightHeaders, body: ResponseBody())
        } else {
            do {
                response = try await next(request, context)
            } catch let error as HTTPError {
                response = Self.response(for: error, request)
            } catch {
                response = HTTPGlue.response(ErrorStyle.gazetteer.response(status: 500, message: "\(error)"))
            }
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

    /// The JSON answer for an HTTP error the router throws (404 for an unknown path, 405).
    private static func response(for error: HTTPError, _ request: Request) -> Response {
        let status = Int(error.status.code)
        let message = status == 404
            ? "no such endpoint: \(request.uri.path.prefix(200)); try /api, /reverse, /search, /status, /v1/search, /v1/near, /v1/within, /v1/export, /v1/reverse"
            : status == 405 ? "method \(request.method.rawValue) not allowed; the API answers GET and HEAD" : error.status.reasonPhrase
        return HTTPGlue.response(ErrorStyle.gazetteer.response(status: status, message: message))
    }
}

/// Conversion of ``APIResponse`` values into Hummingbird responses.
enum HTTPGlue {
    static func response(_ answer: APIResponse) -> Response {
        var headers = HTTPFields()
        headers[.contentType] = answer.contentType
        for (name, value) in answer.headers {
            if let field = HTTPFields.Element.Name(name) { headers[field] = value }
        }
        guard let export = answer.export else {
            return Response(
                status: HTTPResponse.Status(code: answer.status),
                headers: headers,
                body: ResponseBody(byteBuffer: ByteBuffer(bytes: answer.body)))
        }
        // An export is encoded a chunk at a time as the client reads it: memory stays at one chunk.
        return Response(status: HTTPResponse.Status(code: answer.status), headers: headers, body: ResponseBody { writer in
            var export = export
            var chunk = JSONWriter(capacity: 1 << 17)
            var more = true
            while more {
                chunk.reset()
                more = export.writeChunk(into: &chunk)
                if chunk.count > 0 { try await writer.write(chunk.withBytes { ByteBuffer(bytes: $0) }) }
            }
            try await writer.finish(nil)
        })
    }
}
