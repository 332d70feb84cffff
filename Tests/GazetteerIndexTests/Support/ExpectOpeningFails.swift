import GazetteerIndex
import Testing

/// Expects opening `path` to throw an error that `matches` accepts.
func expectOpeningFails(
    at path: String, sourceLocation: SourceLocation = #_sourceLocation, _ matches: (IndexError) -> Bool
) {
    do {
        _ = try Gazetteer(path: path)
        Issue.record("\(path) opened", sourceLocation: sourceLocation)
    } catch {
        #expect(matches(error), "unexpected error: \(error)", sourceLocation: sourceLocation)
    }
}
