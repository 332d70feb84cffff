import GazetteerOutput
import Hummingbird

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
