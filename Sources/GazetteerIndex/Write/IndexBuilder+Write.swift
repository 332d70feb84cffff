#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension IndexBuilder {
    /// Merges duplicates, orders the records spatially and by importance, builds the word index
    /// and writes the file.
    ///
    /// The file is written to a temporary file beside `path`, synced, then renamed over `path`:
    /// an existing index stays intact until the new one is complete, and a failure leaves nothing.
    /// Each section is written as soon as it is made. The summary gives each stage's time.
    /// - Parameter progress: called, on the calling thread, as each stage starts, with the progress
    ///   the stage counts as it goes.
    /// - Precondition: called once per builder.
    /// - Throws: ``IndexError/writeFailed(path:code:)``, ``IndexError/interrupted(path:)``, or
    ///   ``IndexError/tooLarge(reason:)``.
    /// - Complexity: O(n log n) in the records and names added.
    public func write(
        to path: String, progress: ((BuildStageProgress) -> Void)? = nil
    ) throws(IndexError) -> BuildSummary {
        precondition(!hasWritten, "IndexBuilder.write(to:) is called once per builder")
        hasWritten = true
        var clock = StageClock(progress: progress, budget: budget)
        // Each section goes to the file as soon as it is made, and its bytes are let go.
        let file = try IndexFileWriter(to: path, sectionCount: SectionKind.requiredCount + (languageNames.isEmpty ? 0 : 1))
        clock.begin(.keepingLastOfEachID)
        let kept = keptRecords()
        clock.begin(.mergingPlaces)
        let groups = options.mergesDuplicates ? RecordMerger(builder: self).groups(kept) : RecordGroups(singles: kept)
        mergedCount = kept.count - groups.count
        assignLanguageNames(groups)
        let collecting = clock.progress(for: .collectingNames)
        // Each group's names, then its final record: the input names go before the records are copied.
        var lists = NameLists.build(groups, builder: self, progress: collecting)
        names.removeAll()
        clock.begin(.makingFinalRecords)
        guard lists.names.count < Int(UInt32.max) else { throw .tooLarge(reason: "more than 4,294,967,295 names") }
        var finals = FinalRecords.build(groups, builder: self)
        records.removeAll()
        let count = finals.records.count
        let level = options.gridLevel.map { min(max($0, 1), GridGeometry.maximumDirectoryLevel) }
            ?? GridGeometry.directoryLevel(forRecordCount: count)
        clock.begin(.spatialOrder)
        // The records are put in Morton order on one thread while the text to intern is copied out
        // on this one (``DisplayText``), each reading the final records only.
        let ((spatial, cells), copying) = concurrently({
            // The per-record lists from here on grow on the budget like the rest.
            let mortons = finals.records.withUnsafeBufferPointer { records in
                KeyBytePlanes(count: count, budget: budget) {
                    GridGeometry.morton(latitudeE7: records[$0].latitudeE7, longitudeE7: records[$0].longitudeE7)
                }
            }
            var spatial = SpillableArray(0..<UInt32(count), budget: budget)
            // Final records come in id order, so a stable sort on the Morton code orders by (Morton code, id).
            radixSort(&spatial, keys: mortons)
            return (spatial, cellDirectory(mortons: mortons, level: level))
        }, {
            Result { () throws(IndexError) in try DisplayText.copyOut(lists: &lists, finals: finals, builder: self) }
        })
        // Interned beside the rank order, and let go there (taken out of this optional).
        var copiedText: DisplayText.Copied? = try copying.get()
        // Records without a country (OpenStreetMap) take the one of the boundary around them, before
        // capitals and country lists are made.
        clock.begin(.assigningAreas)
        let areas = try areaSections(spatial, records: &finals.records)
        try languageNames.noteAreas(areas.boundaries)
        try file.append(.boundaries, areas.boundaries)
        try file.append(.recordAreas, areas.recordAreas)
        try file.append(.cells, cells)
        finals.markCapitals(lists: lists, builder: self)

        let recordNumber = RaggedPermutation.inverse(of: spatial, budget: budget)
        // How each name is shown is decided and the text to show is copied out: the input's text is let go.
        self.strings = StringInterner(budget: budget)

        let splitting = clock.begin(.splittingNames, units: count)
        // The names are split into words (two threads) while the records are ranked (a third), each
        // reading the final records and names only.
        let ((words, order), ranked) = concurrently({
            // In the order of the final records, so that their names and keys are read front to back.
            WordIndexBuilder.gathered(count: count, budget: budget) { numbers, words in
                // Read through constants, not the variables this method's closures share (each read of
                // those is checked for exclusive access); they go when this half is gathered.
                let (nameLists, records) = (lists, finals.records)
                words.reserveCapacity(names: numbers.reduce(0) { $0 + nameLists.range($1).count }, records: numbers.count)
                var synthetic = SyntheticWords(builder: self)
                var recordWords: [UInt32] = []
                // Through buffers: a closure over the lists themselves would copy them (a retain of
                // each of their arrays) for every record.
                keyBytes.withUnsafeBufferPointer { keyBytes in
                nameLists.derivedKeys.withUnsafeBufferPointer { derived in
                nameLists.names.withUnsafeBufferPointer { names in
                nameLists.starts.withUnsafeBufferPointer { starts in
                    // The names of a block of records at once, so that their words' lookups in the
                    // word table (larger than the cache) overlap; then each record's own words.
                    for blockStart in stride(from: numbers.lowerBound, to: numbers.upperBound, by: Self.wordBlockRecords) {
                        let block = blockStart..<min(blockStart + Self.wordBlockRecords, numbers.upperBound)
                        words.addNames((Int(starts[block.lowerBound])..<Int(starts[block.upperBound])).lazy.map {
                            NameLists.key(names[$0], keyBytes: keyBytes, derived: derived)
                        })
                        for number in block {
                            recordWords.removeAll(keepingCapacity: true)
                            synthetic.append(of: records[number], to: &recordWords, words: &words)
                            words.addRecordWords(recordWords, nameCount: Int(starts[number + 1] - starts[number]))
                        }
                        splitting.advance(by: block.count)
                    }
                }}}}
            } then: {
                splitting.begin(.sortingWords)
                // The words are split: the input's keys are let go, and the names keep what the sections need.
                self.keyBytes.removeAll()
                lists.releaseKeys()
            }
        }, { [finals, lists, codes] in
            Self.rank(finals: finals, writtenCounts: lists.writtenCounts, codes: codes, recordNumber: recordNumber, budget: budget)
        })
        let (importance, toRanks, importanceByRank, recordNumberByRank) = ranked
        clock.begin(.writingRanks)
        try recordNumberByRank.withUnsafeBufferPointer { numbers throws(IndexError) in
            try importanceByRank.withUnsafeBufferPointer { importances throws(IndexError) in
                // Read front to back: a spilled list's pages go behind.
                var behind = (ReleaseBehind(numbers, isSpilled: recordNumberByRank.isSpilled),
                              ReleaseBehind(importances, isSpilled: importanceByRank.isSpilled))
                try file.append(.ranks, count: count, stride: RankLayout.size) { rank, entry in
                    entry.store(RankLayout.record, numbers[rank])
                    entry.store(RankLayout.importance, importances[rank])
                    behind.0.passed(rank)
                    behind.1.passed(rank)
                }
            }
        }
        // The record sections read them in stored order, as gathered; the postings are made in rank order.
        let storedOrderWords = words
        let (sortedCodes, renumbering) = codes.sorted()
        let countryOfRecord = SpillableArray(finals.records.lazy.map(\.country), budget: budget)
        // Counted by code in an array (a packed code is 16 bits), not a dictionary: one add a record.
        var recordsPerCountry = [Int](repeating: 0, count: Int(UInt16.max) + 1)
        recordsPerCountry.withUnsafeMutableBufferPointer { counts in
            countryOfRecord.withUnsafeBufferPointer { countries in
                for country in countries { counts[Int(country)] += 1 }
            }
        }
        let largeCountries = Set(recordsPerCountry.indices.lazy
            .filter { $0 != 0 && recordsPerCountry[$0] > Self.largeCountryRecords }.map { UInt16($0) })
        // Both are counted on the step: the words' and lists' moves, and the interning.
        let rankOrdering = clock.begin(.rankOrder, units: words.rankOrderUnits + copiedText!.progressUnits)
        // The words go to rank order on one thread while the per-record lists the passes over the
        // postings read go there on another, and the text to show is interned on a third (these
        // steps spend much of their time waiting for their windows to be written, and it reads
        // nothing they write): each moves its lists in windows a third of the budget's size.
        let windowBytes = toRanks.windowBytes / 3
        let thirdWindows = RaggedPermutation(target: toRanks.target, windowBytes: windowBytes, budget: budget)
        let (wordBuilder, ((countriesByRank, mainCountsByRank, nameHeadersByRank), interned)) = concurrently({
            words.permuted(thirdWindows, progress: rankOrdering)
        }, {
            concurrently({
                (thirdWindows.apply(countryOfRecord), thirdWindows.apply(lists.mainCounts),
                 thirdWindows.apply(lists.headers, starts: lists.starts).values)
            }, {
                DisplayText.intern(
                    copiedText.take()!, recordNumbers: recordNumber, spatial: spatial, windowBytes: windowBytes, budget: budget,
                    progress: rankOrdering)
            })
        })
        // The names and records take their texts' references, and the names by language follow
        // them into the pool.
        var strings = DisplayText.apply(interned, lists: &lists, finals: &finals, builder: self)
        try appendLanguageNames(recordNumbers: recordNumber, strings: &strings, to: file)
        let postingsProgress = clock.begin(.countingPostings, units: 2 * count)
        // The record sections are made beside the word sections' steps (before either starts, so
        // the fraction never goes back).
        postingsProgress.beginBeside(units: count)
        // What the tables and the metadata say of the final records, so they can go once written.
        let countriesSeen = Set(countryOfRecord).subtracting([0]).sorted { CountryCode.unpack($0) < CountryCode.unpack($1) }
        let (recordBounds, recordSources, recordCategories) = (
            bounds(finals.records), sourceCounts(finals.records), categoryCounts(finals.records).prefix(50))
        let ranking = WordIndexBuilder.Ranking(
            importance: importanceByRank, recordNumbers: recordNumberByRank,
            countries: countriesByRank, mainCounts: mainCountsByRank, nameHeaders: nameHeadersByRank,
            largeCountries: largeCountries)
        // The word sections are made in memory on one thread while the record sections are written
        // to the file on this one; the word sections follow them into the file.
        let (builtWords, written) = concurrently({
            Result { () throws(IndexError) in
                try wordBuilder.build(
                    order: order, ranking: ranking, headLength: min(max(options.topListLength, 1), Int(UInt16.max)),
                    heavyThreshold: max(options.heavyThreshold, 1), answerLength: Self.answerLength,
                    countryAnswerLength: Self.countryAnswerLength, progress: postingsProgress)
            }
        }, { () -> Result<Void, IndexError> in
            Result { () throws(IndexError) in
                try RecordSections.write(
                    finals: finals, lists: lists, words: storedOrderWords, recordNumbers: recordNumber,
                    importance: importance, renumbering: renumbering, builder: self, to: file,
                    progress: postingsProgress)
                // Nothing after needs the final records: let them go while the word sections are made.
                finals = FinalRecords()
                extras = ExtrasStore()
            }
        })
        try written.get()
        var wordIndex = try builtWords.get()
        clock.begin(.wordSections)
        try file.append(.words, wordIndex.words)
        try file.append(.wordDirectory, wordIndex.directory)
        try file.append(.postings, wordIndex.postings)
        try file.append(.prefixes, wordIndex.prefixes)
        try file.append(.heads, wordIndex.heads)
        try file.append(.answers, wordIndex.answers)
        try file.append(.countryAnswers, wordIndex.countryAnswers)
        let (wordCount, postingCount, prefixCount, countryAnswerCount) = (
            wordIndex.wordCount, wordIndex.postingCount, wordIndex.prefixCount, wordIndex.countryAnswerCount)
        wordIndex = WordIndexBuilder.Output()

        clock.begin(.makingTables)
        var phrases = PhraseTableBuilder()
        // Every country the index knows a name for can qualify a query, present or not: "Vaduz, Germany"
        // then finds nothing rather than the Vaduz in Liechtenstein.
        let namedCountries = countries.keys.map(CountryCode.pack).filter { $0 != 0 }
        phrases.addCountries(Array(Set(countriesSeen + namedCountries)).sorted(), descriptions: countries)
        phrases.addAdmin1(admin1Order, names: admin1Names)
        phrases.addCategories(sortedCodes)
        let phraseTable = phrases.sections(strings: &strings)
        let codeReferences = sortedCodes.map { strings.reference(of: $0) }
        let codeSection = fixedWidthSection(count: sortedCodes.count, stride: 4) { number, entry in
            entry.store(Field<UInt32>.first, codeReferences[number])
        }
        let createdAt = options.createdAt ?? Int64(time(nil))
        let tables = admin1AndCountryTables(countriesSeen, largeCountries: largeCountries, strings: &strings)
        let parameters = fixedWidthSection(count: 1, stride: ParameterLayout.size) { _, entry in
            entry.store(ParameterLayout.recordCount, UInt32(count))
            entry.store(ParameterLayout.gridLevel, UInt32(level))
            entry.store(ParameterLayout.wordCount, UInt32(wordCount))
            entry.store(ParameterLayout.postingCount, UInt32(clamping: postingCount))
            entry.store(ParameterLayout.prefixCount, UInt32(prefixCount))
            entry.store(ParameterLayout.headLength, UInt32(min(max(options.topListLength, 1), Int(UInt16.max))))
            entry.store(ParameterLayout.heavyThreshold, UInt32(max(options.heavyThreshold, 1)))
            entry.store(ParameterLayout.codeCount, UInt32(sortedCodes.count - 1))
            entry.store(ParameterLayout.admin1Count, UInt32(admin1Order.count))
            entry.store(ParameterLayout.countryCount, UInt32(countriesSeen.count))
            entry.store(ParameterLayout.phraseCount, UInt32(phraseTable.phraseCount))
            entry.store(ParameterLayout.meaningCount, UInt32(phraseTable.meaningCount))
            entry.store(ParameterLayout.createdAt, createdAt)
            entry.store(ParameterLayout.foldFingerprint, NameFoldTable.fingerprint)
            entry.store(ParameterLayout.answerLength, UInt32(Self.answerLength))
            entry.store(ParameterLayout.countryAnswerCount, UInt32(countryAnswerCount))
            entry.store(ParameterLayout.countryAnswerLength, UInt32(Self.countryAnswerLength))
            entry.store(ParameterLayout.nameCount, UInt32(lists.count))
        }
        let metadata = IndexMetadata(
            formatVersion: Int(IndexFormat.version), createdAt: createdAt, recordCount: count,
            duplicateCount: duplicateCount, bounds: recordBounds, inputs: inputs,
            sources: Dictionary(uniqueKeysWithValues: recordSources),
            categories: Dictionary(uniqueKeysWithValues: recordCategories))

        clock.begin(.writingFile)
        for (kind, bytes) in [
            (SectionKind.codes, codeSection), (.admin1, tables.admin1), (.countries, tables.countries),
            (.phrases, phraseTable.phrases), (.meanings, phraseTable.meanings),
        ] {
            try file.append(kind, bytes)
        }
        try file.append(.strings, strings.pool)
        try file.append(.parameters, parameters)
        try file.append(.metadata, metadata.encoded())
        let size = try file.finish()
        clock.end()
        budget?.stop()
        return BuildSummary(
            recordCount: count, duplicateCount: duplicateCount, mergedCount: mergedCount, nameCount: lists.count,
            keyCount: wordCount, fileSize: size, gridLevel: level, stageTimes: clock.times, memory: memoryReport)
    }

    /// Records whose names are split into words together.
    static let wordBlockRecords = 32

    /// Results kept in each heavy prefix's answer list (a query asking for more walks the postings).
    static let answerLength = 32
    /// Results kept per large country for prefixes of one or two characters.
    static let countryAnswerLength = 16
    /// Countries with more records than this get answer lists of their own for short prefixes
    /// (in smaller ones a query walks the country's records).
    static let largeCountryRecords = 500

    /// Checks that an index can be written at `path` (its directory exists and takes a new file)
    /// by creating and removing the temporary file a build would write, so that a wrong output
    /// path fails before a long import rather than after it.
    ///
    /// - Throws: ``IndexError/writeFailed(path:code:)``.
    public static func checkWritable(_ path: String) throws(IndexError) {
        try TemporaryFile(near: path).discard()
    }

    /// The synthetic word of an admin1 division: marker, country code, code.
    static func admin1Word(_ key: Admin1Key) -> [UInt8] {
        [WordBlockCoding.admin1Marker] + Array(CountryCode.unpack(key.country).utf8) + Array(key.code.utf8)
    }

    /// The first record number of every cell (and the count after the last), from the records'
    /// Morton codes in any order.
    private func cellDirectory(mortons: KeyBytePlanes, level: Int) -> [UInt8] {
        var counts = [UInt32](repeating: 0, count: (1 << (2 * level)) + 1)
        mortons.forEachKey(highBytes: (2 * level + 7) / 8) { counts[Int($0 >> UInt64(64 - 2 * level))] += 1 }
        var running: UInt32 = 0
        return fixedWidthSection(count: counts.count, stride: 4) { cell, entry in
            entry.store(Field<UInt32>.first, running)
            running &+= counts[cell]
        }
    }

    /// Indices of the records to keep: for each id, the last one added.
    ///
    /// The ids are read from the records front to back; when they come in order (a GeoNames dump,
    /// an OpenStreetMap extract's nodes, ways and relations each in turn) that one pass is all, and
    /// nothing is sorted or kept beside the answer. Otherwise the ids are sorted (stable: records of
    /// one id stay in the order added) and read in that order.
    private func keptRecords() -> [UInt32] {
        let kept = Self.lastOfEachID(records.lazy.map(\.id).enumerated().lazy.map { (UInt32($0.offset), $0.element) })
            ?? {
                let ids = SpillableArray(records.lazy.map(\.id), budget: budget)
                var order = Array(0..<UInt32(records.count))
                ids.withUnsafeBufferPointer { ids in radixSort(&order) { ids[Int($0)] } }
                return Self.lastOfEachID(order.lazy.map { ($0, ids[Int($0)]) })!
            }()
        duplicateCount = kept.dropped
        return kept.records
    }

    /// From records in ascending id order (`(index, id)`, equal ids in the order added), the last
    /// index of each id and how many were dropped; `nil` as soon as an id is below the one before.
    /// O(records).
    @inline(__always)
    private static func lastOfEachID(
        _ records: some Sequence<(index: UInt32, id: UInt64)>
    ) -> (records: [UInt32], dropped: Int)? {
        var kept: [UInt32] = []
        kept.reserveCapacity(records.underestimatedCount)
        var dropped = 0
        var previous: UInt64?
        for (index, id) in records {
            if let previous, id <= previous {
                guard id == previous else { return nil }
                // A later record of the same id takes the earlier one's place.
                kept[kept.count - 1] = index
                dropped += 1
            } else {
                kept.append(index)
            }
            previous = id
        }
        return (kept, dropped)
    }
}
