import GazetteerIndex

/// Peeks at the first decompressed bytes of a file to see whether it is OpenStreetMap XML.
enum XMLSniffer {
    static func startsWithOSMElement(path: String) throws -> Bool {
        let format = try InputOpener.detectFormat(path: path)
        guard format != .zip, let stream = try InputOpener.openStreams(path: path).first else { return false }
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = try buffer.withUnsafeMutableBytes { try stream.read(into: $0) }
        let head = String(decoding: buffer[0..<count], as: UTF8.self)
        return head.contains("<osm") && (head.hasPrefix("<?xml") || head.hasPrefix("<osm") || head.hasPrefix("\u{FEFF}"))
    }
}
