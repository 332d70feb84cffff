import Testing
import GazetteerOutput
import GazetteerTestSupport

@Suite("Batch line splitter")
struct BatchLineSplitterTests {
    /// Splits `input` fed in chunks of `chunk` bytes; each line as (kept bytes, full length).
    private static func lines(_ input: [UInt8], chunk: Int) -> [(bytes: [UInt8], length: Int)] {
        var splitter = BatchLineSplitter()
        var lines: [(bytes: [UInt8], length: Int)] = []
        var start = 0
        while start < input.count {
            splitter.feed(input[start..<min(start + chunk, input.count)]) { lines.append((Array($0.bytes), $0.length)) }
            start += chunk
        }
        splitter.finish { lines.append((Array($0.bytes), $0.length)) }
        return lines
    }

    @Test("lines come out whole and in order, whatever the chunks, with or without a final line feed", arguments: [1, 2, 3, 7, 64, 1 << 16])
    func linesAcrossChunks(chunk: Int) {
        let text = Array("vaduz\n\nschaan  \r\nbalzers".utf8)
        let expected = ["vaduz", "", "schaan  \r", "balzers"].map { Array($0.utf8) }
        let lines = Self.lines(text, chunk: chunk)
        #expect(lines.map(\.bytes) == expected)
        #expect(lines.map(\.length) == expected.map(\.count))
        #expect(Self.lines(text + [0x0A], chunk: chunk).map(\.bytes) == expected)
    }

    @Test("a line longer than the limit is cut to it, keeps its full length, and the next line is whole")
    func longLineIsCut() {
        let long = [UInt8](repeating: 0x61, count: BatchLineSplitter.maximumLineBytes * 3 + 5)
        for chunk in [1000, 1 << 16, long.count + 10] {
            let lines = Self.lines(long + [0x0A] + Array("vaduz".utf8), chunk: chunk)
            #expect(lines.count == 2)
            #expect(lines.first?.bytes.count == BatchLineSplitter.maximumLineBytes)
            #expect(lines.first?.length == long.count)
            #expect(lines.last?.bytes == Array("vaduz".utf8))
        }
    }

    @Test("input without a line feed takes linear time and bounded memory (16 MiB and 64 MiB)", .enabled(if: GrowthRatio.isEnabled, Comment(rawValue: GrowthRatio.skipReason)))
    func noLineFeedIsLinear() {
        let chunk = [UInt8](repeating: 0x61, count: 1 << 16)
        func feed(megabytes: Int) {
            var splitter = BatchLineSplitter()
            for _ in 0..<(megabytes * 16) { splitter.feed(chunk[...]) { _ in } }
            var length = 0
            splitter.finish { length = $0.length }
            #expect(length == megabytes << 20)
        }
        let ratio = GrowthRatio.measure(small: { feed(megabytes: 16) }, large: { feed(megabytes: 64) })
        #expect(ratio < GrowthRatio.bound, "4× the bytes took \(ratio)× the time")
    }
}
