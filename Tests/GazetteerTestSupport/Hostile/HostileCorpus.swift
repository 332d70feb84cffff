/// The hostile corpus: for each class of hostile input, cases that make the tool's inputs in a
/// temporary directory (nothing large is kept in the repository).
///
/// `Tests/GazetteerCLITests/HostileCorpusTests.swift` runs every case against the built tool under
/// time and memory limits; setting `GAZETTEER_HOSTILE_CORPUS` to a directory keeps the generated
/// files there for running the release binary by hand.
public enum HostileCorpus {
    /// Every case, class by class.
    public static var all: [HostileCase] {
        expansion + superLinear + unboundedResources + specialFiles + givenFiles + leftovers + unclearErrors
    }

    /// Cases of one class.
    public static func cases(_ kind: HostileCase.Kind) -> [HostileCase] {
        all.filter { $0.kind == kind }
    }

    /// Five good GeoNames rows.
    public static let placesText = [
        "3042030\tVaduz\tVaduz\tVaduz,Vaduzas\t47.14151\t9.52154\tP\tPPLC\tLI\t\t11\t\t\t\t5197\t\t455\tEurope/Vaduz\t2024-01-01",
        "3042037\tSchaan\tSchaan\t\t47.16498\t9.50867\tP\tPPLA\tLI\t\t07\t\t\t\t5748\t\t450\tEurope/Vaduz\t2024-01-01",
        "3042041\tBalzers\tBalzers\t\t47.06665\t9.50251\tP\tPPLA\tLI\t\t01\t\t\t\t4447\t\t476\tEurope/Vaduz\t2024-01-01",
        "3042039\tTriesen\tTriesen\t\t47.10752\t9.52815\tP\tPPLA\tLI\t\t09\t\t\t\t4701\t\t507\tEurope/Vaduz\t2024-01-01",
        "3042033\tEschen\tEschen\t\t47.21071\t9.52223\tP\tPPLA\tLI\t\t02\t\t\t\t4008\t\t454\tEurope/Vaduz\t2024-01-01",
    ].joined(separator: "\n") + "\n"

    /// admin1CodesASCII.txt for those rows.
    public static let admin1Text = "LI.11\tVaduz\tVaduz\t3042030\nLI.07\tSchaan\tSchaan\t3042036\n"

    /// countryInfo.txt for those rows.
    public static let countriesText = "#ISO\tISO3\tISO-Numeric\tfips\tCountry\nLI\tLIE\t438\tLS\tLiechtenstein\n"

    /// A GeoNames row whose alternate names are `count` distinct words.
    public static func rowWithAlternateNames(_ count: Int) -> String {
        var names: [String] = []
        names.reserveCapacity(count)
        for number in 0..<count { names.append(String(number, radix: 36) + "x") }
        return "1\tMany\tMany\t\(names.joined(separator: ","))\t47.1\t9.5\tP\tPPL\tLI\t\t11\t\t\t\t1\t\t\t\t2024-01-01\n"
    }
}
