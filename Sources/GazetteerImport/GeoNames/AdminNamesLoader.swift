import Foundation
import GazetteerIndex

/// Reads GeoNames' `admin1CodesASCII.txt` and `countryInfo.txt`, which give names to codes.
public enum AdminNamesLoader {
    /// The largest side file read, decompressed: 16 MiB (GeoNames' admin1CodesASCII.txt is about
    /// 150 KB, countryInfo.txt about 30 KB), so a wrong file given as one fails fast in little memory.
    public static let maximumBytes = 16 << 20

    /// `"CC.CODE" → name` from admin1CodesASCII.txt (`CC.CODE<TAB>name<TAB>ascii name<TAB>geonameid`).
    ///
    /// The file may be plain, gzip or zip; it is read in chunks, never whole.
    ///
    /// - Throws: ``InputError`` when it cannot be opened or read (a FIFO or device is refused unopened);
    ///   ``ImportError/sideFileTooLarge(path:limit:)`` past ``maximumBytes``.
    /// - Complexity: O(n) in the file size.
    public static func admin1Names(path: String) throws -> [String: String] {
        var names: [String: String] = [:]
        try forEachLine(path) { line in
            let columns = line.split(separator: 0x09, maxSplits: 2, omittingEmptySubsequences: false)
            guard columns.count >= 2, !columns[0].isEmpty else { return }
            names[String(decoding: columns[0], as: UTF8.self)] = String(decoding: columns[1], as: UTF8.self)
        }
        return names
    }

    /// `ISO code → country name` from countryInfo.txt (`#` comment lines; column 0 ISO, column 4 name).
    ///
    /// Read like ``admin1Names(path:)``, with the same limits.
    ///
    /// - Complexity: O(n) in the file size.
    public static func countryNames(path: String) throws -> [String: String] {
        Dictionary(try countries(path: path).map { ($0.code, $0.name) }, uniquingKeysWith: { _, last in last })
    }

    /// The countries of countryInfo.txt: column 0 the ISO code, 1 the ISO3 code, 4 the name, 5 the capital.
    ///
    /// Read like ``admin1Names(path:)``, with the same limits.
    ///
    /// - Complexity: O(n) in the file size.
    public static func countries(path: String) throws -> [CountryDescription] {
        var result: [CountryDescription] = []
        try forEachLine(path) { line in
            guard line.first != UInt8(ascii: "#") else { return }
            let columns = line.split(separator: 0x09, maxSplits: 6, omittingEmptySubsequences: false)
            guard columns.count >= 5, columns[0].count == 2 else { return }
            result.append(CountryDescription(
                code: String(decoding: columns[0], as: UTF8.self), code3: String(decoding: columns[1], as: UTF8.self),
                name: String(decoding: columns[4], as: UTF8.self),
                capital: columns.count > 5 ? String(decoding: columns[5], as: UTF8.self) : ""))
        }
        return result
    }

    /// The side files next to `input`, when present: admin1 names, country names, and names by
    /// language (`alternateNamesV2.txt`, else `alternateNamesV2.zip`).
    ///
    /// - Complexity: O(1): four file-existence checks.
    public static func siblings(of input: String) -> (admin1: String?, countries: String?, alternateNames: String?) {
        let directory = input.lastIndex(of: "/").map { String(input[...$0]) } ?? ""
        func existing(_ name: String) -> String? {
            let path = directory + name
            return FileManager.default.isReadableFile(atPath: path) ? path : nil
        }
        return (
            existing("admin1CodesASCII.txt"), existing("countryInfo.txt"),
            existing("alternateNamesV2.txt") ?? existing("alternateNamesV2.zip"))
    }

    /// `"CC.CODE" → geonameid` from admin1CodesASCII.txt's fourth column (0 and missing ids left out).
    ///
    /// Read like ``admin1Names(path:)``, with the same limits.
    /// - Complexity: O(n) in the file size.
    public static func admin1IDs(path: String) throws -> [String: UInt32] {
        var ids: [String: UInt32] = [:]
        try forEachLine(path) { line in
            let columns = line.split(separator: 0x09, maxSplits: 4, omittingEmptySubsequences: false)
            guard columns.count >= 4, !columns[0].isEmpty, let id = DecimalParser.unsigned(columns[3]), id > 0, id <= UInt64(UInt32.max)
            else { return }
            ids[String(decoding: columns[0], as: UTF8.self)] = UInt32(id)
        }
        return ids
    }

    /// `ISO code → geonameid` from countryInfo.txt's column 16 (rows without one left out).
    ///
    /// Read like ``admin1Names(path:)``, with the same limits.
    /// - Complexity: O(n) in the file size.
    public static func countryIDs(path: String) throws -> [String: UInt32] {
        var ids: [String: UInt32] = [:]
        try forEachLine(path) { line in
            guard line.first != UInt8(ascii: "#") else { return }
            let columns = line.split(separator: 0x09, maxSplits: 17, omittingEmptySubsequences: false)
            guard columns.count >= 17, columns[0].count == 2, let id = DecimalParser.unsigned(columns[16]), id > 0,
                  id <= UInt64(UInt32.max) else { return }
            ids[String(decoding: columns[0], as: UTF8.self)] = UInt32(id)
        }
        return ids
    }

    /// Calls `body` with each non-empty line (ends LF, CR LF or CR), reading the file in chunks.
    private static func forEachLine(_ path: String, _ body: (ArraySlice<UInt8>) -> Void) throws {
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        var carry: [UInt8] = []
        var total = 0
        for stream in try InputOpener.openStreams(path: path) {
            guard stream.sourceSize <= UInt64(maximumBytes) else {
                throw ImportError.sideFileTooLarge(path: path, limit: maximumBytes)
            }
            while true {
                let count = try buffer.withUnsafeMutableBytes { try stream.read(into: $0) }
                if count == 0 { break }
                total += count
                guard total <= maximumBytes else { throw ImportError.sideFileTooLarge(path: path, limit: maximumBytes) }
                var start = 0
                for index in 0..<count where buffer[index] == 0x0A || buffer[index] == 0x0D {
                    carry += buffer[start..<index]
                    if !carry.isEmpty { body(carry[...]) }
                    carry.removeAll(keepingCapacity: true)
                    start = index + 1
                }
                carry += buffer[start..<count]
            }
            if !carry.isEmpty { body(carry[...]) }
            carry.removeAll(keepingCapacity: true)
        }
    }
}
