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
        categoryCounts: [(String, Int)], duplicateCount: Int, bounds: (Int32, Int32, Int32, Int32)?
    ) -> String {
        var parts: [String] = []
        parts.append("\"formatVersion\":\(IndexFormat.version)")
        parts.append("\"createdAt\":\(createdAt)")
        parts.append("\"recordCount\":\(recordCount)")
        parts.append("\"duplicateCount\":\(duplicateCount)")
 if let bounds {
            let values = [bounds.0, bounds.1, bounds.2, bounds.3].map { String(Double($0) / FixedPoint.scale) }
            parts.append("\"bounds\":{\"minLatitude\":\(values[0]),\"minLongitude\":\(values[1]),\"maxLatitude\":\(values[2]),\"maxLongitude\":\(values[3])}")
        }
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
