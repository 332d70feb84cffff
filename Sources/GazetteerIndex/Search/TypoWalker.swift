/// Walks a ``TypoAutomaton`` over the word dictionary in order: the words that start with the
/// query's first character, each read only as far as it can still match.
///
/// The automaton's states along the current word are kept on a stack, one frame a character, so
/// a word is run only from where it leaves the word before it (front coding says how many bytes
/// it shares). When a character leaves no match possible, the walk sets a key: the next string
/// that could still match (the next sibling, or the next query character that keeps a match
/// alive, or, when none is left under the parent, the first such sibling of a character further
/// up the path). The words below the key are passed over unread (their lengths
/// read, not their bytes); when the key lies past the next block's first word, the walk jumps to
/// its block through the block directory.
///
/// One buffer holds everything the walk reads and writes: the current word, whose first bytes are
/// the path the frames stand for, and, once set, the key, written over the word from where it
/// leaves the path (so neither the path nor the key is ever copied). The words passed over are not
/// copied into it, and the word the scanner stops at shares with the one before it no more than
/// it shares with the key: the bytes it does not copy are the key's, already there.
///
/// A word matches whole when it is within the budget; in prefix mode, a prefix within the limit is
/// accepted (every word under it matches) and only better prefixes are looked for below it.
struct TypoWalker: ~Copyable {
    /// One character of the current path.
    struct Frame {
        var state: TypoAutomaton.State
        /// The character's mask (for the transposition of the next one).
        var mask: UInt64
        /// Bytes of the path up to and with this character.
        var end: Int
        /// Edits a text below this character may have: the budget, or one less than the edits of a
        /// prefix accepted above it.
        var limit: Int
    }

    /// What adding a character to the path did.
    private enum Step {
        case alive
        /// No text under it can match: it was not added.
        case dead
        /// An accepted prefix below which nothing can do better: added, then taken off again.
        case closed
    }

    /// Where a block leaves the walk.
    private enum Exit {
        /// At its end: the next block follows (from ``key`` on when `fromKey`).
        case next(fromKey: Bool)
        /// No word up to ``key`` can match, and the key lies past the next block's start.
        case jump
        /// No word from here on can.
        case done
    }

    private let automaton: TypoAutomaton
    private let queryBytes: UnsafeBufferPointer<UInt8>
    /// Where each query character starts in ``queryBytes`` (one more entry: the end).
    private let queryOffsets: UnsafeBufferPointer<Int>
    private let prefixMode: Bool
    private let dictionary: WordDictionary
    private let frames: UnsafeMutablePointer<Frame>
    private var depth = 0
    /// The scanner's word; its first `frames[depth].end` bytes are the path. Once a key is set,
    /// its first ``keyLength`` bytes are the key: the next string that could match (words below it
    /// are passed over).
    private let buffer: UnsafeMutablePointer<UInt8>
    private var keyLength = 0
    /// Bytes the key shares with the path.
    private var keyPath = 0
    /// Bytes the key shares with the word it was written over.
    private var keyWord = 0

    /// Whole words within the budget (not in prefix mode), in order.
    private(set) var wholeWords: [(word: Int, edits: Int)] = []
    /// Accepted prefixes (prefix mode): their bytes back to back, with their lengths and edits.
    private(set) var acceptedBytes: [UInt8] = []
    private(set) var accepted: [(length: Int, edits: Int)] = []

    /// Bytes the buffer must hold (8 more than the longest word, so that 8 bytes can be loaded at
    /// once); `frames` holds one more frame than the longest word has characters.
    static let scratchBytes = WordBlockCoding.maximumWordLength + 8
    static let frameCount = WordBlockCoding.maximumWordLength + 2

    /// A walker for `automaton` within `budget` edits; `queryBytes` is the query's UTF-8, split into
    /// characters by `queryOffsets`; `frames` and `scratch` (``scratchBytes`` bytes) are its
    /// working memory.
    init(automaton: TypoAutomaton, budget: Int, queryBytes: UnsafeBufferPointer<UInt8>, queryOffsets: UnsafeBufferPointer<Int>,
         prefixMode: Bool, dictionary: WordDictionary, frames: UnsafeMutablePointer<Frame>,
         scratch: UnsafeMutablePointer<UInt8>) {
        self.automaton = automaton
        self.queryBytes = queryBytes
        self.queryOffsets = queryOffsets
        self.prefixMode = prefixMode
        self.dictionary = dictionary
        self.frames = frames
        buffer = scratch
        scratch.initialize(repeating: 0, count: Self.scratchBytes)
        frames[0] = Frame(state: automaton.start, mask: 0, end: 0, limit: budget)
    }

    /// Walks the words that start with the query's first character.
    /// - Complexity: O(jumps × log blocks) directory entries, + O(words passed over) of O(1) each,
    ///   + O(characters of the words read) automaton steps of O(1).
    mutating func run() {
        setKeyToFirstCharacter()
        guard var block = dictionary.block(forKey: currentKey, after: -1) else { return }
        var fromKey = true
        while true {
            switch read(block, fromKey: fromKey) {
            case .done:
                return
            case .jump:
                guard let next = dictionary.block(forKey: currentKey, after: block) else { return }
                block = next
                fromKey = true
            case .next(let stillKeyed):
                block += 1
                guard block < dictionary.blockCount else { return }
                fromKey = stillKeyed
            }
        }
    }

    private var currentKey: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: buffer, count: keyLength) }

    /// How the walk moves to the next word it reads.
    private enum Seek {
        /// The word after the one read; `loaded` when that one's bytes are in the buffer (else it
        /// is the block's first word).
        case following(loaded: Bool)
        /// The first word from the key on.
        case key
    }

    /// Reads the words of `block` (from the key on when `fromKey`).
    private mutating func read(_ block: Int, fromKey: Bool) -> Exit {
        var scanner = dictionary.scanner(block: block, buffer: buffer)
        let nextBlock = dictionary.firstBytes(ofBlock: block + 1)
        var seek = fromKey ? Seek.key : .following(loaded: false)
        // Bytes the word before shares with the key, while the words are below it.
        var agree = 0
        while true {
            switch seek {
            case .key:
                guard scanner.next(notBelow: currentKey, agree: &agree) else { return .next(fromKey: true) }
                // The word shares `agree` bytes with the key, the key `keyPath` with the path, and
                // the byte after those it shares with the path differs (see the key's setters).
                pop(to: min(keyPath, agree))
            case .following(let loaded):
                guard scanner.next() else { return .next(fromKey: false) }
                // After the word before, the bytes it shares with it; at a block's start, the bytes
                // of the path its first word repeats (read before the word is copied over them).
                pop(to: loaded ? scanner.shared : scanner.sharedLength(with: buffer, count: frames[depth].end))
            }
            seek = .following(loaded: true)
            scanner.load()
            let word = scanner.wordBytes
            var position = frames[depth].end
            var alive = true
            while position < word.count {
                var character = UInt32(word[position])
                var size = 1
                if character >= 0x80 {
                    (character, size) = NameNormalizer.decodeScalar(in: word, at: position)
                    guard size > 0 else { break }
                }
                let found: Bool
                if depth == 0 && character != automaton.query[0] {
                    guard character < automaton.query[0] else { return .done }
                    setKeyToFirstCharacter()
                    found = true
                } else {
                    switch push(character, length: size) {
                    case .alive:
                        position += size
                        continue
                    case .dead:
                        found = keyAfterDead(character, length: size)
                    case .closed:
                        found = keyAfter(length: position + size)
                    }
                }
                guard found else { return .done }
                if Self.firstBytes(buffer, count: keyLength) > nextBlock { return .jump }
                seek = .key
                agree = keyWord
                alive = false
                break
            }
            if alive && position == word.count && !prefixMode,
               let edits = automaton.edits(frames[depth].state), edits <= frames[depth].limit {
                wholeWords.append((scanner.word, edits))
            }
        }
    }

    /// The first 8 bytes of the `count` bytes at `bytes`, big-endian, zero-padded (as the block
    /// directory holds a block's first word); `bytes` must be readable 8 bytes on.
    @inline(__always)
    private static func firstBytes(_ bytes: UnsafePointer<UInt8>, count: Int) -> UInt64 {
        let loaded = UInt64(bigEndian: UnsafeRawPointer(bytes).loadUnaligned(as: UInt64.self))
        return count >= 8 ? loaded : loaded & ~(UInt64.max &>> UInt64(truncatingIfNeeded: count &* 8))
    }

    /// Adds `character` (its `length` bytes of UTF-8, the buffer's from the path's end) to the
    /// path, unless no text under it can match.
    @inline(__always)
    private mutating func push(_ character: UInt32, length: Int) -> Step {
        let parent = frames[depth]
        let mask = automaton.mask(character)
        let grandparent = depth > 0 ? frames[depth - 1].state : parent.state
        let state = automaton.step(parent.state, grandparent: grandparent, mask: mask, previousMask: parent.mask)
        guard automaton.isAlive(state, limit: parent.limit) else { return .dead }
        let end = parent.end + length
        depth += 1
        frames[depth] = Frame(state: state, mask: mask, end: end, limit: parent.limit)
        if prefixMode, let edits = automaton.edits(state), edits <= parent.limit {
            accept(length: end, edits: edits)
            frames[depth].limit = edits - 1
            if !automaton.isAlive(state, limit: edits - 1) {
                depth -= 1
                return .closed
            }
        }
        return .alive
    }

    /// Records the path's first `length` bytes as an accepted prefix.
    private mutating func accept(length: Int, edits: Int) {
        accepted.append((length, edits))
        acceptedBytes.append(contentsOf: UnsafeBufferPointer(start: buffer, count: length))
    }

    /// Takes characters off the path until it holds at most `bytes` bytes.
    @inline(__always)
    private mutating func pop(to bytes: Int) {
        while frames[depth].end > bytes { depth -= 1 }
    }

    /// Sets the key to the first string after the path's children up to dead `character` (its
    /// `length` bytes follow the path in the buffer) that could still match; `false` when none can.
    ///
    /// When no later child of the path can match, neither can anything else under it: the key
    /// climbs to the first later sibling of the path's characters that can, from the last one up,
    /// rather than to the next sibling of the last one, which may be as dead.
    /// - Complexity: O(depth × query).
    private mutating func keyAfterDead(_ character: UInt32, length: Int) -> Bool {
        var level = depth
        var dead = character
        var deadLength = length
        while true {
            let parent = frames[level]
            if automaton.hasEditToSpare(parent.state, limit: parent.limit) {
                // Any other character may still match: pass over the dead one's words only.
                return keyAfter(length: parent.end + deadLength)
            }
            if let next = automaton.nextCharacter(after: dead, in: parent.state, limit: parent.limit) {
                let start = queryOffsets[next.position]
                let size = queryOffsets[next.position &+ 1] &- start
                let target = buffer + parent.end
                // The dead character's bytes the next one shares (it sorts after them: some differ;
                // none when the next one is ASCII).
                var same = 0
                if size == 1 {
                    target[0] = queryBytes[start]
                } else {
                    while same < min(size, deadLength) && target[same] == queryBytes[start &+ same] { same &+= 1 }
                    for index in 0..<size { target[index] = queryBytes[start &+ index] }
                }
                keyLength = parent.end &+ size
                keyPath = parent.end
                keyWord = parent.end &+ same
                return true
            }
            // Nothing after `dead` matches here: pass over the parent too, the dead character of
            // the level above (nothing is left under the first character).
            guard level > 1 else { return false }
            level -= 1
            let start = frames[level].end
            deadLength = parent.end - start
            dead = UInt32(buffer[start])
            if dead >= 0x80 {
                dead = NameNormalizer.decodeScalar(in: UnsafeBufferPointer(start: buffer, count: parent.end), at: start).scalar
            }
        }
    }

    /// Sets the key to the query's first character: where the words that may match begin.
    private mutating func setKeyToFirstCharacter() {
        let size = queryOffsets[1]
        var same = 0
        while same < size && buffer[same] == queryBytes[same] { same += 1 }
        for index in 0..<size { buffer[index] = queryBytes[index] }
        keyLength = size
        keyPath = 0
        keyWord = same
    }

    /// Sets the key to the smallest string after every string that starts with the buffer's first
    /// `length` bytes (the path's, then those of the character that left it); `false` when there is
    /// none.
    private mutating func keyAfter(length: Int) -> Bool {
        var count = length
        while count > 0 {
            if buffer[count - 1] < 0xFF {
                buffer[count - 1] += 1
                keyLength = count
                keyPath = min(count - 1, frames[depth].end)
                keyWord = count - 1
                return true
            }
            count -= 1
        }
        return false
    }
}
