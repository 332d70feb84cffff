/// The word dictionary: every distinct word of every name (and the synthetic words of countries,
/// admin1 divisions and categories), sorted by bytes, front-coded in blocks of ``blockSize``.
///
/// A word's number is its position in sorted order. Each block starts a fresh run (its first word
/// is stored whole) and has a ``WordBlockLayout`` directory entry, so finding a word is a binary
/// search over the directory and a scan of at most ``blockSize`` entries:
/// ```
/// per word: varint shared     bytes shared with the word before it in the block (0 for the first)
///           varint suffix length, suffix bytes
///           varint posting count
///           varint posting bytes   (the word's list follows the previous word's in the postings section)
/// ```
enum WordBlockCoding {
    static let blockSize = 16
    /// Words are at most this long (name keys are cut to 255 bytes).
    static let maximumWordLength = 255
    /// Synthetic words start with a byte below any that a name key holds.
    static let countryMarker: UInt8 = 0x01
    static let admin1Marker: UInt8 = 0x02
    static let categoryMarker: UInt8 = 0x03

    /// The first 8 bytes of `word`, big-endian, zero-padded (``WordBlockLayout/firstBytes``).
    @inline(__always)
    static func firstBytes(_ word: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var value: UInt64 = 0
        for index in 0..<8 {
            value <<= 8
            if index < word.count { value |= UInt64(word[index]) }
        }
        return value
    }

    /// Appends one word to its block; `previous` is the word before it in the block (empty for the first).
    static func append(
        _ word: UnsafeBufferPointer<UInt8>, previous: UnsafeBufferPointer<UInt8>,
        postingCount: Int, postingBytes: Int, to bytes: inout [UInt8]
    ) {
        var shared = 0
        let limit = min(word.count, previous.count)
        while shared < limit && word[shared] == previous[shared] { shared += 1 }
        Varint.append(shared, to: &bytes)
        Varint.append(word.count - shared, to: &bytes)
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: word[shared...]))
        Varint.append(postingCount, to: &bytes)
        Varint.append(postingBytes, to: &bytes)
    }

    /// Decodes the words of one block in order into a caller's buffer of
    /// ``maximumWordLength`` bytes. Damage ends the block early, never reads out of bounds.
    struct Cursor {
        private let view: ByteView
        private var position: Int
        private let buffer: UnsafeMutablePointer<UInt8>
        /// Words left in the block.
        private var remaining: Int
        /// The current word's length in `buffer`.
        private(set) var length = 0
        /// Bytes the current word shares with the one before it.
        private(set) var shared = 0
        private(set) var postingCount = 0
        private(set) var postingBytes = 0
        /// The current word's number.
        private(set) var word: Int
        /// Offset of the current word's postings in the postings section.
        private(set) var postingOffset: Int
        /// Postings of the words before the current one.
        private(set) var postingsBefore: Int

        init(view: ByteView, offset: Int, count: Int, firstWord: Int, postingOffset: Int, postingsBefore: Int,
             buffer: UnsafeMutablePointer<UInt8>) {
            self.view = view
            position = offset
            remaining = count
            self.buffer = buffer
            word = firstWord - 1
            self.postingOffset = postingOffset
            self.postingsBefore = postingsBefore
        }

        /// The current word's bytes (valid until the next call to ``next()``).
        var bytes: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: buffer, count: length) }

        /// Moves to the next word; `false` at the end of the block.
        @inline(__always)
        mutating func next() -> Bool {
            guard remaining > 0 else { return false }
            let (sharedCount, sharedSize) = view.varint(position)
            let (suffix, suffixSize) = view.varint(position &+ sharedSize)
            guard sharedSize > 0, suffixSize > 0, sharedCount <= length,
                  sharedCount + suffix <= maximumWordLength,
                  view.contains(position + sharedSize + suffixSize, suffix) else { return stop() }
            let start = position + sharedSize + suffixSize
            if suffix > 0, let base = view.base {
                // Suffixes are short: a plain loop beats a call to memmove.
                let source = (base + start).assumingMemoryBound(to: UInt8.self)
                let target = buffer + sharedCount
                for index in 0..<suffix { target[index] = source[index] }
            }
            position = start + suffix
            let (count, countSize) = view.varint(position)
            let (bytes, bytesSize) = view.varint(position &+ countSize)
            guard countSize > 0, bytesSize > 0 else { return stop() }
            position += countSize + bytesSize
            postingOffset += postingBytes
            postingsBefore += postingCount
            shared = sharedCount
            length = sharedCount + suffix
            postingCount = count
            postingBytes = bytes
            word += 1
            remaining -= 1
            return true
        }

        private mutating func stop() -> Bool {
            remaining = 0
            return false
        }
    }
}
