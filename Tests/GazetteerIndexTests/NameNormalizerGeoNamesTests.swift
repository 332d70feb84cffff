#if os(Linux) || os(macOS)
import Foundation
import Testing
import GazetteerIndex
import GazetteerTestSupport

/// Checks keys of real names from the shared GeoNames extract, when it is present.
@Suite("Name normalizer on GeoNames names")
struct NameNormalizerGeoNamesTests {
    static let citiesPath = SharedData.cities500 ?? "/nonexistent/cities500.txt.gz"

    /// Every fifth row's name and alternate names.
    static func sampleNames() throws -> [String] {
        let gunzip = Process()
        gunzip.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        gunzip.arguments = ["gzip", "-dc", citiesPath]
        let pipe = Pipe()
        gunzip.standardOutput = pipe
        try gunzip.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        gunzip.waitUntilExit()

        var names: [String] = []
        for (row, line) in data.split(separator: UInt8(ascii: "\n")).enumerated() where row % 5 == 0 {
            let columns = line.split(separator: UInt8(ascii: "\t"), omittingEmptySubsequences: false)
            guard columns.count > 3 else { continue }
            names.append(String(decoding: columns[1], as: UTF8.self))
            for alternate in columns[3].split(separator: UInt8(ascii: ",")) {
                names.append(String(decoding: alternate, as: UTF8.self))
            }
        }
        return names
    }

    @Test(
        "keys of GeoNames names are stable, unaccented and tidy",
        .enabled(if: FileManager.default.fileExists(atPath: citiesPath), "no GeoNames extract in shared/")
    )
    func geoNamesKeys() throws {
        let names = try Self.sampleNames()
        #expect(names.count > 10_000)
        var unstable: [String] = [], marked: [String] = [], untidy: [String] = [], nonASCIILatin: [String] = []
        for name in names {
            let key = NameNormalizer.key(for: name)
            if NameNormalizer.key(for: key) != key { unstable.append(name) }
            if key.unicodeScalars.contains(where: { (0x0300...0x036F).contains($0.value) }) { marked.append(name) }
            if key.hasPrefix(" ") || key.hasSuffix(" ") || key.contains("  ") || key.unicodeScalars.contains(where: \.properties.changesWhenLowercased) {
                untidy.append(name)
            }
            let latin = name.unicodeScalars.allSatisfy { $0.value < 0x0250 || (0x1E00...0x1EFF).contains($0.value) }
            if latin && !key.utf8.allSatisfy({ $0 < 0x80 }) { nonASCIILatin.append(name) }
        }
        #expect(unstable.isEmpty, "\(unstable.prefix(10))")
        #expect(marked.isEmpty, "\(marked.prefix(10))")
        #expect(untidy.isEmpty, "\(untidy.prefix(10))")
        #expect(nonASCIILatin.isEmpty, "\(nonASCIILatin.prefix(10))")
    }
}
#endif
