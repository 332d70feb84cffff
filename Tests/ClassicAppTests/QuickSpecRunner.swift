import Quick
import XCTest

/// Runs the Quick specs under `swift test` on Linux.
///
/// There, Quick's own discovery needs a hand-written `main` (`QCKMain`), which SwiftPM's test
/// discovery does not call; this test runs every example of each spec instead, and Nimble's
/// failures are recorded against it. On Apple platforms XCTest runs the specs itself.
final class QuickSpecRunner: XCTestCase {
    func testMapViewModelSpec() throws {
        try run(MapViewModelSpec.self, expectingAtLeast: 10)
    }

    private func run(_ spec: QuickSpec.Type, expectingAtLeast count: Int) throws {
        #if !canImport(Darwin)
        let examples = spec.allTests
        XCTAssertGreaterThanOrEqual(examples.count, count, "examples of \(spec)")
        for (_, example) in examples {
            try example(spec.init())()
        }
        #endif
    }
}
