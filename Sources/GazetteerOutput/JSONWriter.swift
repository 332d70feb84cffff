/// Compact JSON written straight into one reused byte buffer: the project's only JSON writer.
///
/// Commas are placed from the last byte written (none after `{`, `[`, `:` or a line break), so
/// callers only say what comes next. Strings are copied in runs and escaped only where JSON requires
/// it (`"`, `\` and control characters); nothing allocates per value once the buffer has grown.
package struct JSONWriter: Sendable {
    /// The UTF-8 bytes written so far.
    package private(set) var bytes: [UInt8]

    /// Creates an empty writer whose buffer first holds `capacity` bytes.
    package init(capacity: Int = 4_096) {
        bytes = []
        bytes.reserveCapacity(capacity)
    }

    /// Forgets what was written, keeping the buffer's capacity.
    package mutating func reset() {
        bytes.removeAll(keepingCapacity: true)
    }

    /// The bytes as a `String` (for tests and small answers).
    package var text: String { String(decoding: bytes, as: UTF8.self) }

    // MARK: Structure

    @inline(__always)
    private mutating func separate() {
        guard let last = bytes.last else { return }
        switch last {
        case UInt8(ascii: "{"), UInt8(ascii: "["), UInt8(ascii: ":"), UInt8(ascii: "\n"): return
        default: bytes.append(UInt8(ascii: ","))
        }
    }

    package mutating func beginObject() {
        separate()
        bytes.append(UInt8(ascii: "{"))
    }

    package mutating func endObject() { bytes.append(UInt8(ascii: "}")) }

    package mutating func beginArray() {
        separate()
        bytes.append(UInt8(ascii: "["))
    }

    package mutating func endArray() { bytes.append(UInt8(ascii: "]")) }

    /// Ends a JSON Lines record.
    package mutating func newline() { bytes.append(UInt8(ascii: "\n")) }

    /// Writes `"name":`; `name` must need no escaping.
    package mutating func key(_ name: StaticString) {
        separate()
        bytes.append(UInt8(ascii: "\""))
        name.withUTF8Buffer { bytes.append(contentsOf: $0) }
        bytes.append(UInt8(ascii: "\""))
        bytes.append(UInt8(ascii: ":"))
    }

    /// Writes a key known only at run time (a tag key, an address label), escaped as needed.
    package mutating func key(_ name: String) {
        string(name)
        bytes.append(UInt8(ascii: ":"))
    }

    /// Appends bytes that are already valid JSON.
    package mutating func raw(_ json: StaticString) {
        separate()
        json.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// Appends bytes that are already valid JSON (a document stored as JSON, for example).
    package mutating func raw(_ json: String) {
        separate()
        var json = json
        json.withUTF8 { bytes.append(contentsOf: $0) }
    }

    /// Appends text as it is, with no separator (a JSONP wrapper, a text line in a JSON Lines stream).
    package mutating func verbatim(_ text: String) {
        var text = text
        text.withUTF8 { bytes.append(contentsOf: $0) }
    }

    // MARK: Values

    package mutating func null() { raw("null") }

    package mutating func bool(_ value: Bool) { raw(value ? "true" : "false") }

    /// A string, or `null` when it is empty.
    package mutating func stringOrNull(_ value: String) {
        if value.isEmpty { null() } else { string(value) }
    }

    /// A string value, escaped where JSON requires it.
    package mutating func string(_ value: String) {
        separate()
        bytes.append(UInt8(ascii: "\""))
        if value.utf8.withContiguousStorageIfAvailable({ appendEscaped($0) }) == nil {
            var copy = value
            copy.withUTF8 { appendEscaped($0) }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    /// A string value from a static literal that needs no escaping.
    package mutating func string(_ value: StaticString) {
        separate()
        bytes.append(UInt8(ascii: "\""))
        value.withUTF8Buffer { bytes.append(contentsOf: $0) }
        bytes.append(UInt8(ascii: "\""))
    }

    private mutating func appendEscaped(_ utf8: UnsafeBufferPointer<UInt8>) {
        var runStart = 0
        for index in 0..<utf8.count {
            let byte = utf8[index]
            guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else { continue }
            if runStart < index { bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<index])) }
            runStart = index + 1
            bytes.append(UInt8(ascii: "\\"))
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"): bytes.append(byte)
            case 0x0A: bytes.append(UInt8(ascii: "n"))
            case 0x0D: bytes.append(UInt8(ascii: "r"))
            case 0x09: bytes.append(UInt8(ascii: "t"))
            default:
                let hex: [UInt8] = Array("0123456789abcdef".utf8)
                bytes.append(contentsOf: [UInt8(ascii: "u"), 0x30, 0x30, hex[Int(byte >> 4)], hex[Int(byte & 0xF)]])
            }
        }
        if runStart < utf8.count { bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart...])) }
    }

    /// An integer.
    package mutating func integer(_ value: Int) {
        separate()
        appendDigits(value)
    }

    /// A fixed-point number: `value / 10^decimals`, written with at most `decimals` digits after the
    /// point and no trailing zeros (`473666700, 7` → `47.36667`); `quoted` wraps it in a string.
    package mutating func fixed(_ value: Int, decimals: Int, trimZeros: Bool = true, quoted: Bool = false) {
        separate()
        if quoted { bytes.append(UInt8(ascii: "\"")) }
        var magnitude = value.magnitude
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        var scale: UInt = 1
        for _ in 0..<decimals { scale &*= 10 }
        let whole = magnitude / scale
        magnitude %= scale
        appendDigits(Int(whole))
        if decimals > 0 && (magnitude != 0 || !trimZeros) {
            bytes.append(UInt8(ascii: "."))
            var digits = decimals
            var fraction = magnitude
            if trimZeros {
                while fraction % 10 == 0 && digits > 1 {
                    fraction /= 10
                    digits -= 1
                }
            }
            var divisor: UInt = 1
            for _ in 1..<max(1, digits) { divisor &*= 10 }
            for _ in 0..<digits {
                bytes.append(UInt8(ascii: "0") + UInt8(fraction / divisor % 10))
                divisor /= 10
                if divisor == 0 { break }
            }
        }
        if quoted { bytes.append(UInt8(ascii: "\"")) }
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

    private mutating func appendDigits(_ value: Int) {
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        var magnitude = value.magnitude
        guard magnitude >= 10 else { return bytes.append(UInt8(ascii: "0") + UInt8(magnitude)) }
        var digits: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
                     UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) =
            (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        var count = 0
        withUnsafeMutableBytes(of: &digits) { buffer in
            while magnitude > 0 {
                buffer[19 - count] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
                count += 1
            }
            bytes.append(contentsOf: buffer[(20 - count)...])
        }
    }
}

import GazetteerIndex
