/// A JSON value with ordered object keys, written compactly.
indirect enum JSONText {
    case string(String)
    case number(Double)
    case integer(Int)
    case bool(Bool)
    case null
    case array([JSONText])
    case object([(String, JSONText)])

    var rendered: String {
        var output = ""
        write(into: &output)
        return output
    }

    func write(into output: inout String) {
        switch self {
        case let .string(value): Self.quote(value, into: &output)
        case let .number(value): output += value.isFinite ? String(value) : "null"
        case let .integer(value): output += String(value)
        case let .bool(value): output += value ? "true" : "false"
        case .null: output += "null"
        case let .array(values):
            output += "["
            for (index, value) in values.enumerated() {
                if index > 0 { output += "," }
                value.write(into: &output)
            }
            output += "]"
        case let .object(pairs):
            output += "{"
            for (index, pair) in pairs.enumerated() {
                if index > 0 { output += "," }
                Self.quote(pair.0, into: &output)
                output += ":"
                pair.1.write(into: &output)
            }
            output += "}"
        }
    }

    static func quote(_ text: String, into output: inout String) {
        // Most names need no escaping: append them whole.
        if !text.utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) {
            output += "\""
            output += text
            output += "\""
            return
        }
        output += "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: output.unicodeScalars.append(scalar)
            }
        }
        output += "\""
    }
}
