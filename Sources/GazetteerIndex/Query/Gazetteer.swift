/// An open index: an immutable, memory-mapped gazetteer that many threads can query at once.
///
/// Opening maps the file and checks only the header and the section table against the file
/// size, so it takes the same time for any index size. ``verify()`` checks every byte.
public struct Gazetteer: Sendable {
    let storage: IndexStorage
    let records: ByteView
    let cells: ByteView
    let strings: ByteView
    let codes: ByteView
    let admin1: ByteView
    let countries: ByteView
    let extras: ByteView
    let names: ByteView
    let words: ByteView
    let wordDirectory: ByteView
    let postings: ByteView
    let ranks: ByteView
    let prefixes: ByteView
    let heads: ByteView
    let answers: ByteView
    let countryAnswers: ByteView
    let phrases: ByteView
    let meanings: ByteView
    let metadataView: ByteView
    /// Administrative areas and their geometry.
    let areaSection: AreaSection
    /// The areas that contain each record.
    let recordAreas: RecordAreas
    /// Names by language; empty when the index has none.
    let languageNames: LanguageNames

    /// Number of records (places, amenities, streets…).
    public let count: Int
    /// Level of the cell directory: the world is split into 4^level cells.
    public let gridLevel: Int
    let wordCount: Int
    let wordBlockCount: Int
    let postingCount: Int
    let prefixCount: Int
    let headLength: Int
    let answerLength: Int
    let countryAnswerCount: Int
    let countryAnswerLength: Int
    let storedNameCount: Int
    let heavyThreshold: Int
    let codeCount: Int
    let admin1Count: Int
    let countryCount: Int
    let phraseCount: Int
    let meaningCount: Int
    /// When the index was built, in seconds since 1970.
    public let createdAt: Int64
    /// Section kinds with their offset, length and stored checksum, in file order.
    public let sections: [SectionInfo]

    /// The path the index was opened from (for an index opened from memory, the name given).
    public var path: String { storage.path }
    /// The index size in bytes.
    public var fileSize: Int { storage.view.count }

    /// Opens the index file at `path`.
    ///
    /// - Throws: ``IndexError`` when the file is missing, unreadable or not a regular file, is not
    ///   an index, has another format version or name-folding table, has a header or section
    ///   table that does not fit the file, or counts that its sections cannot hold.
    /// - Complexity: O(1) in the file size: the file is mapped, not read.
    public init(path: String) throws(IndexError) {
        try self.init(storage: IndexStorage(path: path))
    }

    /// Opens an index held in memory (downloaded, embedded in an app bundle's data, or read by the
    /// caller); the bytes are copied, so the collection may be released afterwards.
    ///
    /// - Parameters:
    ///   - bytes: the whole index file.
    ///   - name: what errors and ``path`` call it.
    /// - Throws: ``IndexError`` as ``init(path:)`` does.
    /// - Complexity: O(n) in the size, for the copy; checking is O(1).
    public init(bytes: some Collection<UInt8>, name: String = "<memory>") throws(IndexError) {
        try self.init(storage: IndexStorage(bytes: bytes, name: name))
    }

    /// Checks the header, the section table, every section's size against the counts it must hold, and
    /// the counts themselves (``checkParameters(_:path:)``, ``checkPostingCount(_:wordCount:postings:directory:path:)``).
    /// The one validation of an index: queries, `gazetteer info` and `gazetteer verify` all open through it.
    init(storage: IndexStorage) throws(IndexError) {
        let file = storage
        let path = storage.path
        let table = try SectionTable(file: file)
        self.storage = storage
        self.sections = table.sections
        let parameters = try table.parameters(in: file)
        try Self.checkParameters(parameters, path: path)
        func parameter(_ field: Field<UInt32>) -> Int { Int(parameters.load(field, at: 0)) }
        count = parameter(ParameterLayout.recordCount)
        gridLevel = parameter(ParameterLayout.gridLevel)
        wordCount = parameter(ParameterLayout.wordCount)
        wordBlockCount = SectionCount.wordBlocks.value(parameters: parameters)
        postingCount = parameter(ParameterLayout.postingCount)
        prefixCount = parameter(ParameterLayout.prefixCount)
        headLength = parameter(ParameterLayout.headLength)
        answerLength = parameter(ParameterLayout.answerLength)
        countryAnswerCount = parameter(ParameterLayout.countryAnswerCount)
        countryAnswerLength = parameter(ParameterLayout.countryAnswerLength)
        storedNameCount = parameter(ParameterLayout.nameCount)
        heavyThreshold = parameter(ParameterLayout.heavyThreshold)
        codeCount = parameter(ParameterLayout.codeCount)
        admin1Count = parameter(ParameterLayout.admin1Count)
        countryCount = parameter(ParameterLayout.countryCount)
        phraseCount = parameter(ParameterLayout.phraseCount)
        meaningCount = parameter(ParameterLayout.meaningCount)
        createdAt = parameters.load(ParameterLayout.createdAt, at: 0)
        func section(_ kind: SectionKind) throws(IndexError) -> ByteView {
            try table.view(kind, in: file, parameters: parameters)
        }
        records = try section(.records)
        cells = try section(.cells)
        strings = try section(.strings)
        codes = try section(.codes)
        admin1 = try section(.admin1)
        countries = try section(.countries)
        extras = try section(.extras)
        names = try section(.names)
        words = try section(.words)
        wordDirectory = try section(.wordDirectory)
        postings = try section(.postings)
        ranks = try section(.ranks)
        prefixes = try section(.prefixes)
        heads = try section(.heads)
        answers = try section(.answers)
        countryAnswers = try section(.countryAnswers)
        phrases = try section(.phrases)
        meanings = try section(.meanings)
        metadataView = try section(.metadata)
        areaSection = try AreaSection(view: section(.boundaries), path: path)
        recordAreas = try RecordAreas(view: section(.recordAreas), recordCount: count, path: path)
        languageNames = try table.optionalView(.languageNames, in: file, parameters: parameters)
            .map { view throws(IndexError) in try LanguageNames(view: view, path: path) } ?? .empty
        try Self.checkPostingCount(
            postingCount, wordCount: wordCount, postings: postings, directory: wordDirectory, path: path)
    }
}
