import GazetteerIndex

/// Looks at the first decompressed bytes of a file to see whether it is OpenStreetMap XML.
enum XMLSniffer {
    /// Whether the head starts an `<osm` document (members of zip archives are GeoNames dumps).
    static func startsWithOSMElement(_ head: InputHead) -> Bool {
        guard !head.isZipMember else { return false }
        let text = String(decoding: head.bytes.prefix(4096), as: UTF8.self)
        return text.contains("<osm") && (text.hasPrefix("<?xml") || text.hasPrefix("<osm") || text.hasPrefix("\u{FEFF}"))
    }
}
