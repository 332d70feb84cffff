import GazetteerIndex

/// Where one tag's key and value lie, as byte offsets from ``OSMTags/base``.
struct OSMTagSpan: Sendable {
    var keyStart: Int
    var keyCount: Int
    var valueStart: Int
    var valueCount: Int
    /// The key's number in its block's string table (PBF), so that a key is recognised once per block;
    /// -1 when the key has no number (XML).
    var keyNumber: Int32 = -1
}

/// The tags of one object as raw UTF-8 views, lent to a visitor for the duration of one call.
struct OSMTags {
    let base: UnsafeRawBufferPointer
    let spans: UnsafeBufferPointer<OSMTagSpan>

    var count: Int { spans.count }

    /// No tags.
    static var empty: OSMTags { OSMTags(base: UnsafeRawBufferPointer(start: nil, count: 0), spans: UnsafeBufferPointer(start: nil, count: 0)) }

    func key(_ index: Int) -> UnsafeRawBufferPointer {
        let span = spans[index]
        return UnsafeRawBufferPointer(rebasing: base[span.keyStart..<span.keyStart + span.keyCount])
    }

    func value(_ index: Int) -> UnsafeRawBufferPointer {
        let span = spans[index]
        return UnsafeRawBufferPointer(rebasing: base[span.valueStart..<span.valueStart + span.valueCount])
    }
}
