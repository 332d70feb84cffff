/// Readers for tag values: strings, populations, alternate-name lists.
enum OSMTagValues {
    /// The bytes as a string, or `nil` when they are not valid UTF-8.
    static func string(_ bytes: UnsafeRawBufferPointer) -> String? {
        let text = String(decoding: bytes, as: UTF8.self)
        // Decoding replaces invalid sequences, which changes the bytes; ASCII (most values) needs no check.
        if bytes.allSatisfy({ $0 < 0x80 }) { return text }
        return text.utf8.count == bytes.count && text.utf8.elementsEqual(bytes) ? text : nil
    }

    /// Reads a population: plain digits, or digits grouped by three with `,`, `'` or a space
    /// (`12345`, `12,345`, `12 345`). Anything else (`ca. 5000`, `5000;6000`, `1.2k`) gives `nil`.
    static func population(_ bytes: UnsafeRawBufferPointer) -> UInt64? {
        var start = 0, end = bytes.count
        while start < end, bytes[start] == UInt8(ascii: " ") { start += 1 }
        while end > start, bytes[end - 1] == UInt8(ascii: " ") { end -= 1 }
        guard start < end else { return nil }
        var value: UInt64 = 0
        var groupLength = 0
        var sawSeparator = false
        var separator: UInt8 = 0
        for index in start..<end {
            let byte = bytes[index]
            if byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") {
                let (times, overflow1) = value.multipliedReportingOverflow(by: 10)
                let (sum, overflow2) = times.addingReportingOverflow(UInt64(byte - UInt8(ascii: "0")))
                guard !overflow1, !overflow2 else { return nil }
                value = sum
                groupLength += 1
            } else if byte == UInt8(ascii: ",") || byte == UInt8(ascii: "'") || byte == UInt8(ascii: " ") {
                // The first group has 1–3 digits, later ones exactly 3; one kind of separator throughout.
                guard groupLength > 0, sawSeparator ? groupLength == 3 : groupLength <= 3 else { return nil }
                guard !sawSeparator || byte == separator else { return nil }
                sawSeparator = true
                separator = byte
                groupLength = 0
            } else {
                return nil
            }
        }
        guard !sawSeparator || groupLength == 3 else { return nil }
        return value
    }

    /// Appends the pieces of a `;`-separated list, trimmed of spaces; empty and invalid UTF-8 pieces are dropped.
    static func appendList(_ bytes: UnsafeRawBufferPointer, to names: inout [String]) {
        var start = 0
        while start <= bytes.count {
            var end = start
            while end < bytes.count, bytes[end] != UInt8(ascii: ";") { end += 1 }
            var pieceStart = start, pieceEnd = end
            while pieceStart < pieceEnd, bytes[pieceStart] == UInt8(ascii: " ") { pieceStart += 1 }
            while pieceEnd > pieceStart, bytes[pieceEnd - 1] == UInt8(ascii: " ") { pieceEnd -= 1 }
            if pieceEnd > pieceStart, let piece = string(UnsafeRawBufferPointer(rebasing: bytes[pieceStart..<pieceEnd])) {
                names.append(piece)
            }
            start = end + 1
        }
    }
}
