import Foundation
import GazetteerTestSupport

/// Made-up GeoNames rows, enough of them that a build takes a while.
enum SyntheticInput {
    /// What the made-up names are made of.
    static let syllables = ["va", "duz", "scha", "an", "trie", "sen", "bal", "zers", "mau", "ren", "gam", "prin"]

    /// Writes `rows` rows of a GeoNames dump to `name` in `scratch` and returns the path.
    ///
    /// Names, coordinates and populations come from a seeded generator, so every
    /// run writes the same file.
    static func geoNames(rows: Int, named name: String = "synthetic.txt", in scratch: TemporaryDirectory) throws -> String {
        var random = SplitMix64(seed: 0x9E37_79B9_7F4A_7C15)
        func next(_ bound: UInt64) -> UInt64 { random.next() % bound }
        var text = ""
        text.reserveCapacity(rows * 140)
        for number in 1...rows {
            let name = (0..<3).map { _ in syllables[Int(next(UInt64(syllables.count)))] }.joined().capitalized + " \(number)"
            let latitude = Double(Int(next(1_700_000_000)) - 850_000_000) / 1e7
            let longitude = Double(Int(next(3_580_000_000)) - 1_790_000_000) / 1e7
            text += "\(number)\t\(name)\t\(name)\t\(name) Alt,Old \(name)\t\(latitude)\t\(longitude)\tP\tPPL\tLI\t\t11\t\t\t\t"
            text += "\(next(100_000))\t\t\tEurope/Vaduz\t2024-01-01\n"
        }
        return try scratch.write(text, named: name)
    }
}
