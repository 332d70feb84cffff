import ArgumentParser
import GazetteerIndex

struct VerifyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "verify",
        abstract: "Check every byte of an index: header, section checksums and padding.",
        discussion: "The index is first opened as for queries, so whatever opening refuses, verify refuses with the same error.")

    @Argument(help: "The index file (default: $GAZETTEER_INDEX, else ./index.gazetteer).", completion: .file())
    var index: String?

    func run() throws {
        let gazetteer = try IndexLocation.open(index)
        try gazetteer.verify()
        print("\(gazetteer.path): OK (\(gazetteer.sections.count) sections, \(BuildReport.bytes(UInt64(gazetteer.fileSize))), \(BuildReport.count(gazetteer.count)) records)")
    }
}
