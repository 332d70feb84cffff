import GazetteerIndex
import Testing

@Suite("Every word of a query is accounted for")
struct SearchPrecisionTests {
    static func build() throws -> BuiltIndex {
        let hotel = TestRecord(
            fields: RecordFields(
                id: SourceID(kind: .geonames, value: 10), latitudeE7: latitudeE7(47.1405), longitudeE7: longitudeE7(9.5215),
                featureClass: UInt8(ascii: "S"), featureCode: "HTL", category: "tourism=hotel", countryCode: "LI"),
            name: "Residence")
        return try BuiltIndex([
            populatedPlace(1, "London", latitude: 51.5085, longitude: -0.1257, country: "GB", population: 8_961_989),
            populatedPlace(2, "London", latitude: 42.9834, longitude: -81.2330, country: "CA", population: 422_324),
            populatedPlace(3, "Bridgetown", latitude: 13.1, longitude: -59.6, country: "BB", population: 98_511),
            populatedPlace(4, "Vaduz", latitude: 47.1415, longitude: 9.5215, country: "LI", population: 5_197),
            populatedPlace(5, "Bridge", latitude: 50.0, longitude: 1.0, country: "FR", population: 500),
            populatedPlace(6, "Ghaziabad", latitude: 28.67, longitude: 77.44, country: "IN", population: 1_199_191),
            populatedPlace(7, "Fuzhou", latitude: 26.06, longitude: 119.31, country: "CN", population: 3_740_000,
                           alternateNames: ["Foochow"]),
            populatedPlace(8, "A Coruña", latitude: 43.37, longitude: -8.4, country: "ES", population: 245_468),
            hotel,
        ], countryNames: ["GB": "United Kingdom", "CA": "Canada", "LI": "Liechtenstein"])
    }

    static func ids(_ index: BuiltIndex, _ query: String) -> [UInt64] {
        index.gazetteer.search(query, limit: 10).map(\.place.id.value)
    }

    @Test("a word that no name has, even misspelled, leaves the search empty")
    func unknownWordFindsNothing() throws {
        let index = try Self.build()
        #expect(Self.ids(index, "london") == [1, 2])
        #expect(Self.ids(index, "london sdfewf").isEmpty)
        #expect(Self.ids(index, "sdfewf london").isEmpty)
        #expect(Self.ids(index, "london xqzt").isEmpty)
    }

    @Test("a word of one or two letters before the last matches whole words only, so garbage finds nothing")
    func shortWordsMidQuery() throws {
        let index = try Self.build()
        #expect(Self.ids(index, "gh") == [6])
        #expect(Self.ids(index, "foo") == [7])
        #expect(Self.ids(index, "gh; foo()").isEmpty)
        // Three letters start words anywhere in the query: each word matches a name, so one is left out.
        #expect(Self.ids(index, "gha foo") == [6, 7])
        #expect(index.gazetteer.unmatchedWords(in: "gh; foo()") == [UnmatchedWord("gh", .inNoName)])
    }

    @Test("a last word that a symbol follows is finished: a prefix only from three letters, at a cost")
    func finishedLastWord() throws {
        let index = try Self.build()
        #expect(Self.ids(index, "g") == [6])
        #expect(Self.ids(index, "&g;").isEmpty)
        #expect(Self.ids(index, "gha!") == [6])
        #expect(Self.ids(index, "ghaziabad!") == [6])
        // A full stop marks an abbreviation, and spaces may come before the next word: both keep the word open.
        #expect(Self.ids(index, "g.") == [6])
        #expect(Self.ids(index, "g ") == [6])
        let open = index.gazetteer.search("gha", limit: 1).first?.score
        let finished = index.gazetteer.search("gha!", limit: 1).first?.score
        #expect(open != nil && finished != nil && finished! < open!)
    }

    @Test("a word of one or two letters is never left out, nor a word whose removal leaves only such words")
    func shortWordsAreNeverLeftOut() throws {
        let index = try Self.build()
        #expect(Self.ids(index, "a coruna") == [8])
        #expect(Self.ids(index, "coruna a") == [8])
        #expect(Self.ids(index, "a london").isEmpty)
        #expect(Self.ids(index, "london a").isEmpty)
        #expect(Self.ids(index, "%#$@*&a;fuz#$!").isEmpty)
        #expect(Self.ids(index, "a fuz").isEmpty)
    }

    @Test("filler words are left out before any other word, and qualifiers still apply")
    func fillerWords() throws {
        let index = try Self.build()
        #expect(Self.ids(index, "london in canada") == [2])
        #expect(Self.ids(index, "the london") == [1, 2])
        #expect(Self.ids(index, "london the") == [1, 2])
        #expect(Self.ids(index, "the").isEmpty)
        #expect(Self.ids(index, "in the").isEmpty)
    }

    @Test("the explanation of an empty answer names the short word no place has with the others")
    func shortWordExplained() throws {
        let index = try Self.build()
        #expect(index.gazetteer.unmatchedWords(in: "%#$@*&a;fuz#$!") == [UnmatchedWord("a", .notWithTheOtherWords)])
        #expect(index.gazetteer.unmatchedWords(in: "london a") == [UnmatchedWord("a", .notWithTheOtherWords)])
        // After a comma a word that is no area is never left out either.
        #expect(index.gazetteer.unmatchedWords(in: "london, bridge") == [UnmatchedWord("bridge", .notWithTheOtherWords)])
        #expect(index.gazetteer.unmatchedWords(in: "london") == [])
    }

    @Test("a word some name has may be left out when no place has every word")
    func knownWordMayBeLeftOut() throws {
        let index = try Self.build()
        // "bridge" is a whole name of its own, but no place is called "London Bridge".
        #expect(Self.ids(index, "london bridge").prefix(2) == [1, 2])
    }

    @Test("a number may be left out, as a house number the index does not know")
    func numberMayBeLeftOut() throws {
        let index = try Self.build()
        #expect(Self.ids(index, "vaduz 999") == [4])
    }

    @Test("category words find nothing when the place they name is not found")
    func categoryNeedsItsPlace() throws {
        let index = try Self.build()
        #expect(Self.ids(index, "hotel in vaduz") == [10])
        #expect(Self.ids(index, "hotel in sdfewf").isEmpty)
    }

    @Test("unmatched words are those that no name has, skipping numbers, joining, qualifier and category words")
    func unmatchedWords() throws {
        let index = try Self.build()
        #expect(index.gazetteer.unmatchedWords(in: "london sdfewf") == [UnmatchedWord("sdfewf", .inNoName)])
        #expect(index.gazetteer.unmatchedWords(in: "hotel in sdfewf") == [UnmatchedWord("sdfewf", .inNoName)])
        // Each word once, however often it is typed.
        #expect(index.gazetteer.unmatchedWords(in: "sdfewf london sdfewf") == [UnmatchedWord("sdfewf", .inNoName)])
        #expect(index.gazetteer.unmatchedWords(in: "london, canada") == [])
        #expect(index.gazetteer.unmatchedWords(in: "vaduz 999") == [])
        #expect(index.gazetteer.unmatchedWords(in: "lond") == [])
        // One letter off is within the typo budget of a four-letter word.
        #expect(index.gazetteer.unmatchedWords(in: "vadiz") == [])
    }
}
