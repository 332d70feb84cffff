import GazetteerIndex

/// One input format of `gazetteer build`: how its files are recognised and streamed into record batches.
///
/// A new format is one folder with a type conforming to this protocol, plus one line in
/// ``ImportFormats/all``. ``BuildJob`` asks each format in turn whether it reads a file, then runs it.
public protocol RecordImporter {
    /// The format's name ("geonames", "osm").
    static var formatName: String { get }

    /// How sure the format is that it reads `path`, from its name and its first bytes.
    ///
    /// - Complexity: O(head): the file is not opened again.
    static func recognition(of path: String, head: InputHead) -> ImportRecognition

    /// Files beside `path` that name the admin codes its records carry; none by default.
    ///
    /// - Complexity: O(1): a few file-existence checks.
    static func adminNameFiles(besides path: String) -> AdminNameFiles

    /// Reads `path` and hands each batch to `deliver` on the calling thread, in input order.
    ///
    /// - Parameters:
    ///   - options: threads, strictness, decompression limits, where temporary files go.
    ///   - progress: called on the calling thread as the input is read.
    ///   - deliver: receives the batches; whatever it throws stops the import and is rethrown.
    /// - Returns: what was read, added and skipped.
    /// - Throws: the format's errors, naming the file and where in it.
    /// - Complexity: O(n) in the input; memory bounded by the blocks in flight and the format's own state.
    static func run(
        path: String, options: ImportOptions, progress: ((ImportProgress) -> Void)?, deliver: (RecordBatch) throws -> Void
    ) throws -> ImportReport
}

extension RecordImporter {
    public static func adminNameFiles(besides path: String) -> AdminNameFiles { AdminNameFiles() }
}
