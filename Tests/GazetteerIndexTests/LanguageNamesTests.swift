import GazetteerIndex
import GazetteerTestSupport
import Testing

@Suite("Names by language")
struct LanguageNamesTests {
    /// Vienna with names in several languages (as OpenStreetMap and GeoNames give them).
    static func vienna(id: UInt64 = 2_761_369) -> TestRecord {
        var record = populatedPlace(id, "Wien", latitude: 48.20849, longitude: 16.37208, country: "AT", admin1: "09", population: 1_691_468)
        record.fields.localizedNames = [
            LocalizedName(language: "de", name: "Wien"),
            LocalizedName(language: "en", name: "Vienna"),
            LocalizedName(language: "fr", name: "Vienne"),
            LocalizedName(language: "fr", kind: .short, name: "Vne"),
            LocalizedName(language: "zh-Hant", name: "維也納"),
            LocalizedName(language: "ru", name: "Вена"),
            LocalizedName(language: "", kind: .official, name: "Bundeshauptstadt Wien"),
        ]
        return record
    }

    /// Builds `records` (with the localized division and country names given) and opens the index.
    static func build(
        _ records: [TestRecord], in directory: TemporaryDirectory, options: IndexBuilder.Options = IndexBuilder.Options(createdAt: 1),
        countries: [String: [LocalizedName]] = [:], admin1: [String: [LocalizedName]] = [:], boundaries: [BoundaryPolygon] = [],
        name: String = "index.gaz"
    ) throws -> Gazetteer {
        let builder = IndexBuilder(options: options)
        builder.setCountryNames(["AT": "Austria", "LI": "Liechtenstein"])
        builder.setAdmin1Names(["AT.09": "Vienna"])
        try builder.setLocalizedCountryNames(countries)
        try builder.setLocalizedAdmin1Names(admin1)
        var batch = RecordBatch()
        batch.boundaries = boundaries
        for record in records { batch.append(record.fields, name: record.name, alternateNames: record.alternateNames) }
        try builder.add(batch)
        _ = try builder.write(to: directory.file(name))
        return try Gazetteer(path: directory.file(name))
    }

    @Test("a place answers its name in the first language asked for that it has, through the tag's fallbacks, else its default name")
    func namePreferring() throws {
        let directory = try TemporaryDirectory()
        let index = try Self.build([Self.vienna()], in: directory)
        let place = index.place(at: 0)
        #expect(index.hasLanguageNames)
        #expect(index.languages == ["de", "en", "fr", "ru", "zh-Hant"])
        #expect(place.name == "Wien")
        #expect(place.name(preferring: ["fr"]) == "Vienne")
        #expect(place.name(preferring: ["de-AT"]) == "Wien")
        #expect(place.name(preferring: ["xx", "en"]) == "Vienna")
        #expect(place.name(preferring: ["zh-hant"]) == "維也納")
        #expect(place.name(preferring: ["zh-Hant-TW", "en"]) == "維也納")
        // A language asked for covers none of its regional or script forms: `zh` is not `zh-Hant`.
        #expect(place.name(preferring: ["zh"]) == "Wien")
        #expect(place.name(preferring: []) == "Wien")
        #expect(place.localizedNames.contains(LocalizedName(language: "", kind: .official, name: "Bundeshauptstadt Wien")))
        // Stored by language, then kind, then input order.
        #expect(place.localizedNames.map(\.language) == ["", "de", "en", "fr", "fr", "ru", "zh-Hant"])
    }

    @Test("a preferred name answers before an earlier one, and a short or former name never answers for its language")
    func preferredAndShortNames() throws {
        let directory = try TemporaryDirectory()
        var mumbai = populatedPlace(1_275_339, "Mumbai", latitude: 19.07283, longitude: 72.88261, country: "IN")
        mumbai.fields.localizedNames = [
            LocalizedName(language: "en", kind: .old, name: "Bombay"),
            LocalizedName(language: "en", name: "Bombay City"),
            LocalizedName(language: "en", kind: .preferred, name: "Mumbai"),
            LocalizedName(language: "hi", kind: .short, name: "मुंबई"),
        ]
        let place = try Self.build([mumbai], in: directory).place(at: 0)
        #expect(place.name(preferring: ["en"]) == "Mumbai")
        #expect(place.name(preferring: ["hi", "en"]) == "Mumbai")
        #expect(place.name(preferring: ["hi"]) == "Mumbai")
    }

    @Test("a name given in several languages and by several places is stored once in the file")
    func equalNamesStoredOnce() throws {
        let directory = try TemporaryDirectory()
        var vaduz = populatedPlace(3_042_030, "Vaduz", latitude: 47.14151, longitude: 9.52154, country: "LI")
        vaduz.fields.localizedNames = ["de", "en", "fr", "it"].map { LocalizedName(language: $0, name: "Vaduz") }
            + ["ru", "uk", "be"].map { LocalizedName(language: $0, name: "Вадуц") }
        var castle = populatedPlace(7, "Schloss", latitude: 47.1396, longitude: 9.5242, country: "LI")
        castle.fields.localizedNames = [LocalizedName(language: "ru", name: "Вадуц")]
        let index = try Self.build([vaduz, castle], in: directory)
        let bytes = try readBytes(directory.file("index.gaz"))
        #expect(Self.occurrences(of: Array("Вадуц".utf8), in: bytes) == 1)
        #expect(Self.occurrences(of: Array("Vaduz".utf8), in: bytes) == 1)
        let records = index.records(withIDs: [vaduz.fields.id, castle.fields.id]).map { index.place(at: $0!) }
        #expect(records[0].name(preferring: ["uk"]) == "Вадуц")
        #expect(records[0].name(preferring: ["it"]) == "Vaduz")
        #expect(records[1].name(preferring: ["be", "ru"]) == "Вадуц")
    }

    @Test("an index built without names by language has no such section, and answers every language with its names")
    func noLanguagesNoSection() throws {
        let directory = try TemporaryDirectory()
        var plain = Self.vienna()
        plain.fields.localizedNames = []
        let index = try Self.build([plain], in: directory)
        #expect(!index.sections.contains { $0.kind == .languageNames })
        #expect(index.sections.count == SectionKind.allCases.count - 1)
        #expect(!index.hasLanguageNames && index.languages.isEmpty)
        #expect(index.place(at: 0).name(preferring: ["fr"]) == "Wien")
        #expect(index.place(at: 0).localized(preferring: ["fr"]) == index.place(at: 0))
        let with = try Self.build([Self.vienna()], in: directory, name: "with.gaz")
        #expect(with.sections.contains { $0.kind == .languageNames })
        #expect(with.fileSize > index.fileSize)
    }

    @Test("the languages option keeps only the languages named and their regional forms")
    func languageFilter() throws {
        let directory = try TemporaryDirectory()
        var record = Self.vienna()
        record.fields.localizedNames.append(LocalizedName(language: "de-AT", name: "Wean"))
        var options = IndexBuilder.Options(createdAt: 1)
        options.languages = ["DE", "fr"]
        let index = try Self.build(
            [record], in: directory, options: options,
            countries: ["AT": [LocalizedName(language: "fr", name: "Autriche"), LocalizedName(language: "en", name: "Austria")]])
        #expect(index.languages == ["de", "de-AT", "fr"])
        let place = index.place(at: 0)
        #expect(place.name(preferring: ["en"]) == "Wien")
        #expect(place.name(preferring: ["de-AT"]) == "Wean")
        #expect(place.name(preferring: ["fr"]) == "Vienne")
        #expect(place.localizedCountryNames == [LocalizedName(language: "fr", name: "Autriche")])
    }

    @Test("country, admin1 and boundary names by language make the whole label read in that language")
    func localizedLabels() throws {
        let directory = try TemporaryDirectory()
        var liechtenstein = TestRecord(
            fields: RecordFields(
                id: SourceID(kind: .osmRelation, value: 9), latitudeE7: latitudeE7(47.15), longitudeE7: longitudeE7(9.55),
                featureClass: UInt8(ascii: "A"), category: "boundary=administrative", countryCode: "LI"),
            name: "Liechtenstein")
        liechtenstein.fields.localizedNames = [LocalizedName(language: "ru", name: "Лихтенштейн")]
        var vaduz = populatedPlace(3_042_030, "Vaduz", latitude: 47.14151, longitude: 9.52154)
        vaduz.fields.localizedNames = [LocalizedName(language: "ru", name: "Вадуц")]
        let boundary = AreaData.boundary(9, "Liechtenstein", level: 2, country: "LI", [AreaData.box(south: 47.05, west: 9.47, north: 47.27, east: 9.63)])
        let index = try Self.build(
            [Self.vienna(), liechtenstein, vaduz], in: directory,
            countries: ["AT": [LocalizedName(language: "de", name: "Österreich"), LocalizedName(language: "fr", name: "Autriche")]],
            admin1: ["AT.09": [LocalizedName(language: "de", name: "Wien"), LocalizedName(language: "fr", name: "Vienne")]],
            boundaries: [boundary])
        let numbers = index.records(withIDs: [Self.vienna().fields.id, vaduz.fields.id])
        let vienna = index.place(at: numbers[0]!)
        #expect(vienna.displayName == "Wien, Vienna, Austria")
        #expect(vienna.localized(preferring: ["de"]).displayName == "Wien, Österreich")
        #expect(vienna.localized(preferring: ["fr"]).displayName == "Vienne, Autriche")
        #expect(vienna.localized(preferring: ["fr"]).storedName == "Wien")
        #expect(vienna.countryName(preferring: ["it", "de"]) == "Österreich")
        let place = index.place(at: numbers[1]!)
        #expect(place.displayName == "Vaduz, Liechtenstein")
        #expect(place.hierarchy.first?.localizedNames == [LocalizedName(language: "ru", name: "Лихтенштейн")])
        #expect(place.localized(preferring: ["ru"]).displayName == "Вадуц, Лихтенштейн")
        #expect(place.countryName(preferring: ["ru"]) == "Лихтенштейн")
    }

    @Test("every record answers exactly its names by language, equal names once, among many records and languages")
    func manyRecordsMatchTheirInput() throws {
        let directory = try TemporaryDirectory()
        var random = SplitMix64(seed: 0x1A46)
        let languages = ["de", "en", "fr", "it", "ru", "zh-Hant", "sr-Latn", ""]
        var records: [TestRecord] = []
        for number in 0..<600 {
            var record = populatedPlace(
                UInt64(number + 1), "Place \(number)", latitude: -60 + Double(random.below(12_000)) / 100,
                longitude: -170 + Double(random.below(34_000)) / 100)
            for _ in 0..<random.below(6) {
                let language = languages[random.below(languages.count)]
                let kind = LocalizedName.Kind(rawValue: UInt8(random.below(8)))!
                record.fields.localizedNames.append(LocalizedName(language: language, kind: kind, name: "N\(random.below(40))"))
            }
            records.append(record)
        }
        let index = try Self.build(records, in: directory, options: IndexBuilder.Options(gridLevel: 3, createdAt: 1))
        let byID = Dictionary(uniqueKeysWithValues: records.map { ($0.fields.id.packed, $0) })
        for number in 0..<index.count {
            let place = index.place(at: number)
            let input = try #require(byID[place.id.packed]).fields.localizedNames
            // Expected: by language (tags sorted by bytes), then kind, then input order; each once.
            var expected: [LocalizedName] = []
            let order = input.indices.sorted {
                let (a, b) = (input[$0], input[$1])
                if a.language != b.language { return a.language.utf8.lexicographicallyPrecedes(b.language.utf8) }
                if a.kind != b.kind { return a.kind.rawValue < b.kind.rawValue }
                return $0 < $1
            }
            for index in order where !expected.contains(input[index]) { expected.append(input[index]) }
            #expect(place.localizedNames == expected, "record \(number)")
        }
    }

    @Test("a build that spills every list writes the same index byte for byte")
    func spilledBuildIsIdentical() throws {
        let directory = try TemporaryDirectory()
        let records = (0..<200).map { number -> TestRecord in
            var record = populatedPlace(UInt64(number + 1), "Town \(number)", latitude: Double(number % 80), longitude: Double(number % 170))
            record.fields.localizedNames = [
                LocalizedName(language: "de", name: "Stadt \(number)"), LocalizedName(language: "fr", name: "Ville \(number % 7)"),
            ]
            return record
        }
        var spilling = IndexBuilder.Options(createdAt: 1, memoryBudget: 64 << 20, temporaryDirectory: directory.path)
        spilling.spillsEverything = true
        _ = try Self.build(records, in: directory, name: "plain.gaz")
        _ = try Self.build(records, in: directory, options: spilling, name: "spilled.gaz")
        #expect(try readBytes(directory.file("plain.gaz")) == readBytes(directory.file("spilled.gaz")))
    }

    @Test("a names-by-language section whose counts do not fit its size is refused when the index is opened")
    func damagedSectionIsRefused() throws {
        let directory = try TemporaryDirectory()
        _ = try Self.build([Self.vienna()], in: directory)
        var file = IndexBytes(bytes: try readBytes(directory.file("index.gaz")))
        let index = try Gazetteer(path: directory.file("index.gaz"))
        let section = try #require(index.sections.first { $0.kind == .languageNames })
        file.setU32(section.offset + 4, 1_000)
        let damaged = directory.file("damaged.gaz")
        try writeBytes(file.bytes, to: damaged)
        #expect(throws: IndexError.self) { try Gazetteer(path: damaged) }
        do {
            _ = try Gazetteer(path: damaged)
        } catch {
            guard case let .malformedSection(_, name, _) = error else { Issue.record("\(error)"); return }
            #expect(name == "names by language")
        }
    }

    private static func occurrences(of needle: [UInt8], in haystack: [UInt8]) -> Int {
        guard needle.count <= haystack.count else { return 0 }
        return (0...(haystack.count - needle.count)).count { haystack[$0..<$0 + needle.count].elementsEqual(needle) }
    }
}

@Suite("Search for a reader of given languages")
struct ReaderSearchTests {
    @Test("among places that match equally, the one whose matched name is in the reader's language comes first; a better match stays first")
    func readerLanguageBreaksTies() throws {
        let directory = try TemporaryDirectory()
        var london = populatedPlace(2_643_743, "London", latitude: 51.50853, longitude: -0.12574, country: "GB", population: 50_000, alternateNames: ["Londres"])
        london.fields.localizedNames = [LocalizedName(language: "fr", name: "Londres")]
        var other = populatedPlace(7, "Londyn", latitude: 40.0, longitude: -3.0, country: "ES", population: 50_000, alternateNames: ["Londres"])
        other.fields.localizedNames = [LocalizedName(language: "es", name: "Londres")]
        var city = populatedPlace(8, "Londres", latitude: -27.7, longitude: -67.1, country: "AR", population: 2_000_000)
        city.fields.localizedNames = [LocalizedName(language: "en", name: "Londres")]
        let index = try LanguageNamesTests.build([london, other, city], in: directory)
        let plain = index.search("Londres", limit: 3)
        #expect(plain.first?.place.id == city.fields.id)
        #expect(plain[1].score == plain[2].score)
        for (languages, expected) in [(["fr"], [city, london, other]), (["es", "fr"], [city, other, london]), (["fr-CA"], [city, london, other])] {
            let results = index.search("Londres", limit: 3, preferring: languages)
            #expect(results.map(\.place.id) == expected.map(\.fields.id), "\(languages)")
        }
        let french = index.search("Londres", limit: 3, preferring: ["fr"])
        #expect(french[1].place.name == "Londres")
        #expect(french[1].matchedLanguage == "fr")
        #expect(index.search("Londres", limit: 1, preferring: ["es"]).map(\.place.id) == [city.fields.id])
    }
}
