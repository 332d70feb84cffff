@testable import GazetteerIndex
import Foundation
import Testing
import GazetteerTestSupport

@Suite("Lists that spill to temporary files")
struct SpillableArrayTests {
    /// A budget on which every list spills at its first growth.
    static func spillingBudget(_ directory: TemporaryDirectory) -> MemoryBudget {
        MemoryBudget(limit: MemoryBudget.minimumLimit, directory: directory.path, spillsEverything: true)
    }

    @Test("a spilled list and an array agree after the same random appends, writes, removals and copies",
          arguments: [false, true])
    func agreesWithArray(spills: Bool) throws {
        let directory = try TemporaryDirectory()
        let budget = spills ? Self.spillingBudget(directory) : nil
        var random = SplitMix64(seed: spills ? 7 : 8)
        var list = SpillableArray<UInt32>(budget: budget)
        var array: [UInt32] = []
        var copies: [(SpillableArray<UInt32>, [UInt32])] = []
        var mismatches = 0
        for step in 0..<20_000 {
            switch random.next() % 12 {
            case 0..<5:
                let value = UInt32(truncatingIfNeeded: random.next())
                list.append(value)
                array.append(value)
            case 5:
                let values = (0..<Int(random.next() % 3000)).map { _ in UInt32(truncatingIfNeeded: random.next()) }
                list.append(contentsOf: values)
                array.append(contentsOf: values)
            case 6 where !array.isEmpty:
                let index = Int(random.next() % UInt64(array.count))
                list[index] = UInt32(step)
                array[index] = UInt32(step)
            case 7 where !array.isEmpty:
                let count = Int(random.next() % UInt64(min(array.count, 50) + 1))
                list.removeLast(count)
                array.removeLast(count)
            case 8 where copies.count < 8:
                // A copy keeps its elements whatever the original does next (copy on write).
                copies.append((list, array))
            case 9 where !array.isEmpty:
                // Read as it grows: the last appends may not be in the file yet.
                let index = array.count - 1 - Int(random.next() % UInt64(min(array.count, 100)))
                if list[index] != array[index] { mismatches += 1 }
            case 10 where step % 100 == 0:
                if !list.withUnsafeBufferPointer({ $0.elementsEqual(array) }) { mismatches += 1 }
            default:
                list.append(contentsOf: array.prefix(5).lazy.map { $0 &+ 1 })
                array.append(contentsOf: array.prefix(5).map { $0 &+ 1 })
            }
        }
        #expect(mismatches == 0)
        #expect(list.elementsEqual(array))
        #expect(list.withUnsafeBufferPointer { Array($0) } == array)
        for (copy, expected) in copies { #expect(copy.elementsEqual(expected)) }
        #expect(list.isSpilled == spills)
        if spills { #expect(budget!.spilledBytes >= array.count * 4) }
    }

    @Test("appends of every size reach a spilled list whole, pages splitting elements, sequences copied in chunks")
    func wholeAppends() throws {
        struct Triple: Equatable { var a, b, c: UInt32 }
        let directory = try TemporaryDirectory()
        let budget = Self.spillingBudget(directory)
        var random = SplitMix64(seed: 11)
        var list = SpillableArray<Triple>(budget: budget)
        var array: [Triple] = []
        // 12-byte elements: page boundaries fall inside elements, and appends start anywhere in a page.
        for step in 0..<300 {
            let count = Int(random.next() % 4) == 0 ? Int(random.next() % 20_000) : Int(random.next() % 700)
            let values = (0..<count).map { Triple(a: UInt32(step), b: UInt32($0), c: UInt32(truncatingIfNeeded: random.next())) }
            if step % 3 == 0 {
                // Not contiguous: copied through a chunk buffer.
                list.append(contentsOf: values.lazy.map { $0 })
            } else {
                list.append(contentsOf: values)
            }
            array.append(contentsOf: values)
            if step % 50 == 49 {
                // Removed elements are written again over what the file held.
                let removed = min(array.count, Int(random.next() % 5_000))
                list.removeLast(removed)
                array.removeLast(removed)
            }
        }
        #expect(list.isSpilled)
        #expect(list.count == array.count)
        #expect(list.withUnsafeBufferPointer { Array($0) } == array)
    }

    @Test("a spilled list's last appends, held back for the file, are read by two threads at once")
    func tailReadConcurrently() throws {
        let directory = try TemporaryDirectory()
        let budget = Self.spillingBudget(directory)
        for count in [1, 1_000, 70_000, 200_003] {
            var list = SpillableArray<UInt64>(budget: budget)
            for value in 0..<UInt64(count) { list.append(value &* 0x9E37_79B9) }
            let shared = list
            let (first, second) = concurrently(
                { shared.withUnsafeBufferPointer { $0.reduce(0, &+) } },
                { shared.withUnsafeBufferPointer { $0.reduce(0, &+) } })
            let expected = (0..<UInt64(count)).reduce(0) { $0 &+ $1 &* 0x9E37_79B9 }
            #expect(first == expected && second == expected, "count \(count)")
            #expect(shared.isSpilled)
        }
    }

    @Test("filled with one value, or written before read, a spilled list holds what was written")
    func repeatingAndUninitialized() throws {
        let directory = try TemporaryDirectory()
        let budget = Self.spillingBudget(directory)
        let repeated = SpillableArray<UInt16>(repeating: 513, count: 100_000, budget: budget)
        #expect(repeated.isSpilled && repeated.count == 100_000 && repeated.allSatisfy { $0 == 513 })
        var written = SpillableArray<UInt8>(uninitializedCount: 70_000, budget: budget)
        written.withUnsafeMutableBufferPointer { buffer in
            for index in buffer.indices { buffer[index] = UInt8(truncatingIfNeeded: index * 7) }
        }
        #expect(Array(written) == (0..<70_000).map { UInt8(truncatingIfNeeded: $0 * 7) })
        // Nothing appended to an empty list, which has no storage yet.
        var empty = SpillableArray<UInt32>(budget: budget)
        empty.append(contentsOf: [UInt32]())
        empty.append(contentsOf: [UInt32]().lazy.map { $0 })
        #expect(empty.isEmpty && empty.withUnsafeBufferPointer { $0.isEmpty })
    }

    @Test("a list made in its file starts there on a budget with room to spare, and a staged list fills it whole")
    func startsInFile() throws {
        let directory = try TemporaryDirectory()
        let budget = MemoryBudget(limit: 1 << 30, directory: directory.path)
        var list = SpillableArray<UInt32>(inFileOn: budget)
        #expect(list.isSpilled)
        list.append(7)
        #expect(Array(list) == [7])
        // Whole staged chunks go to the file as they are; the last part through the tail.
        var staged = StagedList<UInt32>(budget: budget, inFile: true)
        for value in 0..<100_003 { staged.append(UInt32(value)) }
        let finished = staged.finish()
        #expect(finished.isSpilled)
        #expect(finished.elementsEqual((0..<100_003).map(UInt32.init)))
        // Asked for nothing, a list on the same budget stays in memory.
        var inMemory = StagedList<UInt32>(budget: budget)
        inMemory.append(1)
        #expect(!inMemory.finish().isSpilled)
    }

    @Test("a directory that refuses the spill file keeps the list in memory and says why")
    func unwritableDirectory() throws {
        let budget = MemoryBudget(limit: 0, directory: "/nonexistent/directory", spillsEverything: true)
        var list = SpillableArray<UInt64>(budget: budget)
        for value in 0..<10_000 { list.append(UInt64(value)) }
        #expect(!list.isSpilled)
        #expect(list.elementsEqual((0..<10_000).map(UInt64.init)))
        #expect(budget.spillFailure?.contains("/nonexistent/directory") == true)
        #expect(budget.spilledBytes == 0)
    }

    @Test("an index built with every list spilled is byte for byte the one built in memory")
    func spilledBuildIsIdentical() throws {
        var random = SplitMix64(seed: 0x5B111)
        let towns = (0..<6_000).map { number in
            populatedPlace(UInt64(number + 1), randomPlaceName(&random), latitude: random.uniform(-60, 60),
                           longitude: random.uniform(-180, 180),
                           alternateNames: [randomPlaceName(&random) + " " + randomPlaceName(&random)])
        }
        let scratch = try TemporaryDirectory()
        var spilling = IndexBuilder.Options(createdAt: 1_700_000_000, memoryBudget: 0, temporaryDirectory: scratch.path)
        spilling.spillsEverything = true
        let inMemory = try BuiltIndex(towns, options: IndexBuilder.Options(createdAt: 1_700_000_000))
        let spilled = try BuiltIndex(towns, options: spilling)
        let memory = try #require(spilled.summary.memory)
        #expect(memory.spilledBytes > 100_000)
        #expect(memory.spillFailure == nil)
        #expect(inMemory.summary.memory == nil)
        let spilledBytes = try Data(contentsOf: URL(fileURLWithPath: spilled.path))
        #expect(spilledBytes.count > 100_000)
        #expect(spilledBytes == (try Data(contentsOf: URL(fileURLWithPath: inMemory.path))))
    }

    @Test("a pass that lets go of the pages behind it leaves a spilled list whole, read again or written after")
    func passesReleasePagesBehind() throws {
        let directory = try TemporaryDirectory()
        var list = SpillableArray<UInt32>(budget: Self.spillingBudget(directory))
        // 24 MB: several release steps, the last one partial.
        let count = 6_000_123
        list.append(contentsOf: (0..<UInt32(count)).lazy.map { $0 &* 2_654_435_761 })
        #expect(list.isSpilled)
        for _ in 0..<2 {
            var checked = 0
            for (index, value) in list.enumerated() {
                if value != UInt32(truncatingIfNeeded: index) &* 2_654_435_761 { break }
                checked += 1
            }
            #expect(checked == count)
        }
        list.releasePages(1_000..<5_000_000)
        list[4_999_999] = 7
        #expect(list[0] == 0 && list[1_000] == 1_000 &* 2_654_435_761 && list[4_999_999] == 7)
        #expect(list.count == count && list.last == UInt32(count - 1) &* 2_654_435_761)
    }

    @Test("a spilled list appended to another a few megabytes at a time arrives whole and stays whole",
          arguments: [false, true])
    func spilledListAppendedInSteps(targetSpills: Bool) throws {
        let directory = try TemporaryDirectory()
        let budget = Self.spillingBudget(directory)
        var source = SpillableArray<UInt32>(budget: budget)
        // 20 MB: two 8 MB steps and a partial one, each letting go of the source's pages behind.
        let count = 5_000_017
        source.append(contentsOf: (0..<UInt32(count)).lazy.map { $0 &* 2_654_435_761 })
        #expect(source.isSpilled)
        var target = SpillableArray<UInt32>([1, 2, 3], budget: targetSpills ? budget : nil)
        target.append(contentsOf: source)
        #expect(target.isSpilled == targetSpills)
        #expect(target.count == count + 3 && Array(target.prefix(3)) == [1, 2, 3])
        #expect(zip(target.dropFirst(3), source).allSatisfy { $0 == $1 })
        #expect(source.count == count && source.last == UInt32(count - 1) &* 2_654_435_761)
        // A copy made on write reads the source the same way.
        var copy = source
        copy[0] = 9
        #expect(copy[0] == 9 && source[0] == 0 && Array(copy.dropFirst()) == Array(source.dropFirst()))
    }
}
