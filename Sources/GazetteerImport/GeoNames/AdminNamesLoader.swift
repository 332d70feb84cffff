import Foundation
import GazetteerIndex

/// Reads GeoNames' `admin1CodesASCII.txt` and `countryInfo.txt`, which give names to codes.
public enum AdminNamesLoader {
    /// `"CC.CODE" → name` from admin1CodesASCII.txt (`CC.CODE<TAB>name<TAB>ascii name<TAB>geonameid`).
    ///
    /// - Complexity: O(n) in the file size.
    public static func admin1Names(path: String) throws -> [String: String] {
        var names: [String: String] = [:]
        for line in try lines(path) {
            let columns = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard columns.count >= 2, !columns[0].isEmpty else { continue }
            names[String(columns[0])] = String(columns[1])
        }
        return names
    }

    /// `ISO code → country name` from countryInfo.txt (`#` comment lines; column 0 ISO, column 4 name).
    ///
    /// - Complexity: O(n) in the file size.
    public static func countryNames(path: String) throws -> [String: String] {
        Dictionary(try countries(path: path).map { ($0.code, $0.name) }, uniquingKeysWith: { _, last in last })
    }

    /// The countries of countryInfo.txt: column 0 the ISO code, 1 the ISO3 code, 4 the name, 5 the capital.
    ///
    /// - Complexity: O(n) in the file size.
    public static func countries(path: String) throws -> [CountryDescription] {
        var result: [CountryDescription] = []
        for line in try lines(path) where !line.hasPrefix("#") {
            let columns = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard columns.count >= 5, columns[0].count == 2 else { continue }
            result.append(CountryDescription(
                code: String(columns[0]), code3: String(columns[1]), name: String(columns[4]),
                capital: columns.count > 5 ? String(columns[5]) : ""))
        }
        return result
    }

    /// The side files next to `input`, when present: (admin1 path, country path).
    ///
    /// - Complexity: O(1): two file-existence checks.
    public static func siblings(of input: String) -> (admin1: String?, countries: String?) {
        let directory = (input as NSString).deletingLastPathComponent
        func existing(_ name: String) -> String? {
            let path = directory.isEmpty ? name : (directory as NSString).appendingPathComponent(name)
            return FileManager.default.isReadableFile(atPath: path) ? path : nil
        }
        return (existing("admin1CodesASCII.txt"), existing("countryInfo.txt"))
    }

    private static func lines(_ path: String) throws -> [Substring] {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ImportError.unreadableSideFile(path: path, reason: "missing or unreadable")
        }
        let text = String(decoding: data, as: UTF8.self)
        return text.split(omittingEmptySubsequences: true) { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }
    }
}
