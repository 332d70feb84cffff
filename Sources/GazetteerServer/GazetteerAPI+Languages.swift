import GazetteerIndex
import GazetteerOutput

/// The languages a request asks names in, as each API lets a client say it.
extension GazetteerAPI {
    /// Photon's `lang` (`de`; a list such as `de,en` is taken too), else the `Accept-Language`
    /// header; `lang=default` shows the names as stored, as Photon's does.
    /// - Throws: ``ParameterError`` when `lang` holds no language tag.
    func photonLanguages(_ parameters: RequestParameters) throws(ParameterError) -> [String] {
        if let lang = parameters.string("lang") {
            if lang.isEmpty || lang.lowercased() == "default" { return [] }
            let languages = LanguagePreferences.parse(list: lang)
            if languages.isEmpty { throw ParameterError("lang", "must be a language code such as de, en or zh-Hant, or default") }
            return languages
        }
        return parameters.acceptLanguage.map(LanguagePreferences.parse(acceptLanguage:)) ?? []
    }

    /// Our routes' `lang`, as the command line's `--lang`: `de,en`; names as stored without it (the
    /// header is not read, so answers do not change with the client).
    /// - Throws: ``ParameterError`` when `lang` holds no language tag.
    func listedLanguages(_ parameters: RequestParameters) throws(ParameterError) -> [String] {
        guard let lang = parameters.string("lang") else { return [] }
        let languages = LanguagePreferences.parse(list: lang)
        if languages.isEmpty { throw ParameterError("lang", "must be language codes separated by commas, such as de,en") }
        return languages
    }

    /// Nominatim's `accept-language` parameter (the header's syntax: `fr-CH,fr;q=0.9,en;q=0.8`),
    /// else the `Accept-Language` header.
    func nominatimLanguages(_ parameters: RequestParameters) -> [String] {
        if let value = parameters.string("accept-language") { return LanguagePreferences.parse(acceptLanguage: value) }
        return parameters.acceptLanguage.map(LanguagePreferences.parse(acceptLanguage:)) ?? []
    }
}

extension [ResultRow] {
    /// The rows with their places in the first of `languages` each name has.
    func localized(preferring languages: [String]) -> [ResultRow] {
        languages.isEmpty ? self : map { $0.localized(preferring: languages) }
    }
}
