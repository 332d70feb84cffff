import GazetteerOutput

/// An answer before it meets HTTP: status, content type and body bytes.
package struct APIResponse: Sendable {
    package var status: Int
    package var contentType: String
    package var body: [UInt8]
    /// Headers besides the content type.
    package var headers: [(name: String, value: String)] = []
    /// Records streamed as the body, a chunk at a time, instead of `body`.
    package var export: RecordExport?

    package init(status: Int = 200, contentType: String = "application/json; charset=utf-8", body: [UInt8]) {
        self.status = status
        self.contentType = contentType
        self.body = body
    }

    /// A JSON answer from a writer.
    package static func json(_ writer: JSONWriter, status: Int = 200) -> APIResponse {
        APIResponse(status: status, body: writer.bytes)
    }

    /// The body as text (for tests and logs).
    package var text: String { String(decoding: body, as: UTF8.self) }
}

/// How each API family reports an error, in its own clients' terms, always naming the parameter.
package enum ErrorStyle: Sendable {
    /// `{"message": …, "parameter": …}`, as Photon answers.
    case photon
    /// `{"error": {"code": 400, "message": …, "parameter": …}}`, as Nominatim answers.
    case nominatim
    /// `{"error": …, "parameter": …}`.
    case gazetteer

    /// The error answer for `message`, with `parameter` when one is at fault.
    package func response(status: Int, message: String, parameter: String? = nil) -> APIResponse {
        var json = JSONWriter(capacity: 256)
        json.beginObject()
        switch self {
        case .photon:
            json.key("message")
            json.string(message)
        case .nominatim:
            json.key("error")
            json.beginObject()
            json.key("code")
            json.integer(status)
            json.key("message")
            json.string(message)
        case .gazetteer:
            json.key("error")
            json.string(message)
        }
        if let parameter {
            json.key("parameter")
            json.string(parameter)
        }
        if self == .nominatim { json.endObject() }
        json.endObject()
        return .json(json, status: status)
    }

    /// The 400 answer for a bad parameter.
    package func response(for error: ParameterError) -> APIResponse {
        response(status: 400, message: error.description, parameter: error.parameter)
    }
}
