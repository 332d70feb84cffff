/// Reads the word dictionary: finds words and prefixes by binary search over the block directory,
/// and gives each word's postings.
struct WordDictionary {
    let words: ByteView
    let directory: ByteView
    let postings: ByteView
    let wordCount: Int
    let blockCount: Int
    let postingCount: Int

    init(_ index: Gazetteer) {
        words = index.words
        directory = index.wordDirectory
        postings = index.postings
        wordCount = index.wordCount
        blockCount = index.wordBlockCount
        postingCount = index.postingCount
    }

    /// A word's place in the dictionary and where its postings are.
    struct Position {
        /// The word's number (``wordCount`` past the last word).
        var word: Int
        var postingOffset: Int
        var postingCount: Int
        var postingBytes: Int
        /// Postings of all words before this one.
        var postingsBefore: Int
        /// The word's length; its bytes are in the buffer of the call that found it.
        var length: Int = 0
    }

    /// A cursor over block `block`, writing words into `buffer`.
    @inline(__always)
    func cursor(block: Int, buffer: UnsafeMutablePointer<UInt8>) -> WordBlockCoding.Cursor {
        let entry = block &* WordBlockLayout.size
        let first = block &* WordBlockCoding.blockSize
        return WordBlockCoding.Cursor(
            view: words, offset: Int(directory.load(WordBlockLayout.offset, at: entry)),
            count: min(WordBlockCoding.blockSize, wordCount - first), firstWord: first,
            postingOffset: Int(directory.load(WordBlockLayout.postingOffset, at: entry)),
            postingsBefore: Int(directory.load(WordBlockLayout.postingsBefore, at: entry)), buffer: buffer)
    }

    /// The position just past the last word.
    var end: Position {
        Position(word: wordCount, postingOffset: postings.count, postingCount: 0, postingBytes: 0, postingsBefore: postingCount)
    }

    /// The first word not less than `key` (bytewise), searching blocks from `fromBlock` on.
    func lowerBound(_ key: UnsafeBufferPointer<UInt8>, fromBlock: Int = 0, buffer: UnsafeMutablePointer<UInt8>) -> Position {
        seek(key, fromBlock: fromBlock, buffer: buffer).map(position(of:)) ?? end
    }

    /// A cursor on the first word not less than `key` (bytewise), searching blocks from `fromBlock`
    /// on; `nil` past the last word.
    private func seek(
        _ key: UnsafeBufferPointer<UInt8>, fromBlock: Int, buffer: UnsafeMutablePointer<UInt8>
    ) -> WordBlockCoding.Cursor? {
        guard blockCount > 0 else { return nil }
        let block = lastBlock(notAfter: key, from: min(max(0, fromBlock), blockCount - 1), buffer: buffer)
        var cursor = self.cursor(block: block, buffer: buffer)
        while cursor.next() {
            if !cursor.bytes.lexicographicallyPrecedes(key) { return cursor }
        }
        guard block + 1 < blockCount else { return nil }
        cursor = self.cursor(block: block + 1, buffer: buffer)
        return cursor.next() ? cursor : nil
    }

    @inline(__always)
    func position(of cursor: WordBlockCoding.Cursor) -> Position {
        Position(word: cursor.word, postingOffset: cursor.postingOffset, postingCount: cursor.postingCount,
                 postingBytes: cursor.postingBytes, postingsBefore: cursor.postingsBefore, length: cursor.length)
    }

    /// The last block (from `from` on) whose first word is not after `key`; `from` when none is.
    func lastBlock(notAfter key: UnsafeBufferPointer<UInt8>, from: Int, buffer: UnsafeMutablePointer<UInt8>) -> Int {
        let keyBytes = WordBlockCoding.firstBytes(key)
        return firstBlock(after: from) { blockStartsAfter($0, key, keyBytes: keyBytes, buffer: buffer) } - 1
    }

    /// The first block after `after` for which `isPast` holds (``blockCount`` when none does), for
    /// an `isPast` that, once true, stays true for the blocks after.
    ///
    /// Gallops first (most searches of a walk land a few blocks ahead), then halves.
    /// - Complexity: O(log distance) calls of `isPast`.
    @inline(__always)
    func firstBlock(after: Int, where isPast: (Int) -> Bool) -> Int {
        var low = after + 1
        var high = blockCount
        var step = 1
        while low < high {
            let probe = min(after + step, high - 1)
            if probe < low { break }
            if isPast(probe) {
                high = probe
                break
            }
            low = probe + 1
            step <<= 1
        }
        while low < high {
            let middle = (low + high) / 2
            if isPast(middle) { high = middle } else { low = middle + 1 }
        }
        return low
    }

    /// Whether block `block`'s first word sorts after `key`.
    @inline(__always)
    private func blockStartsAfter(_ block: Int, _ key: UnsafeBufferPointer<UInt8>, keyBytes: UInt64, buffer: UnsafeMutablePointer<UInt8>) -> Bool {
        let first = directory.load(WordBlockLayout.firstBytes, at: block &* WordBlockLayout.size)
        if first != keyBytes { return first > keyBytes }
        var cursor = self.cursor(block: block, buffer: buffer)
        guard cursor.next() else { return true }
        return key.lexicographicallyPrecedes(cursor.bytes)
    }

    /// The word equal to `key`, if any, and, when `withPrefix`, the other words that start with
    /// `key` (`nil` when there are none).
    ///
    /// One search of the directory and of the block it lands in; then the words that follow are
    /// read on while each shares at least the key with the one before (front coding gives that
    /// count: no bytes are compared), and only a range that runs past its block searches the
    /// blocks after.
    /// - Complexity: O(log blocks + block size), plus O(log blocks) when the range passes its block.
    func lookup(
        _ key: UnsafeBufferPointer<UInt8>, withPrefix: Bool, buffer: UnsafeMutablePointer<UInt8>
    ) -> (exact: Position?, others: (first: Position, end: Position)?) {
        guard var cursor = seek(key, fromBlock: 0, buffer: buffer) else { return (nil, nil) }
        let isExact = cursor.bytes.elementsEqual(key)
        let exact = isExact ? position(of: cursor) : nil
        guard withPrefix, cursor.bytes.starts(with: key) else { return (exact, nil) }
        if isExact {
            // The word after it, when it still starts with the key.
            let block = cursor.word / WordBlockCoding.blockSize
            if cursor.next() {
                guard cursor.shared >= key.count else { return (exact, nil) }
            } else {
                guard block + 1 < blockCount else { return (exact, nil) }
                cursor = self.cursor(block: block + 1, buffer: buffer)
                guard cursor.next(), cursor.bytes.starts(with: key) else { return (exact, nil) }
            }
        }
        let first = position(of: cursor)
        return (exact, (first, end(ofPrefix: key, from: &cursor, buffer: buffer)))
    }

    /// The first word after the cursor's that does not start with `prefix`, for a cursor on a word
    /// that does: within its block, the first word that shares fewer bytes than the prefix with the
    /// one before; past the block, the first word not less than the prefix's successor.
    private func end(
        ofPrefix prefix: UnsafeBufferPointer<UInt8>, from cursor: inout WordBlockCoding.Cursor,
        buffer: UnsafeMutablePointer<UInt8>
    ) -> Position {
        let block = cursor.word / WordBlockCoding.blockSize
        while cursor.next() {
            if cursor.shared < prefix.count { return position(of: cursor) }
        }
        guard block + 1 < blockCount else { return end }
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: prefix.count) { successor -> Position in
            // The smallest key after every word with the prefix: the prefix with its last byte raised
            // (UTF-8 never holds 0xFF, so no carry is needed).
            _ = successor.initialize(from: prefix)
            successor[prefix.count - 1] &+= 1
            return lowerBound(UnsafeBufferPointer(successor), fromBlock: block + 1, buffer: buffer)
        }
    }

    /// The word equal to `key`, if any.
    func find(_ key: UnsafeBufferPointer<UInt8>, buffer: UnsafeMutablePointer<UInt8>) -> Position? {
        guard let cursor = seek(key, fromBlock: 0, buffer: buffer), cursor.bytes.elementsEqual(key) else { return nil }
        return position(of: cursor)
    }

    /// The postings of the word at `position`.
    @inline(__always)
    func postings(at position: Position) -> PostingCoding.Cursor {
        PostingCoding.Cursor(
            view: postings, offset: position.postingOffset, end: position.postingOffset + position.postingBytes,
            count: position.postingCount)
    }

    /// Decodes word `number` into `buffer`; returns its length (0 when out of range).
    ///
    /// The words before it in its block are passed over uncopied; then each of its bytes is copied
    /// once, from the word that holds it: its own suffix, then, back to front, the earlier words'
    /// suffixes for the bytes it shares with them.
    /// - Complexity: O(block size + length of the word).
    func word(_ number: Int, into buffer: UnsafeMutablePointer<UInt8>) -> Int {
        guard number >= 0, number < wordCount else { return 0 }
        var scanner = scanner(block: number / WordBlockCoding.blockSize, buffer: buffer)
        return withUnsafeTemporaryAllocation(of: WordBlockCoding.Scanner.Piece.self, capacity: WordBlockCoding.blockSize) { pieces in
            var count = 0
            while count < WordBlockCoding.blockSize, scanner.next(), let piece = scanner.piece {
                pieces[count] = piece
                count += 1
                if scanner.word >= number { break }
            }
            guard count > 0, scanner.word == number else { return 0 }
            // Bytes 0..<needed are still to be written; each earlier word holds those from its `shared` on.
            var needed = scanner.length
            var index = count - 1
            while needed > 0 && index >= 0 {
                let piece = pieces[index]
                if piece.shared < needed {
                    (buffer + piece.shared).update(from: piece.suffix, count: needed - piece.shared)
                    needed = piece.shared
                }
                index -= 1
            }
            return scanner.length
        }
    }
}
