extension WordBlockCoding {
    /// Decodes the words of one block in order, their bytes only (the posting fields are stepped
    /// over unread), into a caller's buffer of ``maximumWordLength`` bytes: the reader for walks
    /// that pass over many words. A word can be passed over without copying its bytes (see
    /// ``next()``). Damage ends the block early, never reads outside it.
    struct Scanner {
        /// The block's bytes (the view's part between its offset and the next block's).
        private let view: ByteView
        private let bytes: UnsafeBufferPointer<UInt8>
        private var position = 0
        private let buffer: UnsafeMutablePointer<UInt8>
        /// Words left in the block.
        private var remaining: Int
        /// The current word's number.
        private(set) var word: Int
        /// The current word's length.
        private(set) var length = 0
        /// Bytes the current word shares with the one before it in the block (0 for the first).
        private(set) var shared = 0
        /// Where the current word's own bytes (after the shared ones) start in the block.
        private var suffixStart = 0

        /// A scanner over `block`, the bytes of a block of `count` words from word number `firstWord`.
        init(block: ByteView, count: Int, firstWord: Int, buffer: UnsafeMutablePointer<UInt8>) {
            view = block
            bytes = UnsafeBufferPointer(start: block.base?.assumingMemoryBound(to: UInt8.self), count: block.count)
            remaining = count
            self.buffer = buffer
            word = firstWord - 1
        }

        /// The current word's bytes, once ``load()`` has put them in the buffer (valid until the
        /// next call to ``next()``).
        var wordBytes: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: buffer, count: length) }

        /// Moves to the next word without copying it; `false` at the end of the block.
        ///
        /// A word's bytes are in the buffer only after ``load()``, and only when the buffer then
        /// holds the ``shared`` bytes before them: those of the last word loaded, when every word
        /// since shares at least as many.
        /// - Complexity: O(1).
        @inline(__always)
        mutating func next() -> Bool {
            guard remaining > 0, position &+ 2 <= bytes.count else { return stop() }
            // Shared and suffix lengths are under 128 but for rare long words: one byte each.
            var sharedCount = Int(bytes[position])
            var suffixCount = Int(bytes[position &+ 1])
            var start = position &+ 2
            if sharedCount | suffixCount >= 0x80 {
                let (value, size) = view.varint(position)
                let (suffixValue, suffixSize) = view.varint(position &+ size)
                guard size > 0, suffixSize > 0 else { return stop() }
                sharedCount = value
                suffixCount = suffixValue
                start = position + size + suffixSize
            }
            let suffixEnd = start &+ suffixCount
            guard sharedCount <= length, sharedCount + suffixCount <= maximumWordLength,
                  suffixEnd <= bytes.count else { return stop() }
            position = endOfPostingFields(from: suffixEnd)
            suffixStart = start
            shared = sharedCount
            length = sharedCount &+ suffixCount
            word &+= 1
            remaining &-= 1
            return true
        }

        /// Moves to the first word not below `key`, passing over the words before it unread; `false`
        /// at the end of the block. `agree` is how many bytes the current word (below the key)
        /// shares with it, 0 before the first word; it is kept up to date, and is then what the
        /// word found shares with the key.
        ///
        /// A word that shares more bytes with the one before than that one shares with the key is
        /// below the key too; one that shares fewer is above it; only one that shares exactly as
        /// many is compared, from there on.
        /// - Complexity: O(words passed over + bytes compared).
        mutating func next(notBelow key: UnsafeBufferPointer<UInt8>, agree: inout Int) -> Bool {
            // The common case (one-byte lengths) in local variables, stored back once; anything
            // else through next().
            var matched = agree
            var at = position
            var size = length
            var left = remaining
            let count = bytes.count
            while left > 0 && at &+ 2 <= count, let base = bytes.baseAddress {
                let sharedCount = Int(base[at])
                let suffixCount = Int(base[at &+ 1])
                let start = at &+ 2
                let suffixEnd = start &+ suffixCount
                // A record ends with two varints, so a valid one holds 2 bytes after its suffix.
                guard sharedCount | suffixCount < 0x80, sharedCount <= size, suffixEnd &+ 2 <= count else { break }
                // The posting count and the posting bytes: one byte each but for long lists.
                at = base[suffixEnd] | base[suffixEnd &+ 1] < 0x80 ? suffixEnd &+ 2 : endOfPostingFields(from: suffixEnd)
                size = sharedCount &+ suffixCount
                left &-= 1
                if sharedCount > matched { continue }
                var index = start
                if sharedCount == matched {
                    while index < suffixEnd && matched < key.count && base[index] == key[matched] {
                        index &+= 1
                        matched &+= 1
                    }
                    guard matched == key.count || (index < suffixEnd && base[index] > key[matched]) else { continue }
                } else {
                    matched = sharedCount
                }
                position = at
                length = size
                word &+= remaining &- left
                remaining = left
                shared = sharedCount
                suffixStart = start
                agree = matched
                return true
            }
            position = at
            length = size
            word &+= remaining &- left
            remaining = left
            agree = matched
            guard remaining > 0 else { return false }
            // A long word, or damage: word by word.
            while next() {
                if shared < agree {
                    agree = shared
                    return true
                }
                if shared > agree { continue }
                var index = suffixStart
                let end = suffixStart + length - shared
                while index < end && agree < key.count && bytes[index] == key[agree] {
                    index += 1
                    agree += 1
                }
                if agree == key.count || (index < end && bytes[index] > key[agree]) { return true }
            }
            return false
        }

        /// Where a word's record ends, given where its suffix ends: past the posting count and the
        /// posting bytes (two varints).
        /// - Complexity: O(1).
        @inline(__always)
        private func endOfPostingFields(from offset: Int) -> Int {
            var end = offset
            while end < bytes.count && bytes[end] >= 0x80 { end &+= 1 }
            end &+= 1
            while end < bytes.count && bytes[end] >= 0x80 { end &+= 1 }
            return end &+ 1
        }

        /// How many bytes the current word shares with the `count` bytes at `other`, whose first
        /// ``shared`` bytes are taken to be the word's (the word's own bytes are compared, in the
        /// block, before ``load()`` writes them anywhere): for a block's first word, all of them.
        /// - Complexity: O(bytes compared).
        @inline(__always)
        func sharedLength(with other: UnsafePointer<UInt8>, count: Int) -> Int {
            var common = min(shared, count)
            guard common == shared else { return common }
            let limit = min(count, length)
            var index = suffixStart
            while common < limit && bytes[index] == other[common] {
                index &+= 1
                common &+= 1
            }
            return common
        }

        /// Where a word's own bytes are in the block, and where they go in the word.
        struct Piece {
            /// Bytes the word shares with the one before it: its own bytes start there.
            var shared: Int
            /// The word's own bytes (after the shared ones), in the block.
            var suffix: UnsafePointer<UInt8>
        }

        /// The current word's piece (`nil` for a block with no bytes).
        @inline(__always)
        var piece: Piece? {
            guard let base = bytes.baseAddress else { return nil }
            return Piece(shared: shared, suffix: base + suffixStart)
        }

        /// Copies the current word's own bytes into the buffer after its shared ones.
        /// - Complexity: O(suffix).
        @inline(__always)
        func load() {
            let target = buffer + shared
            // Suffixes are short: a plain loop beats a call to memmove.
            for index in 0..<(length &- shared) { target[index] = bytes[suffixStart &+ index] }
        }

        private mutating func stop() -> Bool {
            remaining = 0
            return false
        }
    }
}
