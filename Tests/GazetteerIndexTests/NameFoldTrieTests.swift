import Testing
@testable import GazetteerIndex

@Suite("The fold table read into its trie")
struct NameFoldTrieTests {
    @Test("every scalar's entry gives what its line of the table says, or the scalar itself")
    func entriesMatchTheTable() {
        // The table read the obvious way: lines split into fields, each field a scalar.
        var expected: [UInt32: [UInt8]] = [:]
        for line in NameFoldTable.source.split(separator: "\n") {
            let fields = line.split(separator: " ")
            guard let range = fields.first else { continue }
            let bounds = range.split(separator: "-").map { UInt32($0, radix: 16)! }
            let replacement = fields.dropFirst().flatMap { Array(String(Unicode.Scalar(UInt32($0, radix: 16)!)!).utf8) }
            for scalar in bounds[0]...bounds[bounds.count - 1] { expected[scalar] = replacement }
        }
        #expect(expected.count > 10_000)
        let trie = NameFoldTrie(source: NameFoldTable.source)
        var mismatches: [UInt32] = []
        for value in UInt32(0)...0x10FFFF {
            let entry = trie.entry(for: value)
            let matches = if let replacement = expected[value] {
                entry != NameFoldTrie.identity && Array(trie.replacement(for: entry)) == replacement
            } else {
                entry == NameFoldTrie.identity
            }
            if !matches && mismatches.count < 10 { mismatches.append(value) }
        }
        #expect(mismatches.isEmpty, "scalars \(mismatches.map { String($0, radix: 16) })")
    }
}
