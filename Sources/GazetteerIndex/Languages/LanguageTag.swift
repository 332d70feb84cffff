/// BCP 47 language tags as the index stores and matches them: `de`, `de-AT`, `zh-Hant`, `sr-Latn`.
package enum LanguageTag {
    /// The tag in its conventional case, or `nil` when `text` is not a language tag: the first
    /// subtag 2–3 letters (lower-cased), then subtags of 1–8 letters or digits separated by `-` or
    /// `_` (written `-`): a 4-letter script in title case (`Hant`), a 2-letter region upper-cased
    /// (`AT`), anything else lower-cased.
    ///
    /// - Complexity: O(length of `text`).
    package static func canonical(_ text: some StringProtocol) -> String? {
        var subtags: [String] = []
        for (position, part) in text.split(separator: "-", omittingEmptySubsequences: false)
            .flatMap({ $0.split(separator: "_", omittingEmptySubsequences: false) }).enumerated() {
            guard part.utf8.allSatisfy({ $0 < 0x80 && (isLetter($0) || isDigit($0)) }) else { return nil }
            if position == 0 {
                guard (2...3).contains(part.utf8.count), part.utf8.allSatisfy(isLetter) else { return nil }
                subtags.append(part.lowercased())
            } else {
                guard (1...8).contains(part.utf8.count) else { return nil }
                if part.utf8.count == 4 && part.utf8.allSatisfy(isLetter) {
                    subtags.append(part.prefix(1).uppercased() + part.dropFirst().lowercased())
                } else if part.utf8.count == 2 && part.utf8.allSatisfy(isLetter) {
                    subtags.append(part.uppercased())
                } else {
                    subtags.append(part.lowercased())
                }
            }
        }
        return subtags.isEmpty ? nil : subtags.joined(separator: "-")
    }

    /// The tags a requested tag falls back through, most specific first: `zh-Hant-TW`, `zh-Hant`, `zh`.
    ///
    /// - Complexity: O(length of `tag`).
    package static func fallbacks(of tag: String) -> [String] {
        var result = [tag]
        var current = Substring(tag)
        while let dash = current.lastIndex(of: "-") {
            current = current[..<dash]
            result.append(String(current))
        }
        return result
    }

    /// Whether `tag` is `wanted` or a more specific form of it (`de-AT` for `de`), ignoring case.
    ///
    /// - Complexity: O(length of `wanted`).
    package static func isCovered(_ tag: String, by wanted: String) -> Bool {
        let tag = tag.lowercased(), wanted = wanted.lowercased()
        return tag == wanted || tag.hasPrefix(wanted + "-")
    }

    private static func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") }
    private static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
}
