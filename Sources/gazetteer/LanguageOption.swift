import ArgumentParser
import GazetteerIndex

/// `--lang de,en`: the languages names are shown in, the most wanted first. Without it names are
/// shown as the index stores them, whatever `$LANG` says, so output does not change with the shell.
struct LanguageOption: ParsableArguments {
    @Option(name: .customLong("lang"), help: ArgumentHelp(
        "Show names in the first of these languages each place has a name in (BCP 47 tags, e.g. de,en or zh-Hant); default: the names as stored.",
        valueName: "LANGS"))
    var list: String?

    /// The tags, in order; empty without `--lang`.
    var languages: [String] { list.map(LanguagePreferences.parse(list:)) ?? [] }

    func validate() throws {
        if let list, languages.isEmpty {
            throw ValidationError("--lang takes language tags separated by commas, e.g. de,en; \"\(list)\" holds none")
        }
    }
}
