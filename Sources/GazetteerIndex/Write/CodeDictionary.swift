/// Feature codes and categories, numbered as they first appear; index 0 is "none".
struct CodeDictionary {
    private(set) var codes: [String] = [""]
    private var numbers: [String: UInt16] = ["": 0]
    /// The last code looked up: neighbouring records often share it, and comparing is cheaper than hashing.
    private var last: (code: String, number: UInt16) = ("", 0)

    /// The number of `code`, given one when new.
    ///
    /// - Throws: ``IndexError/tooLarge(reason:)`` for a 65,536th code: records name codes with 16 bits.
    mutating func index(of code: String) throws(IndexError) -> UInt16 {
        // "None" is number 0, and is not kept as the last code: a record's empty feature code or
        // category would otherwise replace the code its neighbours share.
        if code.isEmpty { return 0 }
        if code == last.code { return last.number }
        if let number = numbers[code] {
            last = (code, number)
            return number
        }
        guard codes.count < Int(UInt16.max) else {
            throw .tooLarge(reason: "more than 65,534 distinct feature codes and categories")
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
