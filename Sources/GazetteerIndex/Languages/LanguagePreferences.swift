/// An ordered list of the languages a reader wants names in, read from the forms people and
/// protocols write it in: `de,en` (the CLI's `--lang`, Photon's `lang`) or an HTTP
/// `Accept-Language` value with quality weights (`fr-CH, fr;q=0.9, en;q=0.8, *;q=0.5`).
package enum LanguagePreferences {
    /// The tags of a list separated by commas, in the order given; entries that are not language
    /// tags (`*`, empty ones) are left out, each tag once.
    ///
    /// - Complexity: O(length of `text`).
    package static func parse(list text: String) -> [String] {
        parse(acceptLanguage: text)
    }

    /// The tags of an `Accept-Language` value, the highest weight first (`q`, 1 when absent; equal
    /// weights in the order given); weight 0, `*` and entries that are not language tags are left out.
    ///
    /// - Complexity: O(n log n) in the entries.
    package static func parse(acceptLanguage text: String) -> [String] {
        var weighted: [(tag: String, weight: Double, position: Int)] = []
        for (position, entry) in text.split(separator: ",").enumerated() {
            let parts = entry.split(separator: ";")
            guard let first = parts.first else { continue }
            var weight = 1.0
            for parameter in parts.dropFirst() {
                let pair = parameter.split(separator: "=", maxSplits: 1).map { $0.trimmingSpaces }
                if pair.count == 2, pair[0].lowercased() == "q" { weight = Double(pair[1]) ?? 0 }
            }
            guard weight > 0, let tag = LanguageTag.canonical(first.trimmingSpaces),
                  !weighted.contains(where: { $0.tag == tag }) else { continue }
            weighted.append((tag, weight, position))
        }
        weighted.sort { $0.weight != $1.weight ? $0.weight > $1.weight : $0.position < $1.position }
        return weighted.map(\.tag)
    }
}

extension Substring {
    fileprivate var trimmingSpaces: Substring {
        var text = self
        while text.first == " " || text.first == "\t" { text.removeFirst() }
        while text.last == " " || text.last == "\t" { text.removeLast() }
        return text
    }
}
