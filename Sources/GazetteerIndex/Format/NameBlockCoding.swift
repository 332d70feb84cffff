/// A record's names: its main name, the forms derived from it, and its alternate names, each as
/// the numbers of its words in the word dictionary.
///
/// ```
/// varint name count
/// varint main count          names 0..<main count are the main name and forms derived from it
/// per name:
///   UInt8 header             bits 0–1 display (``Display``), bit 2 derived, bit 3 address
///   varint letters           characters of the key without its spaces (for the share a query covers)
///   varint word count        at most ``maximumWords``
///   varint word number × word count
///   varint string reference  only when the display is ``Display/explicit``
/// ```
/// A name's search key is its words joined by single spaces.
enum NameBlockCoding {
    /// How a name is shown.
    enum Display: UInt8 {
        /// As its key ("москва", "東京").
        case key = 0
        /// As its key with the first letter of each word upper-cased, for ASCII keys ("Vaduz").
        case titleCase = 1
        /// As a string in the pool.
        case explicit = 2
        /// As the name before it (a derived form shows as its source: "Erebus, Mount").
        case previous = 3
    }

    /// A form made from another name when building ("mount erebus" from "Erebus, Mount").
    static let derivedBit: UInt8 = 1 << 2
    /// An address (street, house number, postcode, city) rather than a name.
    static let addressBit: UInt8 = 1 << 3
    /// Longer names keep only their first words.
    static let maximumWords = 32

    /// One name to encode.
    struct Entry {
        var header: UInt8
        var letters: Int
        /// The name's word numbers (borrowed for the call that encodes the entry).
        var words: UnsafeBufferPointer<UInt32>
        var displayReference: UInt32
    }

    /// Whether `text` is the title-case form of an ASCII key ("new york" → "New York"): the key
    /// with each letter at the start of a word upper-cased. `false` for a key with other bytes.
    /// O(length), nothing allocated.
    static func isTitleCase(_ text: UnsafeBufferPointer<UInt8>, of key: UnsafeBufferPointer<UInt8>) -> Bool {
        guard text.count == key.count, let keyBytes = key.baseAddress, let shownBytes = text.baseAddress else {
            return text.count == key.count
        }
        var atStart = true
        // By position, through the base pointers: the two lengths are checked equal above.
        for index in 0..<key.count {
            let (byte, shown) = (keyBytes[index], shownBytes[index])
            guard byte < 0x80 else { return false }
            let isLower = byte &- UInt8(ascii: "a") < 26
            guard shown == (atStart && isLower ? byte &- 0x20 : byte) else { return false }
            atStart = byte == 0x20
        }
        return true
    }

    /// Appends a record's block.
    static func append(_ names: [Entry], mainCount: Int, to bytes: inout [UInt8]) {
        Varint.append(names.count, to: &bytes)
        Varint.append(mainCount, to: &bytes)
        for name in names {
            bytes.append(name.header)
            Varint.append(name.letters, to: &bytes)
            let words = name.words.prefix(maximumWords)
            Varint.append(words.count, to: &bytes)
            for word in words { Varint.append(Int(word), to: &bytes) }
            if name.header & 3 == Display.explicit.rawValue { Varint.append(Int(name.displayReference), to: &bytes) }
        }
    }

    /// One decoded name: where its words are and how it is shown.
    struct Name {
        var ordinal: Int
        var header: UInt8
        /// Characters of the key without spaces.
        var letters: Int
        var wordCount: Int
        /// Offset of the first word number.
        var wordsOffset: Int
        /// The string reference for an explicit display, else 0.
        var displayReference: UInt32
        /// Offset just past the name.
        var end: Int

        var display: Display { Display(rawValue: header & 3) ?? .key }
        var isDerived: Bool { header & NameBlockCoding.derivedBit != 0 }
        var isAddress: Bool { header & NameBlockCoding.addressBit != 0 }
    }

    /// Reads a record's block. Damage gives fewer or wrong names, never an out-of-bounds read.
    struct Block {
        let view: ByteView
        let nameCount: Int
        let mainCount: Int
        /// Offset of the first name.
        let firstName: Int
        /// Offset of the block (its name count).
        let blockStart: Int

        init(view: ByteView, offset: Int) {
            self.view = view
            blockStart = offset
            let (count, countSize) = view.varint(offset)
            let (main, mainSize) = view.varint(offset + countSize)
            guard countSize > 0, mainSize > 0 else {
                nameCount = 0
                mainCount = 0
                firstName = 0
                return
            }
            // Each name takes at least 3 bytes: a larger count is damage.
            nameCount = min(count, max(0, view.count - offset) / 3)
            mainCount = min(main, nameCount)
            firstName = offset + countSize + mainSize
        }

        /// Decodes the name that starts at `offset`, whose ordinal is `ordinal`.
        @inline(__always)
        func name(at offset: Int, ordinal: Int) -> Name? {
            guard ordinal < nameCount, offset < view.count else { return nil }
            let header = view.u8(offset)
            let (letters, lettersSize) = view.varint(offset + 1)
            let (count, countSize) = view.varint(offset + 1 + lettersSize)
            guard lettersSize > 0, countSize > 0, count <= maximumWords else { return nil }
            var position = offset + 1 + lettersSize + countSize
            let wordsOffset = position
            for _ in 0..<count {
                let (_, size) = view.varint(position)
                guard size > 0 else { return nil }
                position += size
            }
            var reference: UInt32 = 0
            if header & 3 == Display.explicit.rawValue {
                let (value, size) = view.varint(position)
                guard size > 0 else { return nil }
                reference = UInt32(truncatingIfNeeded: value)
                position += size
            }
            return Name(ordinal: ordinal, header: header, letters: letters, wordCount: count, wordsOffset: wordsOffset,
                        displayReference: reference, end: position)
        }

        /// The first name.
        var first: Name? { name(at: firstName, ordinal: 0) }

        /// Where the first name starts, counted from the block's start.
        var firstStart: Int { firstName - blockStart }

        /// The name numbered `ordinal` that starts `relativeStart` bytes into the block
        /// (``nameAndStart(_:)``), read without passing over the names before it.
        /// - Complexity: O(1) in the names before it.
        func name(_ ordinal: Int, relativeStart: Int) -> Name? { name(at: blockStart + relativeStart, ordinal: ordinal) }

        /// The name after `name`.
        @inline(__always)
        func after(_ name: Name) -> Name? { self.name(at: name.end, ordinal: name.ordinal + 1) }

        /// The name numbered `ordinal` (names before it are skipped).
        /// - Complexity: O(bytes of the names before it).
        func name(_ ordinal: Int) -> Name? { nameAndStart(ordinal)?.name }

        /// ``name(_:)`` with where the name starts, counted from the block's start (its offset in
        /// the record): never 0, since the block's counts come first.
        func nameAndStart(_ ordinal: Int) -> (name: Name, start: Int)? {
            guard ordinal < nameCount else { return nil }
            var start = firstName
            var current = first
            while let name = current, name.ordinal < ordinal {
                start = name.end
                current = after(name)
            }
            return current.map { ($0, start - blockStart) }
        }

        /// The word numbers of `name`, handed to `body` one by one with their position.
        @inline(__always)
        func forEachWord(of name: Name, _ body: (Int, UInt32) -> Void) {
            var position = name.wordsOffset
            for index in 0..<name.wordCount {
                let (value, size) = view.varint(position)
                guard size > 0 else { return }
                body(index, UInt32(truncatingIfNeeded: value))
                position += size
            }
        }
    }
}
