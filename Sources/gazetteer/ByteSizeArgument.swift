import ArgumentParser
import Foundation

/// A size in bytes as a person writes it: `512M`, `1G`, `1.5GiB`, `256MB`, `65536`. The units are
/// binary (K = 1024 bytes, M = 1024 K, G = 1024 M, T = 1024 G), as in `sort -S` and `ulimit`.
struct ByteSizeArgument: ExpressibleByArgument, Sendable {
    let bytes: Int
    /// The text given (for messages).
    let text: String

    init(bytes: Int) {
        self.bytes = bytes
        text = Self.format(bytes)
    }

    init?(argument: String) {
        var number = Substring(argument.trimmingCharacters(in: .whitespaces))
        var scale = 1.0
        for (suffixes, factor) in [(["T", "TB", "TiB"], 1 << 40), (["G", "GB", "GiB"], 1 << 30), (["M", "MB", "MiB"], 1 << 20), (["K", "KB", "KiB"], 1 << 10), (["B"], 1)] {
            if let suffix = suffixes.first(where: { number.uppercased().hasSuffix($0.uppercased()) }) {
                number = number.dropLast(suffix.count)
                scale = Double(factor)
                break
            }
        }
        guard let value = Double(number.trimmingCharacters(in: .whitespaces)), value.isFinite, value >= 0,
              value * scale < Double(Int.max / 2) else { return nil }
        bytes = Int(value * scale)
        text = argument
    }

    static var defaultCompletionKind: CompletionKind { .default }

    /// How help shows a default: "1 GiB".
    var defaultValueDescription: String { text }

    /// `bytes` in the largest binary unit that keeps it readable: "1 GiB", "256 MiB", "1.5 GiB".
    static func format(_ bytes: Int) -> String {
        for (unit, factor) in [("TiB", 1 << 40), ("GiB", 1 << 30), ("MiB", 1 << 20), ("KiB", 1 << 10)] where bytes >= factor {
            let value = Double(bytes) / Double(factor)
            return value == value.rounded() ? "\(Int(value)) \(unit)" : "\((value * 10).rounded() / 10) \(unit)"
        }
        return "\(bytes) B"
    }
}
