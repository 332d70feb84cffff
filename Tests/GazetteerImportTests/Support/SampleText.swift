import GazetteerTestSupport
/// Deterministic tab-separated text shaped like GeoNames rows, for test inputs.
enum SampleText {
    /// `lineCount` rows made from a seeded generator: the same seed gives the same bytes.
    static func rows(_ lineCount: Int, seed: UInt64 = 1) -> [UInt8] {
        var random = SplitMix64(seed: seed)
        func next() -> UInt64 { random.next() }
        let syllables = ["ka", "mo", "ri", "san", "ta", "vel", "dor", "en", "lu", "bra", "zi", "ost"]
        var bytes: [UInt8] = []
        bytes.reserveCapacity(lineCount * 64)
        for id in 0..<lineCount {
            var name = ""
            for _ in 0..<(2 + Int(next() % 3)) {
                name += syllables[Int(next() % UInt64(syllables.count))]
            }
            let latitude = Double(Int(next() % 180_000_000)) / 1e6 - 90
            let longitude = Double(Int(next() % 360_000_000)) / 1e6 - 180
            let line = "\(1_000_000 + id)\t\(name.capitalized)\t\(name)\t\(latitude)\t\(longitude)\tP\tPPL\t\(next() % 100_000)\n"
            bytes.append(contentsOf: line.utf8)
        }
        return bytes
    }
}

private extension String {
    var capitalized: String { prefix(1).uppercased() + dropFirst() }
}
