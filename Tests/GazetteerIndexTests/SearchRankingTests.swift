@testable import GazetteerIndex
import Testing
import GazetteerTestSupport

@Suite("Search ranking")
struct SearchRankingTests {
    @Test("near a point, closer places of equal importance come first")
    func closerPlacesFirst() throws {
        let towns = [(10.0, 10.0), (10.0, 10.5), (10.0, 12.0), (10.0, 20.0), (-30.0, -60.0)].enumerated().map { number, point in
            populatedPlace(UInt64(number + 1), "Newtown", latitude: point.0, longitude: point.1)
        }
        let index = try BuiltIndex(towns)
        let near = Coordinate(latitude: 10.0, longitude: 10.4)
        let results = index.gazetteer.search("Newtown", limit: 10, near: near)
        #expect(results.map(\.place.id.value) == [2, 1, 3, 4, 5])
        let distances = results.compactMap(\.distanceMeters)
        #expect(distances.count == 5)
        #expect(distances == distances.sorted())
        #expect(index.gazetteer.search("Newtown", limit: 10).map(\.place.recordNumber) == [0, 1, 2, 3, 4])
        #expect(index.gazetteer.search("new", limit: 2, near: Coordinate(latitude: -30, longitude: -60)).map(\.place.id.value) == [5, 1])
    }

    @Test("near a point, a prefix with over 20,000 names still ranks the place at that point first")
    func closerPlacesFirstForCrowdedPrefix() throws {
        var random = SplitMix64(seed: 0x20_001)
        let towns = (0..<20_500).map { number in
            populatedPlace(UInt64(number + 1), "S" + randomPlaceName(&random).lowercased(),
                           latitude: random.uniform(-60, 60), longitude: random.uniform(-180, 180))
        }
        let index = try BuiltIndex(towns, options: IndexBuilder.Options(topListLength: 16, heavyThreshold: 64), batchSize: 20_500)
        for _ in 0..<12 {
            let town = random.pick(index.records)
            let near = Coordinate(latitude: town.latitude, longitude: town.longitude)
            let results = index.gazetteer.search("s", limit: 5, near: near)
            #expect(results.count == 5)
            #expect(results.first?.place.id == town.fields.id)
            #expect(results.first?.distanceMeters == 0)
            let scores = results.map(\.score)
            #expect(scores == scores.sorted(by: >), "best score first")
            #expect(Set(results.map(\.place.recordNumber)).count == results.count)
        }
    }

    @Test("a whole-name match beats a prefix match of a place of similar size, not one far larger")
    func exactMatchAgainstImportance() throws {
        let index = try BuiltIndex([
            populatedPlace(1, "Parisville", latitude: 1, longitude: 1, population: 5_000_000),
            populatedPlace(2, "Paris", latitude: 2, longitude: 2, population: 10),
            populatedPlace(3, "Parisot", latitude: 3, longitude: 3, population: 50_000),
            populatedPlace(4, "Lyon", latitude: 4, longitude: 4, population: 20_000),
            populatedPlace(5, "Lyonville", latitude: 5, longitude: 5, population: 60_000),
        ])
        // A place 500,000 times larger that the prefix means wins over a village of that exact name…
        let results = index.gazetteer.search("paris", limit: 3)
        #expect(results.map(\.place.id.value) == [1, 3, 2])
        #expect(results.map(\.isExactMatch) == [false, false, true])
        // …but a name typed in full wins over a prefix of a place only three times larger.
        #expect(index.gazetteer.search("lyon", limit: 2).map(\.place.id.value) == [4, 5])
        let explanation = try #require(results.first?.explanation)
        #expect(abs(explanation.total - results[0].score) < 1e-9)
        #expect(explanation.nameMatch == SearchRanking.completePrefix)
    }

    @Test("the primary name is the matched name when it matches, even at the end of a full list", arguments: [1, 2, 10])
    func primaryNameWins(limit: Int) throws {
        let index = try BuiltIndex([
            populatedPlace(1, "Abd", latitude: 1, longitude: 1, population: 900, alternateNames: ["Abc", "Abe"]),
            populatedPlace(2, "Abx", latitude: 2, longitude: 2, population: 5_000, alternateNames: ["Aba"]),
            populatedPlace(3, "Bern", latitude: 46.95, longitude: 7.45, population: 130_000, alternateNames: ["Berne", "Bärn"]),
        ])
        let results = index.gazetteer.search("ab", limit: limit)
        #expect(results.map(\.place.id.value) == Array([2, 1].prefix(limit)))
        #expect(results.map(\.matchedName) == Array(["Abx", "Abd"].prefix(limit)))
        #expect(index.gazetteer.search("Ber", limit: limit).map(\.matchedName) == ["Bern"])
        #expect(index.gazetteer.search("Berne", limit: limit).map(\.matchedName) == ["Berne"])
        #expect(index.gazetteer.search("Barn", limit: limit).map(\.matchedName) == ["Bärn"])
        #expect(index.gazetteer.search("abe", limit: limit).map(\.matchedName) == ["Abe"])
    }

    @Test("a record matched by several names appears once")
    func oneResultPerRecord() throws {
        let index = try BuiltIndex([
            populatedPlace(1, "Sankt Gallen", latitude: 47.42, longitude: 9.37, alternateNames: ["St. Gallen", "Saint-Gall", "San Gallo", "Sankt-Gallen"]),
        ])
        let results = index.gazetteer.search("s", limit: 10)
        #expect(results.count == 1)
        #expect(results.first?.matchedName == "Sankt Gallen")
        #expect(index.summary.nameCount == 4)
    }

    @Test("queries without a usable key, a zero limit or an empty index find nothing")
    func emptyAnswers() throws {
        let index = try BuiltIndex([populatedPlace(1, "Zürich", latitude: 47.37, longitude: 8.54)])
        for query in ["", " ", "-", ",", "!!!"] {
            #expect(index.gazetteer.search(query).isEmpty, "\"\(query)\"")
        }
        // A comma never hides a name.
        #expect(index.gazetteer.search(", Zürich").map(\.matchedName) == ["Zürich"])
        #expect(index.gazetteer.search("Zürich", limit: 0).isEmpty)
        #expect(index.gazetteer.search("Zürich", limit: -3).isEmpty)
        #expect(index.gazetteer.search("zurich").map(\.matchedName) == ["Zürich"])
        let empty = try BuiltIndex([])
        #expect(empty.gazetteer.search("z").isEmpty)
        #expect(empty.gazetteer.search("z", near: Coordinate(latitude: 0, longitude: 0)).isEmpty)
        #expect(empty.gazetteer.search("z", countryCode: "CH").isEmpty)
    }

    @Test("unnamed records are found by place but not by name")
    func unnamedRecords() throws {
        var toilet = populatedPlace(1, "", latitude: 47.37, longitude: 8.54)
        toilet.fields.featureClass = 0
        toilet.fields.featureCode = ""
        toilet.fields.category = "amenity=toilets"
        let index = try BuiltIndex([toilet])
        #expect(index.summary.nameCount == 0)
        #expect(index.gazetteer.search("a").isEmpty)
        let found = index.gazetteer.nearest(to: Coordinate(latitude: 47.37, longitude: 8.54))
        #expect(found.map(\.place.displayName) == ["amenity=toilets"])
    }
}
