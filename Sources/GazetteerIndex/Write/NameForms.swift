/// Forms of a name that people type but the source writes otherwise, made when building.
enum NameForms {
    /// The derived keys of `name`:
    /// - an inverted GeoNames name reads forwards: "Erebus, Mount" → "mount erebus";
    /// - spelled-out initials join: "washington d c" → "washington dc".
    ///
    /// `input` holds the name's key and display text. Nothing is allocated for a name with no form.
    static func derived(from name: NameLists.Name, input: GatheringInput, scratch: inout [UInt8]) -> [[UInt8]] {
        guard !name.ownsKey else { return [] }
        var forms: [[UInt8]] = []
        let text = StringInterner.bytes(at: name.display, in: input.pool)
        // Most names have no comma: nothing to invert.
        if text.contains(UInt8(ascii: ",")), let inverted = invertedKey(text, scratch: &scratch) { forms.append(inverted) }
        let key = input.key(offset: name.keyOffset, length: name.keyLength)
        if hasInitialPair(key), let joined = joinedInitials(Array(key)) { forms.append(joined) }
        return forms
    }

    /// Whether a name whose text has a comma (`hasComma`) and whose key is `key` may have derived
    /// forms (``derived(from:input:scratch:)`` looks no further than this): a comma to invert at, or
    /// initials to join.
    static func hasForms(hasComma: Bool, key: UnsafeBufferPointer<UInt8>) -> Bool {
        hasComma || hasInitialPair(key)
    }

    /// "Erebus, Mount" → "mount erebus": for a name with one comma whose second part has at most
    /// three words; `nil` otherwise.
    static func invertedKey(_ text: UnsafeBufferPointer<UInt8>, scratch: inout [UInt8]) -> [UInt8]? {
        guard let comma = text.firstIndex(of: UInt8(ascii: ",")),
              !text[(comma + 1)...].contains(UInt8(ascii: ",")) else { return nil }
        scratch.removeAll(keepingCapacity: true)
        guard NameNormalizer.appendKey(of: UnsafeBufferPointer(rebasing: text[(comma + 1)...]), to: &scratch),
              !scratch.isEmpty, scratch.count(where: { $0 == 0x20 }) < 3 else { return nil }
        var result = scratch
        scratch.removeAll(keepingCapacity: true)
        guard NameNormalizer.appendKey(of: UnsafeBufferPointer(rebasing: text[..<comma]), to: &scratch),
              !scratch.isEmpty else { return nil }
        result.append(0x20)
        result.append(contentsOf: scratch)
        clip(&result)
        return result
    }

    /// Whether `key` has two one-letter words in a row (the only keys ``joinedInitials(_:)`` changes).
    static func hasInitialPair(_ key: UnsafeBufferPointer<UInt8>) -> Bool {
        // A key of one word has no pair (most keys: looked for many bytes at a time).
        guard ByteOrder.contains(key, 0x20) else { return false }
        var previousWasInitial = false
        var start = 0
        while start < key.count {
            var end = start
            while end < key.count && key[end] != 0x20 { end += 1 }
            if end > start {
                let isInitial = end - start == 1 && isLetter(key[start])
                if isInitial && previousWasInitial { return true }
                previousWasInitial = isInitial
            }
            start = end + 1
        }
        return false
    }

    /// "washington d c" → "washington dc": runs of two or more one-letter words join; `nil` when none.
    static func joinedInitials(_ key: [UInt8]) -> [UInt8]? {
        let words = key.split(separator: 0x20, omittingEmptySubsequences: true)
        var result: [UInt8] = []
        var changed = false
        var index = 0
        while index < words.count {
            var end = index
            while end < words.count && words[end].count == 1 && isLetter(words[end].first!) { end += 1 }
            if !result.isEmpty { result.append(0x20) }
            if end - index >= 2 {
                for word in words[index..<end] { result.append(contentsOf: word) }
                changed = true
                index = end
            } else {
                result.append(contentsOf: words[index])
                index += 1
            }
        }
        guard changed else { return nil }
        clip(&result)
        return result
    }

    /// The key and display reference of an address, from its four string references (street,
    /// house number, postcode, city); `nil` without a street or place and a house number.
    ///
    /// The key (the parts' keys joined by spaces, an empty one left out, cut to the longest a key
    /// may be) is left in `key`; the display text, "street number, postcode city", is appended to
    /// `text` in pool form, and its reference returned. `key` and `display` are the caller's
    /// scratch, emptied first, so that no address allocates. Both are made from the pool's bytes
    /// (the parts are valid UTF-8, interned from text) in `pool`, the builder's string pool.
    /// O(length of the parts).
    static func address(
        _ parts: (UInt32, UInt32, UInt32, UInt32), pool: UnsafeBufferPointer<UInt8>, key: inout [UInt8], display: inout [UInt8],
        text: inout PoolText
    ) -> UInt32? {
        key.removeAll(keepingCapacity: true)
        display.removeAll(keepingCapacity: true)
        let (street, number, postcode, city) = (
            StringInterner.bytes(at: parts.0, in: pool), StringInterner.bytes(at: parts.1, in: pool),
            StringInterner.bytes(at: parts.2, in: pool), StringInterner.bytes(at: parts.3, in: pool))
        guard !street.isEmpty, !number.isEmpty else { return nil }
        appendPartKey(street, to: &key)
        appendPartKey(number, to: &key)
        appendPartKey(postcode, to: &key)
        appendPartKey(city, to: &key)
        display.append(contentsOf: street)
        display.append(0x20)
        display.append(contentsOf: number)
        if !postcode.isEmpty || !city.isEmpty {
            display.append(0x2C)
            display.append(0x20)
            display.append(contentsOf: postcode)
            if !postcode.isEmpty && !city.isEmpty { display.append(0x20) }
            display.append(contentsOf: city)
        }
        clip(&key)
        // Read back once, by its reference, and interned then (``DisplayText``): stored as it is.
        return display.withUnsafeBufferPointer { text.append($0) }
    }

    /// Appends the key of one part of an address to `key`, after a space unless `key` is empty;
    /// a part with an empty key adds nothing.
    private static func appendPartKey(_ part: UnsafeBufferPointer<UInt8>, to key: inout [UInt8]) {
        guard !part.isEmpty else { return }
        let separator = key.count
        if !key.isEmpty { key.append(0x20) }
        let start = key.count
        _ = NameNormalizer.appendKey(of: part, to: &key)
        if key.count == start { key.removeSubrange(separator...) }
    }

    private static func isLetter(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z") }

    /// Cuts `key` in place to the longest a name key may be, on a character boundary, with no
    /// space at its end.
    private static func clip(_ key: inout [UInt8]) {
        guard key.count > RecordBatch.maximumKeyLength else { return }
        var length = RecordBatch.maximumKeyLength
        while length > 0 && key[length] & 0xC0 == 0x80 { length -= 1 }
        key.removeSubrange(length...)
        while key.last == 0x20 { key.removeLast() }
    }
}
