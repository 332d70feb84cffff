extension WordDictionary {
    /// A scanner over the words of block `block` (bytes only), writing them into `buffer`.
    @inline(__always)
    func scanner(block: Int, buffer: UnsafeMutablePointer<UInt8>) -> WordBlockCoding.Scanner {
        let first = block &* WordBlockCoding.blockSize
        let start = Int(directory.load(WordBlockLayout.offset, at: block &* WordBlockLayout.size))
        let end = block + 1 < blockCount
            ? Int(directory.load(WordBlockLayout.offset, at: (block + 1) &* WordBlockLayout.size)) : words.count
        return WordBlockCoding.Scanner(
            block: words.slice(start, min(end, words.count) - start),
            count: min(WordBlockCoding.blockSize, wordCount - first), firstWord: first, buffer: buffer)
    }

    /// The first 8 bytes of block `block`'s first word, big-endian, zero-padded (all ones past the last block).
    @inline(__always)
    func firstBytes(ofBlock block: Int) -> UInt64 {
        block < blockCount ? directory.load(WordBlockLayout.firstBytes, at: block &* WordBlockLayout.size) : .max
    }

    /// The block to read for the first word not less than `key`, after block `after`: the last
    /// block whose first word's 8 bytes sort before the key's (so no word from `key` on lies
    /// before it), and at least `after + 1`. `nil` when `after` is the last block.
    ///
    /// - Complexity: O(log distance) directory entries, nothing decoded.
    func block(forKey key: UnsafeBufferPointer<UInt8>, after: Int) -> Int? {
        guard after + 1 < blockCount else { return nil }
        let keyBytes = WordBlockCoding.firstBytes(key)
        return max(after + 1, firstBlock(after: after) { firstBytes(ofBlock: $0) >= keyBytes } - 1)
    }

    /// The number of the first word not less than `key` (``wordCount`` when none is), and whether
    /// it equals the key: a directory search and a scan of the words' lengths, none of them copied
    /// but for the one that ends the scan (into `buffer`).
    /// - Complexity: O(log blocks + block size).
    func firstWord(notBelow key: UnsafeBufferPointer<UInt8>, buffer: UnsafeMutablePointer<UInt8>) -> (word: Int, isEqual: Bool) {
        guard var block = block(forKey: key, after: -1) else { return (wordCount, false) }
        while block < blockCount {
            var scanner = scanner(block: block, buffer: buffer)
            var agree = 0
            if scanner.next(notBelow: key, agree: &agree) {
                return (scanner.word, agree == key.count && scanner.length == key.count)
            }
            block += 1
        }
        return (wordCount, false)
    }
}
