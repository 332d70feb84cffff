import Foundation
import GazetteerIndex
import GazetteerTestSupport
import Testing

@Suite("Gathering the names in two halves")
struct NameListHalvesTests {
    /// Places, addresses and street segments with names that have derived forms ("Erebus, Mount",
    /// "Washington D C"), some merging into groups, spread over both halves.
    static func batch() -> RecordBatch {
        var batch = RecordBatch()
        var random = SplitMix64(seed: 7)
        for number in 0..<600 {
            let latitude = 40 + Double(random.next() % 1_000) / 100, longitude = -3 + Double(random.next() % 1_000) / 100
            let id = SourceID(kind: number % 3 == 0 ? .geonames : .osmNode, value: UInt64(number + 1))
            var fields = RecordFields(
                id: id, latitudeE7: Int32(latitude * 10_000_000), longitudeE7: Int32(longitude * 10_000_000),
                featureClass: UInt8(ascii: number % 4 == 0 ? "P" : "S"), featureCode: number % 4 == 0 ? "PPL" : "",
                category: number % 4 == 0 ? "place=town" : "amenity=cafe", countryCode: "ES", population: UInt64(number * 37))
            if number % 2 == 1 {
                fields.address = PostalAddress(
                    street: "Calle \(number % 17)", houseNumber: "\(number)", postcode: "280\(number % 10)", city: "Madrid")
            }
            let name = switch number % 5 {
            case 0: "Erebus, Mount \(number % 7)"
            case 1: "Washington D C \(number % 11)"
            case 2: ""
            default: "Plaza \(number % 23)"
            }
            batch.append(fields, name: name, alternateNames: number % 6 == 0 ? ["Alt, Name \(number)", "Otro \(number)"] : [])
        }
        // Segments of one street, which merge into one record.
        for segment in 0..<4 {
            var street = RecordFields(
                id: SourceID(kind: .osmWay, value: UInt64(10_000 + segment)), latitudeE7: 404_000_000 + Int32(segment) * 2_000,
                longitudeE7: -37_000_000, featureClass: UInt8(ascii: "R"), category: "highway=residential", countryCode: "ES")
            let latitude = 40.4 + Double(segment) * 0.0002
            street.extent = BoundingBox(
                minLatitude: latitude - 0.0001, minLongitude: -3.7001, maxLatitude: latitude + 0.0001, maxLongitude: -3.6999)
            batch.append(street, name: "Calle Mayor")
        }
        return batch
    }

    private func build(halvesFrom: Int, spilling: Bool, in directory: TemporaryDirectory, name: String) throws -> Data {
        var options = IndexBuilder.Options(createdAt: 1)
        options.namesInHalvesFrom = halvesFrom
        if spilling {
            options.memoryBudget = 64 << 20
            options.temporaryDirectory = directory.path
            options.spillsEverything = true
        }
        let builder = IndexBuilder(options: options)
        try builder.add(Self.batch())
        _ = try builder.write(to: directory.file(name))
        return try Data(contentsOf: directory.fileURL(name))
    }

    @Test("the index is the same whether one thread gathers the names or two, spilled or not")
    func halvesMatchOneThread() throws {
        let directory = try TemporaryDirectory()
        let whole = try build(halvesFrom: .max, spilling: false, in: directory, name: "whole.gaz")
        #expect(try build(halvesFrom: 2, spilling: false, in: directory, name: "halves.gaz") == whole)
        #expect(try build(halvesFrom: 2, spilling: true, in: directory, name: "spilled.gaz") == whole)
        // The names gathered: the addresses and derived forms are findable in either half.
        let index = try Gazetteer(path: directory.file("halves.gaz"))
        #expect(index.search("mount erebus 6", limit: 1).first?.place.name.hasPrefix("Erebus, Mount") == true)
        #expect(index.search("calle 3 599", limit: 1).first != nil)
        #expect(index.search("washington dc 10", limit: 1).first != nil)
    }
}
