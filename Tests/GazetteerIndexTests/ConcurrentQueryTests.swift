import Dispatch
import Foundation
import GazetteerIndex
import Testing
import GazetteerTestSupport

/// One open index, many threads: every answer must equal the sequential one.
///
/// The query count defaults to 40,000 so the suite stays fast; set `GAZETTEER_CONCURRENT_QUERIES`
/// (e.g. 1000000) for the full run, and run it under ThreadSanitizer with
/// `swift test --sanitize=thread --filter ConcurrentQueryTests`.
@Suite("Concurrent queries")
struct ConcurrentQueryTests {
    enum Query: Sendable {
        case prefix(String)
        case radius(Coordinate, Double)
        case reverse(Coordinate)
    }

    @Test("eight threads sharing one index give the same answers as a sequential run")
    func eightThreadsAgreeWithSequentialAnswers() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("gazetteer-concurrency-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("index.gazetteer").path

        var random = SplitMix64(seed: 0x5EED)
        let builder = IndexBuilder(options: IndexBuilder.Options(heavyThreshold: 16, createdAt: 0))
        var batch = RecordBatch()
        let syllables = ["va", "du", "zu", "ri", "ch", "sa", "o", "pau", "lo", "ber", "lin", "sch", "aan", "tri", "es", "en"]
        var names: [String] = []
        for id in 1...20_000 {
            let name = (0..<Int.random(in: 1...3, using: &random)).map { _ in syllables.randomElement(using: &random)! }.joined()
            names.append(name)
            let fields = RecordFields(
                id: SourceID(kind: .geonames, value: UInt64(id)),
                latitudeE7: Int32.random(in: -850_000_000...850_000_000, using: &random),
                longitudeE7: Int32.random(in: -1_800_000_000...1_800_000_000, using: &random),
                featureClass: UInt8(ascii: "P"), population: UInt64.random(in: 0...1_000_000, using: &random))
            batch.append(fields, name: name.capitalized, alternateNames: [name + " alt"])
        }
        try builder.add(batch)
        _ = try builder.write(to: path)
        let index = try Gazetteer(path: path)

        let total = Int(ProcessInfo.processInfo.environment["GAZETTEER_CONCURRENT_QUERIES"] ?? "") ?? 40_000
        let queries: [Query] = (0..<total).map { number in
            let point = Coordinate(latitude: Double.random(in: -90...90, using: &random), longitude: Double.random(in: -180...180, using: &random))
            switch number % 3 {
            case 0: return .prefix(String(names[number % names.count].prefix(1 + number % 4)))
            case 1: return .radius(point, Double.random(in: 1_000...500_000, using: &random))
            default: return .reverse(point)
            }
        }
        @Sendable func answer(_ query: Query) -> [Int] {
            switch query {
            case let .prefix(text): index.search(text, limit: 10).map(\.place.recordNumber)
            case let .radius(point, radius): index.nearby(point, radiusMeters: radius, limit: 20).map(\.place.recordNumber)
            case let .reverse(point): index.reverse(point).map { [$0.place.recordNumber] } ?? []
            }
        }
        let expected = queries.map(answer)
        let threads = 8
        let mismatches = Mismatches()
        DispatchQueue.concurrentPerform(iterations: threads) { thread in
            var count = 0
            for position in stride(from: thread, to: queries.count, by: threads) where answer(queries[position]) != expected[position] {
                count += 1
            }
            mismatches.add(count)
        }
        #expect(mismatches.total == 0)
        #expect(expected.contains { !$0.isEmpty })
    }
}

/// A thread-safe counter.
private final class Mismatches: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0

    func add(_ count: Int) {
        lock.lock()
        value += count
        lock.unlock()
    }

    var total: Int {
        lock.lock()
        defer { lock.unlock() }
        return value
    }
}
