/// Turns names into search keys: case-folded, diacritics removed, punctuation collapsed.
///
/// "Zürich" → "zurich", "São Paulo" → "sao paulo", "Straße" → "strasse".
/// (Placeholder: the real implementation replaces this file.)
public enum NameNormalizer {
    /// Appends the key for the UTF-8 bytes of `source` to `output`.
    ///
    /// - Returns: `false` when `source` is not valid UTF-8 (nothing useful was appended).
    public static func appendKey(of source: UnsafeBufferPointer<UInt8>, to output: inout [UInt8]) -> Bool {
        guard let text = String(validating: source, as: UTF8.self) else { return false }
        output.append(contentsOf: text.lowercased().utf8)
        return true
    }

    /// The key for `text`.
    public static func key(for text: String) -> String {
        text.lowercased()
    }
}
