import Foundation
import GazetteerIndex
import Testing
@testable import GazetteerOutput

@Suite("Labels read from small to large, each name once")
struct PlaceLabelTests {
    /// Schaan as a cities500 + Liechtenstein build has it: GeoNames' admin1 is the municipality, and the
    /// boundaries give the electoral district (level 6) and the municipality (level 8).
    static let schaan = Place(
        recordNumber: 3, id: SourceID(kind: .geonames, value: 3_042_037), name: "Schaan",
        coordinate: Coordinate(latitude: 47.16498, longitude: 9.50867), featureClass: "P", featureCode: "PPLA",
        countryCode: "LI", countryName: "Liechtenstein", admin1Code: "07", admin1Name: "Schaan",
        population: 5_748, importance: 30_000,
        hierarchy: [
            AdministrativeArea(name: "Liechtenstein", level: 2),
            AdministrativeArea(name: "Wahlkreis Oberland", level: 6),
            AdministrativeArea(name: "Schaan", level: 8),
        ])

    /// A place whose admin1 differs from its name only by case and accents.
    static let zurich = Place(
        recordNumber: 4, id: SourceID(kind: .geonames, value: 2_657_896), name: "Zürich",
        coordinate: Coordinate(latitude: 47.36667, longitude: 8.55), featureClass: "P", featureCode: "PPLA",
        countryCode: "CH", countryName: "Switzerland", admin1Code: "ZH", admin1Name: "ZURICH",
        population: 341_730, importance: 50_000)

    @Test("Schaan reads as Nominatim says it: the district after the municipality, the municipality once")
    func schaan() {
        #expect(PlaceLabel(Self.schaan).text == "Schaan, Wahlkreis Oberland, Liechtenstein")
        #expect(Self.schaan.displayName == "Schaan, Wahlkreis Oberland, Liechtenstein")
    }

    /// A boundary as the Liechtenstein extract has it: the country's own relation, whose centre lies in
    /// a district and a municipality.
    static func boundary(_ name: String, id: UInt64) -> Place {
        Place(
            recordNumber: 5, id: SourceID(kind: .osmRelation, value: id), name: name,
            coordinate: Coordinate(latitude: 47.10397, longitude: 9.57508), featureClass: "A", featureCode: "",
            category: "boundary=administrative", countryCode: "LI", countryName: "Liechtenstein", importance: 7_000,
            hierarchy: [
                AdministrativeArea(name: "Liechtenstein", level: 2, id: SourceID(kind: .osmRelation, value: 47)),
                AdministrativeArea(name: "Wahlkreis Oberland", level: 6, id: SourceID(kind: .osmRelation, value: 50)),
                AdministrativeArea(name: "Triesenberg", level: 8, id: SourceID(kind: .osmRelation, value: 40)),
            ])
    }

    @Test("a boundary's label names only the areas larger than itself, not those its centre lies in")
    func boundaryLabels() {
        #expect(PlaceLabel(Self.boundary("Liechtenstein", id: 47)).text == "Liechtenstein")
        #expect(PlaceLabel(Self.boundary("Wahlkreis Oberland", id: 50)).text == "Wahlkreis Oberland, Liechtenstein")
        #expect(PlaceLabel(Self.boundary("Triesenberg", id: 40)).text == "Triesenberg, Wahlkreis Oberland, Liechtenstein")
    }

    @Test("a city whose admin1 has its name reads \"Vaduz, Liechtenstein\"; case and accents do not make a name new")
    func sameNameOnce() {
        #expect(PlaceLabel(FixturePlaces.vaduzGeoNames).text == "Vaduz, Liechtenstein")
        #expect(PlaceLabel(Self.zurich).text == "Zürich, Switzerland")
    }

    @Test("an address and a hierarchy read from the name to the country, the city said once")
    func addressAndHierarchy() {
        let label = PlaceLabel(FixturePlaces.restaurantWithAddress)
        #expect(label.parts == ["Zum \"Löwen\"", "Städtle 5", "Vaduz", "Oberland", "9490", "Liechtenstein"])
    }

    @Test("our JSON label, Nominatim's display_name and Photon's areas all come from the one label")
    func everyFormatUsesTheLabel() throws {
        for place in [Self.schaan, Self.zurich, FixturePlaces.vaduzGeoNames, FixturePlaces.restaurantWithAddress] {
            let label = PlaceLabel(place)
            #expect(PlaceDescription(place).label == label.text)
            var json = JSONWriter()
            GazetteerJSON.writeArray([ResultRow(place: place)], into: &json)
            #expect(json.text.contains(#""label":"\#(label.text.replacingOccurrences(of: "\"", with: "\\\""))""#))
            json = JSONWriter()
            NominatimJSON.write([ResultRow(place: place)], format: .json, single: false, addressDetails: false, query: "", into: &json)
            #expect(json.text.contains(#""display_name":"\#(label.text.replacingOccurrences(of: "\"", with: "\\\""))""#))
            json = JSONWriter()
            PhotonJSON.write([ResultRow(place: place)], into: &json)
            for (key, value) in [("city", label.city), ("state", label.state), ("county", label.county), ("district", label.district)] {
                #expect(json.text.contains(#""\#(key)":"#) == !value.isEmpty, "\(place.name) \(key)")
            }
        }
        var photon = JSONWriter()
        PhotonJSON.write([ResultRow(place: Self.schaan)], into: &photon)
        #expect(photon.text.contains(#""county":"Wahlkreis Oberland""#))
        #expect(!photon.text.contains(#""state":"#))
        #expect(!photon.text.contains(#""city":"#))
    }
}
