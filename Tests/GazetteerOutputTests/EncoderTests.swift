import GazetteerIndex
import GazetteerOutput
import Testing

@Suite("Result encoders")
struct EncoderTests {
    private func text(_ write: (inout JSONWriter) -> Void) -> String {
        var json = JSONWriter()
        write(&json)
        return json.text
    }

    @Test("our JSON keeps every existing key and adds label and countryCode; OSM records get osmType and osmId")
    func gazetteerJSON() {
        let vaduz = text { GazetteerJSON.writeResult(ResultRow(place: FixturePlaces.vaduzGeoNames, matchedName: "Vaduz"), into: &$0) }
        #expect(vaduz == #"{"id":"geonames:3042030","source":"geonames","name":"Vaduz","matchedName":"Vaduz","label":"Vaduz, Liechtenstein","latitude":47.14151,"longitude":9.52154,"country":"LI","countryCode":"LI","countryName":"Liechtenstein","admin1":"Vaduz","admin1Code":"11","population":5197,"featureClass":"P","featureCode":"PPLC","category":null}"#)
        let restaurant = text { GazetteerJSON.writeResult(ResultRow(place: FixturePlaces.restaurantWithAddress, distanceMeters: 12.34), into: &$0) }
        #expect(restaurant == #"{"id":"osm:way/123456","source":"osm","osmType":"way","osmId":123456,"name":"Zum \"Löwen\"","label":"Zum \"Löwen\", Städtle 5, Vaduz, Oberland, 9490, Liechtenstein","latitude":47.1410001,"longitude":-9.5215,"country":"LI","countryCode":"LI","countryName":"Liechtenstein","admin1":null,"admin1Code":null,"population":0,"featureClass":"S","featureCode":null,"category":"amenity=restaurant","address":{"street":"Städtle","houseNumber":"5","postcode":"9490","city":"Vaduz"},"hierarchy":[{"name":"Liechtenstein","level":2,"id":"osm:relation/1155955"},{"name":"Oberland","level":4},{"name":"Vaduz","level":8}],"extent":[-9.5216,47.1409,-9.5214,47.1411],"tags":{"wheelchair":"yes"},"distance":12.3}"#)
    }

    @Test("Photon features: osm ids as N/W/R, Photon's property order, extent as [minLon, maxLat, maxLon, minLat]")
    func photon() {
        let collection = text { PhotonJSON.write([ResultRow(place: FixturePlaces.restaurantWithAddress)], into: &$0) }
        #expect(collection == #"{"type":"FeatureCollection","features":[{"type":"Feature","properties":{"osm_type":"W","osm_id":123456,"osm_key":"amenity","osm_value":"restaurant","type":"house","postcode":"9490","housenumber":"5","countrycode":"LI","name":"Zum \"Löwen\"","country":"Liechtenstein","city":"Vaduz","street":"Städtle","state":"Oberland","extent":[-9.5216,47.1411,-9.5214,47.1409],"extra":{"wheelchair":"yes"},"id":"osm:way/123456","source":"osm","population":0},"geometry":{"type":"Point","coordinates":[-9.5215,47.1410001]}}]}"#)
        let city = text { PhotonJSON.write([ResultRow(place: FixturePlaces.vaduzGeoNames)], into: &$0) }
        #expect(city == #"{"type":"FeatureCollection","features":[{"type":"Feature","properties":{"osm_key":"place","osm_value":"city","type":"city","countrycode":"LI","name":"Vaduz","country":"Liechtenstein","id":"geonames:3042030","source":"geonames","population":5197},"geometry":{"type":"Point","coordinates":[9.52154,47.14151]}}]}"#)
    }

    @Test("Nominatim json: place_id, lat/lon and the four boundingbox values as strings, class, importance, address")
    func nominatimJSON() {
        let answer = text {
            NominatimJSON.write([ResultRow(place: FixturePlaces.vaduzGeoNames)], format: .json, single: false, addressDetails: true, query: "vaduz", into: &$0)
        }
        #expect(answer == #"[{"place_id":42,"licence":"Data © GeoNames, CC BY 4.0. https://www.geonames.org","lat":"47.1415100","lon":"9.5215400","class":"place","type":"city","place_rank":16,"importance":0.610361,"addresstype":"city","name":"Vaduz","display_name":"Vaduz, Liechtenstein","address":{"city":"Vaduz","state":"Vaduz","country":"Liechtenstein","country_code":"li"},"boundingbox":["46.9815100","47.3015100","9.3615400","9.6815400"]}]"#)
        let version2 = text {
            NominatimJSON.write([ResultRow(place: FixturePlaces.restaurantWithAddress)], format: .jsonv2, single: true, addressDetails: true, query: "", into: &$0)
        }
        #expect(version2 == #"{"place_id":8,"licence":"Data © OpenStreetMap contributors, ODbL 1.0. http://osm.org/copyright","osm_type":"way","osm_id":123456,"lat":"47.1410001","lon":"-9.5215000","category":"amenity","type":"restaurant","place_rank":30,"importance":0.003052,"addresstype":"amenity","name":"Zum \"Löwen\"","display_name":"Zum \"Löwen\", Städtle 5, Vaduz, Oberland, 9490, Liechtenstein","address":{"amenity":"Zum \"Löwen\"","house_number":"5","road":"Städtle","city":"Vaduz","state":"Oberland","postcode":"9490","country":"Liechtenstein","country_code":"li"},"boundingbox":["47.1409000","47.1411000","-9.5216000","-9.5214000"]}"#)
        let nothing = text { NominatimJSON.write([], format: .json, single: true, addressDetails: true, query: "", into: &$0) }
        #expect(nothing == #"{"error":"Unable to geocode"}"#)
    }

    @Test("Nominatim geojson carries bbox in GeoJSON order; geocodejson carries the geocoding objects and admin levels")
    func nominatimGeoJSON() {
        let rows = [ResultRow(place: FixturePlaces.restaurantWithAddress, distanceMeters: 3.6)]
        let geo = text { NominatimJSON.write(rows, format: .geojson, single: false, addressDetails: false, query: "", into: &$0) }
        #expect(geo == #"{"type":"FeatureCollection","licence":"Data © OpenStreetMap contributors, ODbL 1.0. http://osm.org/copyright","features":[{"type":"Feature","properties":{"place_id":8,"osm_type":"way","osm_id":123456,"place_rank":30,"category":"amenity","type":"restaurant","importance":0.003052,"addresstype":"amenity","name":"Zum \"Löwen\"","display_name":"Zum \"Löwen\", Städtle 5, Vaduz, Oberland, 9490, Liechtenstein"},"bbox":[-9.5216,47.1409,-9.5214,47.1411],"geometry":{"type":"Point","coordinates":[-9.5215,47.1410001]}}]}"#)
        let geocode = text { NominatimJSON.write(rows, format: .geocodejson, single: true, addressDetails: true, query: "löwen", into: &$0) }
        #expect(geocode == #"{"type":"FeatureCollection","geocoding":{"version":"0.1.0","attribution":"Data © OpenStreetMap contributors, ODbL 1.0. http://osm.org/copyright","licence":"ODbL","query":"löwen"},"features":[{"type":"Feature","properties":{"geocoding":{"place_id":8,"osm_type":"way","osm_id":123456,"osm_key":"amenity","osm_value":"restaurant","type":"house","accuracy":4,"label":"Zum \"Löwen\", Städtle 5, Vaduz, Oberland, 9490, Liechtenstein","name":"Zum \"Löwen\"","postcode":"9490","housenumber":"5","street":"Städtle","city":"Vaduz","state":"Oberland","country":"Liechtenstein","country_code":"li","admin":{"level2":"Liechtenstein","level4":"Oberland","level8":"Vaduz"}}},"geometry":{"type":"Point","coordinates":[-9.5215,47.1410001]}}]}"#)
    }

    @Test("GeoNames features map to OpenStreetMap tags, Photon layers and Nominatim ranks")
    func geonamesKinds() {
        func kind(_ featureClass: String, _ code: String, population: Int = 0) -> PlaceKind {
            PlaceKind(Place(id: SourceID(kind: .geonames, value: 1), name: "x", coordinate: Coordinate(latitude: 0, longitude: 0),
                            featureClass: featureClass, featureCode: code, population: population))
        }
        #expect(kind("A", "PCLI") == PlaceKind(key: "place", value: "country"))
        #expect(kind("A", "ADM1").layer == .state)
        #expect(kind("P", "PPL", population: 250_000) == PlaceKind(key: "place", value: "city"))
        #expect(kind("P", "PPL", population: 20_000).value == "town")
        #expect(kind("P", "PPL", population: 300).value == "village")
        #expect(kind("P", "PPLX").layer == .district)
        #expect(kind("S", "AIRP") == PlaceKind(key: "aeroway", value: "aerodrome"))
        #expect(kind("T", "MT") == PlaceKind(key: "natural", value: "peak"))
        #expect(kind("S", "ZZZZ") == PlaceKind(key: "geonames", value: "zzzz"))
    }
}
