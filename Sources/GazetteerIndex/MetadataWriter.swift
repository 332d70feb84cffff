#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The metadata section: a small JSON object describing the build.
enum MetadataWriter {
    static func json(
        inputs: [String], createdAt: Int64, recordCount: Int, sourceCounts: [(String, Int)],
        categoryCounts: [(String, Int)], duplicateCount: Int
    ) -> String {
        var parts: [String] = []
        parts.append("\"formatVersion\":\(IndexFormat.version)")
        parts.append("\"createdAt\":\(createdAt)")
        parts.append("\"recordCount\":\(recordCount)")
        parts.append("\"duplicateCount\":\(duplicateCount)")
        parts.append("\"inputs\":[" + inputs.map(quoted).joined(separator: ",") + "]")
        parts.append("\"sources\":{" + sourceCounts.map { "\(quoted($0.0)):\($0.1)" }.joined(separator: ",") + "}")
        parts.append("\"categories\":{" + categoryCounts.prefix(50).map { "\(quoted($0.0)):\($0.1)" }.joined(separator: ",") + "}")
        return "{" + parts.joined(separator: ",") + "}"
    }

    /// A JSON string literal.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}

func currentUnixTime() -> Int64 {
    Int64(time(nil))
}
