/// Feature codes and categories, numbered as they first appear; index 0 is "none".
struct CodeDictionary {
    private(set) var codes: [String] = [""]
    private var numbers: [String: UInt16] = ["": 0]
    /// Codes that did not fit in 16 bits and were stored as "none".
    private(set) var overflowCount = 0

    /// The last code looked up: neighbouring records often share it, and comparing is cheaper than hashing.
    private var last: (code: String, number: UInt16) = ("", 0)

    mutating func index(of code: String) -> UInt16 {
        if code == last.code { return last.number }
        if let number = numbers[code] {
            last = (code, number)
            return number
        }
        guard codes.count < Int(UInt16.max) else {
            overflowCount += 1
            return 0
        }
        let number = UInt16(codes.count)
        codes.append(code)
        numbers[code] = number
        last = (code, number)
        return number
    }

    /// The codes sorted (index 0 stays "none"), with the map from old to new numbers.
    func sorted() -> (codes: [String], renumbering: [UInt16]) {
        let order = codes.indices.dropFirst().sorted { codes[$0].utf8.lexicographicallyPrecedes(codes[$1].utf8) }
        var renumbering = [UInt16](repeating: 0, count: codes.count)
        var sortedCodes = [""]
        for old in order {
            renumbering[old] = UInt16(sortedCodes.count)
            sortedCodes.append(codes[old])
        }
        return (sortedCodes, renumbering)
    }
}
