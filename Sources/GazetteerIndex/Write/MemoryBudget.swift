#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The memory a build may hold, and the temporary files its large lists move to beyond it.
///
/// Every list of the build that grows with the input (records, names, keys, the words of each name,
/// posting lists) is a ``SpillableArray`` on one budget. Such a list grows in the process's own
/// memory while the lists in memory stay under a quarter of ``limit`` and the process's own memory
/// under half; past that, it moves to a temporary file in ``directory`` (created unnamed, so it
/// vanishes with the process however the process ends) and grows there. A spilled list is mapped
/// into memory, so the code that reads and writes it is the same; its pages belong to the kernel's
/// page cache, which writes them to the file and reclaims them when memory is short, and reads them
/// back when they are next used. The spilled pages a stage has touched count in the process's
/// resident size: the sampler lets them go when they pass a quarter of the limit, or when the
/// resident size as a whole nears the limit, so that the whole build stays near its budget.
///
/// A sampler thread reads the process's memory every 10 ms, for that and for the build report.
///
/// Thread-safe: lists on one budget grow on several threads at once.
package final class MemoryBudget: @unchecked Sendable {
    /// The most memory of its own the build aims to hold, in bytes.
    package let limit: Int
    /// Where spill files are created (beside the output).
    package let directory: String
    /// Whether every list spills at its first growth, whatever the memory (for tests).
    let spillsEverything: Bool

    /// The window of a ``RaggedPermutation`` on this budget: an eighth of the limit, or a page when
    /// every list spills (so that tests move their lists in many windows).
    var permutationWindow: Int { spillsEverything ? 1 << 12 : limit / 8 }

    /// What a round of the heavy prefixes' passes may hold (``PrefixLists``): an eighth of the
    /// limit, or a page when every list spills (so that tests make their lists in many rounds).
    var prefixRoundBytes: Int { spillsEverything ? 1 << 12 : limit / 8 }

    private var lock = pthread_mutex_t()
    private var spilledNow = 0
    /// Bytes of capacity of the lists in memory.
    private var inMemoryNow = 0
    private var stopped = false
    private var _spilledBytes = 0
    private var _spillFailure: String?
    private var _peakOwnBytes = 0
    /// Samples taken, and the one at the last release of mapped pages (the sampler's own).
    private var sampleCount = 0
    private var lastRelease = 0
    /// The spill files' mappings, by list: what ``releaseMappedPages()`` lets go.
    private var mappings: [ObjectIdentifier: (base: UnsafeMutableRawPointer, length: Int)] = [:]

    /// The smallest budget accepted (below it a build of any size would spend its time spilling).
    package static let minimumLimit = 64 << 20

    /// - Parameters:
    ///   - limit: bytes; raised to ``minimumLimit``.
    ///   - directory: where spill files go; it must be writable for spilling to happen.
    ///   - spillsEverything: every list spills at its first growth, and moves in windows of a page,
    ///     whatever the memory (for tests).
    package init(limit: Int, directory: String, spillsEverything: Bool = false) {
        self.limit = max(limit, Self.minimumLimit)
        self.directory = directory.isEmpty ? "." : directory
        self.spillsEverything = spillsEverything
        pthread_mutex_init(&lock, nil)
        startSampler()
    }

    deinit {
        pthread_mutex_destroy(&lock)
    }

    /// The most bytes the lists had in spill files at once.
    package var spilledBytes: Int { locked { _spilledBytes } }
    /// Why a list that should have spilled stayed in memory (the directory refused the file, or the
    /// disk was full), if one did.
    package var spillFailure: String? { locked { _spillFailure } }
    /// The most memory of its own (resident, not backed by a file) the process held while sampled.
    package var peakOwnBytes: Int { locked { _peakOwnBytes } }

    /// Whether a list may grow by `bytes` in memory rather than in a file: while the lists in memory
    /// (their capacity, touched or not) stay under a quarter of the limit and the process's own memory
    /// under half: the rest of the limit is for what is not a list (hash tables, the passes' working
    /// memory) and for the spilled lists' mapped pages. Growth under 1 MiB always may (a look at the
    /// process's memory reads `/proc`). A list allowed to grow is counted at once.
    func allowsInMemory(growingBy bytes: Int) -> Bool {
        guard !spillsEverything else { return false }
        guard bytes >= 1 << 20 else {
            noteInMemory(bytes)
            return true
        }
        let own = ResidentMemory.current().map { $0.resident - $0.fileBacked } ?? 0
        return locked {
            guard inMemoryNow + bytes <= limit / 4, own + bytes <= limit / 2 else { return false }
            inMemoryNow += bytes
            return true
        }
    }

    /// Records that lists in memory grew (or, negative, shrank) by `bytes`.
    func noteInMemory(_ bytes: Int) {
        locked { inMemoryNow += bytes }
    }

    /// Records why a list that should have spilled stayed in memory.
    func noteSpillFailure(_ reason: String) {
        locked { if _spillFailure == nil { _spillFailure = reason } }
    }

    /// Records that spill files grew (or, negative, shrank) by `bytes`.
    func noteSpilled(_ bytes: Int) {
        locked {
            spilledNow += bytes
            _spilledBytes = max(_spilledBytes, spilledNow)
        }
    }

    /// Records the mapping of a list's spill file (`nil`: the list no longer has one), taking the
    /// lock while `change` maps or unmaps it, so that ``releaseMappedPages()`` never meets a mapping
    /// being replaced.
    func updateMapping(
        of list: ObjectIdentifier, _ change: () -> (base: UnsafeMutableRawPointer, length: Int)?
    ) {
        locked { mappings[list] = change() }
    }

    /// Lets the process's page tables go of every spilled list's pages (`MADV_DONTNEED`): they stay
    /// in the page cache and in the files, and a later touch maps them again without reading
    /// anything while the system keeps them. Called between the stages of writing, each of which
    /// reads its lists front to back, so that the build's resident size is what one stage touches
    /// rather than everything it ever spilled.
    package func releaseMappedPages() {
        locked {
            for mapping in mappings.values { madvise(mapping.base, mapping.length, MADV_DONTNEED) }
        }
    }

    /// Stops the sampler (the build is over); spilled lists still work.
    package func stop() {
        locked { stopped = true }
    }

    /// Starts the sampler on a thread of its own (not a dispatch queue's: the build's work keeps
    /// those busy).
    private func startSampler() {
        var thread = pthread_t()
        let context = Unmanaged.passRetained(WeakBudget(self)).toOpaque()
        let started = pthread_create(&thread, nil, { context in
            let weak = Unmanaged<WeakBudget>.fromOpaque(context!).takeRetainedValue()
            while let budget = weak.budget, budget.sample() {
                usleep(10_000)
            }
            return nil
        }, context)
        if started == 0 {
            pthread_detach(thread)
        } else {
            Unmanaged<WeakBudget>.fromOpaque(context).release()
        }
    }

    /// One look at the process's own memory. - Returns: whether to keep looking.
    private func sample() -> Bool {
        let memory = ResidentMemory.current()
        sampleCount += 1
        // The stages read the spilled lists front to back: pages they passed are let go of when the
        // mapped ones exceed a quarter of the limit, or a sixteenth when the whole resident size
        // nears the limit (at most every 30 ms, so that a working set is not thrashed).
        if let memory, sampleCount - lastRelease >= 3,
           memory.fileBacked > limit / 4 || (memory.fileBacked > limit / 16 && memory.resident > limit / 10 * 9) {
            lastRelease = sampleCount
            releaseMappedPages()
        }
        return locked {
            if let memory { _peakOwnBytes = max(_peakOwnBytes, memory.resident - memory.fileBacked) }
            return !stopped
        }
    }

    private func locked<T>(_ body: () -> T) -> T {
        pthread_mutex_lock(&lock)
        defer { pthread_mutex_unlock(&lock) }
        return body()
    }
}

/// The sampler thread's reference to its budget: it stops when the budget is gone.
private final class WeakBudget {
    weak var budget: MemoryBudget?
    init(_ budget: MemoryBudget) { self.budget = budget }
}
