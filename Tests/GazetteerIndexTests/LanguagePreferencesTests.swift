import Testing
@testable import GazetteerIndex

@Suite("Language tags and preference lists")
struct LanguagePreferencesTests {
    @Test("Accept-Language values come out by weight, equal weights in the order given; *, q=0 and non-tags are left out",
          arguments: [
              ("fr-CH, fr;q=0.9, en;q=0.8, de;q=0.7, *;q=0.5", ["fr-CH", "fr", "en", "de"]),
              ("en;q=0.5, de", ["de", "en"]),
              ("da, en-gb;q=0.8, en;q=0.7", ["da", "en-GB", "en"]),
              ("de;q=0", []),
              ("zh_hant , ZH-hans-cn;q=0.3", ["zh-Hant", "zh-Hans-CN"]),
              ("de, de, 12, a, de-AT;q=1.0", ["de", "de-AT"]),
              ("", []),
          ])
    func acceptLanguage(_ value: String, _ expected: [String]) {
        #expect(LanguagePreferences.parse(acceptLanguage: value) == expected)
    }

    @Test("a tag is written in its conventional case; anything else is not a tag",
          arguments: [
              ("de", "de"), ("DE-at", "de-AT"), ("zh_hant_tw", "zh-Hant-TW"), ("sr-latn", "sr-Latn"), ("be-tarask", "be-tarask"),
              ("gsw", "gsw"), ("x", nil), ("deutsch", nil), ("de-", nil), ("*", nil), ("de-AT-1996", "de-AT-1996"), ("дe", nil),
          ] as [(String, String?)])
    func canonicalTags(_ text: String, _ expected: String?) {
        #expect(LanguageTag.canonical(text) == expected)
    }

    @Test("a tag falls back through its shorter forms")
    func fallbacks() {
        #expect(LanguageTag.fallbacks(of: "zh-Hant-TW") == ["zh-Hant-TW", "zh-Hant", "zh"])
        #expect(LanguageTag.fallbacks(of: "de") == ["de"])
        #expect(LanguageTag.isCovered("de-AT", by: "de") && LanguageTag.isCovered("DE", by: "de"))
        #expect(!LanguageTag.isCovered("dsb", by: "de"))
    }
}
