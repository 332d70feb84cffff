import GazetteerIndex

/// Compact JSON written straight into one reused byte buffer: the project's only JSON writer.
///
/// Commas are placed from the last byte written (none after `{`, `[`, `:`, `(`, `,`, a line break or
/// the record separator that opens a GeoJSON text sequence's record), so callers only say what comes
/// next; CSV rows write their own commas and the numbers between them. Strings are copied in runs and escaped only where JSON requires
/// it (`"`, `\` and control characters); nothing allocates per value once the buffer has grown.
package struct JSONWriter: Sendable {
    private var storage: JSONBuffer
    /// Bytes written; kept here rather than in the buffer object so that no write pays for a
    /// class property access.
    package private(set) var count = 0

    /// Creates an empty writer whose buffer first holds `capacity` bytes.
    package init(capacity: Int = 4_096) {
        storage = JSONBuffer(capacity: capacity)
    }

    /// The UTF-8 bytes written so far (a copy).
    package var bytes: [UInt8] { withBytes { Array($0) } }

    /// Calls `body` with the bytes written so far, without copying them.
    package func withBytes<Result>(_ body: (UnsafeRawBufferPointer) throws -> Result) rethrows -> Result {
        try body(UnsafeRawBufferPointer(start: storage.base, count: count))
    }

    /// Forgets what was written, keeping the buffer's capacity.
    package mutating func reset() {
        count = 0
    }

    /// The bytes as a `String` (for tests and small answers).
    package var text: String { withBytes { String(decoding: $0, as: UTF8.self) } }

    // MARK: Bytes

    /// Makes the buffer this writer's own (copy on write) with room for `extra` more bytes. Each
    /// value reserves its longest form once, then writes with ``put(_:)``, which checks nothing.
    @inline(__always)
    private mutating func reserve(_ extra: Int) {
        if _slowPath(count + extra > storage.capacity) || !isKnownUniquelyReferenced(&storage) {
            grow(extra)
        }
    }

    @inline(never)
    private mutating func grow(_ extra: Int) {
        storage = storage.copy(count: count, capacity: max(count + extra, storage.capacity * 2))
    }

    /// Writes `byte` into room made by ``reserve(_:)``.
    @inline(__always)
    private mutating func put(_ byte: UInt8) {
        storage.base[count] = byte
        count += 1
    }

    /// Writes `source` into room made by ``reserve(_:)``.
    @inline(__always)
    private mutating func put(_ source: UnsafeBufferPointer<UInt8>) {
        guard let from = source.baseAddress else { return }
        (storage.base + count).update(from: from, count: source.count)
        count += source.count
    }

    @inline(__always)
    private mutating func put(_ text: StaticString) {
        text.withUTF8Buffer { put($0) }
    }

    @inline(__always)
    private mutating func append(_ byte: UInt8) {
        reserve(1)
        put(byte)
    }

    @inline(__always)
    private mutating func append(_ source: UnsafeBufferPointer<UInt8>) {
        reserve(source.count)
        put(source)
    }

    @inline(__always)
    private mutating func append(_ text: StaticString) {
        text.withUTF8Buffer { append($0) }
    }

    private var last: UInt8? { count == 0 ? nil : storage.base[count - 1] }

    // MARK: Structure

    /// The comma before a value, unless what came last opens a container, a key, a line or a record:
    /// one byte, into room made by ``reserve(_:)``.
    @inline(__always)
    private mutating func putSeparator() {
        guard let last else { return }
        switch last {
        case UInt8(ascii: "{"), UInt8(ascii: "["), UInt8(ascii: ":"), UInt8(ascii: "\n"), UInt8(ascii: "("),
             UInt8(ascii: ","), Self.recordSeparator: return
        default: put(UInt8(ascii: ","))
        }
    }

    package mutating func beginObject() {
        reserve(2)
        putSeparator()
        put(UInt8(ascii: "{"))
    }

    package mutating func endObject() { append(UInt8(ascii: "}")) }

    package mutating func beginArray() {
        reserve(2)
        putSeparator()
        put(UInt8(ascii: "["))
    }

    package mutating func endArray() { append(UInt8(ascii: "]")) }

    /// Ends a JSON Lines record.
    package mutating func newline() { append(UInt8(ascii: "\n")) }

    /// RS (0x1E), which opens each record of a GeoJSON text sequence (RFC 8142).
    package static let recordSeparator: UInt8 = 0x1E

    /// Opens a GeoJSON text sequence record: the RS byte, after which no comma is placed.
    package mutating func beginSequenceRecord() { append(Self.recordSeparator) }

    /// Writes `"name":`; `name` must need no escaping.
    package mutating func key(_ name: StaticString) {
        quoted(name, then: UInt8(ascii: ":"))
    }

    /// Writes a key known only at run time (a tag key, an address label), escaped as needed.
    package mutating func dynamicKey(_ name: String) {
        string(name)
        append(UInt8(ascii: ":"))
    }

    /// Appends bytes that are already valid JSON.
    package mutating func raw(_ json: StaticString) {
        json.withUTF8Buffer { json in
            reserve(json.count + 1)
            putSeparator()
            put(json)
        }
    }

    /// Appends bytes that are already valid JSON (a document stored as JSON, for example).
    package mutating func raw(_ json: String) {
        var json = json
        json.withUTF8 { json in
            reserve(json.count + 1)
            putSeparator()
            put(json)
        }
    }

    /// Appends text as it is, with no separator (a JSONP wrapper, a text line in a JSON Lines stream).
    package mutating func verbatim(_ text: String) {
        var text = text
        text.withUTF8 { append($0) }
    }

    // MARK: Values

    package mutating func null() {
        reserve(5)
        putSeparator()
        put("null" as StaticString)
    }

    package mutating func bool(_ value: Bool) {
        reserve(6)
        putSeparator()
        put(value ? "true" as StaticString : "false")
    }

    /// A string, or `null` when it is empty.
    package mutating func stringOrNull(_ value: String) {
        if value.isEmpty { null() } else { string(value) }
    }

    /// A string value, escaped where JSON requires it.
    package mutating func string(_ value: String) {
        if value.utf8.withContiguousStorageIfAvailable({ putString($0) }) == nil {
            var copy = value
            copy.withUTF8 { putString($0) }
        }
    }

    /// `"` + `utf8` escaped + `"`, after a separator, with room made once for the longest escaping.
    private mutating func putString(_ utf8: UnsafeBufferPointer<UInt8>) {
        reserve(3 + 6 * utf8.count)
        putSeparator()
        put(UInt8(ascii: "\""))
        putEscaped(utf8)
        put(UInt8(ascii: "\""))
    }

    /// Opens a string value whose content is appended in pieces with ``appendToString(_:)``.
    package mutating func beginString() {
        reserve(2)
        putSeparator()
        put(UInt8(ascii: "\""))
    }

    /// Appends escaped text inside a string opened by ``beginString()``.
    package mutating func appendToString(_ value: String) {
        if value.utf8.withContiguousStorageIfAvailable({ appendEscaped($0) }) == nil {
            var copy = value
            copy.withUTF8 { appendEscaped($0) }
        }
    }

    /// Appends a literal that needs no escaping inside a string opened by ``beginString()``.
    package mutating func appendToString(_ value: StaticString) {
        append(value)
    }

    /// Closes a string opened by ``beginString()``.
    package mutating func endString() {
        append(UInt8(ascii: "\""))
    }

    /// A string made of a literal prefix and a number (`"geonames:3042030"`), with no allocation.
    package mutating func string(_ prefix: StaticString, _ number: UInt64) {
        prefix.withUTF8Buffer { prefix in
            reserve(prefix.count + 24)
            putSeparator()
            put(UInt8(ascii: "\""))
            put(prefix)
            putDigits(Int(truncatingIfNeeded: number))
            put(UInt8(ascii: "\""))
        }
    }

    /// A string value from a static literal that needs no escaping.
    package mutating func literal(_ value: StaticString) {
        quoted(value)
    }

    /// `"text"` after a separator, then `end` when given, with room made once; `text` must need no escaping.
    @inline(__always)
    private mutating func quoted(_ text: StaticString, then end: UInt8? = nil) {
        text.withUTF8Buffer { text in
            reserve(text.count + 4)
            putSeparator()
            put(UInt8(ascii: "\""))
            put(text)
            put(UInt8(ascii: "\""))
            if let end { put(end) }
        }
    }

    private mutating func appendEscaped(_ utf8: UnsafeBufferPointer<UInt8>) {
        reserve(6 * utf8.count)
        putEscaped(utf8)
    }

    /// Writes `utf8` with `"`, `\` and control characters escaped, into room for 6 bytes a byte.
    private mutating func putEscaped(_ utf8: UnsafeBufferPointer<UInt8>) {
        guard let start = utf8.baseAddress else { return }
        let count = utf8.count
        var runStart = 0
        var index = 0
        while index < count {
            let byte = start[index]
            if byte >= 0x20 && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "\\") {
                index += 1
                continue
            }
            put(UnsafeBufferPointer(start: start + runStart, count: index - runStart))
            switch byte {
            case UInt8(ascii: "\""): put("\\\"")
            case UInt8(ascii: "\\"): put("\\\\")
            case 0x0A: put("\\n")
            case 0x0D: put("\\r")
            case 0x09: put("\\t")
            default:
                put("\\u00")
                put(Self.hexDigit(byte >> 4))
                put(Self.hexDigit(byte & 0xF))
            }
            index += 1
            runStart = index
        }
        put(UnsafeBufferPointer(start: start + runStart, count: count - runStart))
    }

    private static func hexDigit(_ value: UInt8) -> UInt8 {
        value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "a") + value - 10
    }

    /// An integer.
    package mutating func integer(_ value: Int) {
        reserve(22)
        putSeparator()
        putDigits(value)
    }

    /// A fixed-point number: `value / 10^decimals`, written with at most `decimals` digits after the
    /// point and no trailing zeros (`473666700, 7` → `47.36667`); `quoted` wraps it in a string.
    package mutating func fixed(_ value: Int, decimals: Int, trimZeros: Bool = true, quoted: Bool = false) {
        reserve(25 + max(0, decimals))
        putSeparator()
        if quoted { put(UInt8(ascii: "\"")) }
        var magnitude = value.magnitude
        if value < 0 { put(UInt8(ascii: "-")) }
        var scale: UInt = 1
        for _ in 0..<decimals { scale &*= 10 }
        let whole = magnitude / scale
        magnitude %= scale
        putDigits(magnitude: whole)
        if decimals > 0 && (magnitude != 0 || !trimZeros) {
            put(UInt8(ascii: "."))
            var digits = decimals
            var fraction = magnitude
            if trimZeros {
                while fraction % 10 == 0 && digits > 1 {
                    fraction /= 10
                    digits -= 1
                }
            }
            // `digits` digits of the fraction, zero-padded, the last written first.
            var position = count + digits
            for _ in 0..<digits {
                position -= 1
                storage.base[position] = UInt8(ascii: "0") + UInt8(fraction % 10)
                fraction /= 10
            }
            count += digits
        }
        if quoted { put(UInt8(ascii: "\"")) }
    }

    /// A coordinate in degrees, as its fixed-point value (10^-7 degree) with trailing zeros trimmed.
    package mutating func degrees(_ value: Double, quoted: Bool = false, trimZeros: Bool = true) {
        fixed(Int(FixedPoint.e7(value)), decimals: 7, trimZeros: trimZeros, quoted: quoted)
    }

    /// A finite number rounded to `decimals` places (trailing zeros trimmed); `null` when not finite.
    package mutating func number(_ value: Double, decimals: Int) {
        guard value.isFinite, abs(value) < 1e15 else { return null() }
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        fixed(Int((value * scale).rounded()), decimals: decimals)
    }

    /// The decimal digits of `value` with its sign, into room for 21 bytes.
    @inline(__always)
    private mutating func putDigits(_ value: Int) {
        if value < 0 { put(UInt8(ascii: "-")) }
        putDigits(magnitude: value.magnitude)
    }

    /// The decimal digits of `magnitude`, into room for 20 bytes.
    private mutating func putDigits(magnitude: UInt) {
        var length = 1
        var rest = magnitude / 10
        while rest > 0 {
            length += 1
            rest /= 10
        }
        var position = count + length
        rest = magnitude
        repeat {
            position -= 1
            storage.base[position] = UInt8(ascii: "0") + UInt8(rest % 10)
            rest /= 10
        } while rest > 0
        count += length
    }
}
