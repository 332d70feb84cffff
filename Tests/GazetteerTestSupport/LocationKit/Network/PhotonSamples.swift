/// Photon answers written as komoot's Photon writes them (`/api` and `/reverse`), for stub servers.
public enum PhotonSamples {
    /// `/api?q=berlin`: the city (a node) and a stadium (a way with an extent and an address),
    /// then two features a client must skip: one without geometry, one off the globe.
    public static let berlin = """
    {"type": "FeatureCollection", "features": [
      {"type": "Feature", "geometry": {"type": "Point", "coordinates": [13.3888599, 52.5170365]},
       "properties": {"osm_id": 240109189, "osm_type": "N", "osm_key": "place", "osm_value": "city", "type": "city",
                      "name": "Berlin", "state": "Berlin", "country": "Germany", "countrycode": "DE"}},
      {"type": "Feature", "geometry": {"type": "Point", "coordinates": [13.239514674078611, 52.51467945]},
       "properties": {"osm_id": 38862723, "osm_type": "W", "osm_key": "leisure", "osm_value": "stadium",
                      "name": "Berlin Olympic Stadium", "street": "Olympischer Platz", "housenumber": "3",
                      "postcode": "14053", "city": "Berlin", "state": "Berlin", "country": "Germany", "countrycode": "DE",
                      "extent": [13.23727, 52.5157151, 13.241757, 52.5135972], "unknown_key": [1, 2]}},
      {"type": "Feature", "properties": {"name": "No geometry"}},
      {"type": "Feature", "geometry": {"type": "Point", "coordinates": [200, 95]}, "properties": {"name": "Off the globe"}}
    ]}
    """

    /// `/reverse?…&osm_tag=amenity:toilets` around Vaduz's centre (47.14151, 9.52154): a named,
    /// accessible toilet 100 m north with an address, an unnamed one 300 m east, a café the
    /// server should not have sent, and a toilet 5 km away, outside a 1 km search.
    public static let vaduzToilets = """
    {"type": "FeatureCollection", "features": [
      {"type": "Feature", "geometry": {"type": "Point", "coordinates": [9.52554, 47.14151]},
       "properties": {"osm_id": 2, "osm_type": "N", "osm_key": "amenity", "osm_value": "toilets",
                      "country": "Liechtenstein", "countrycode": "LI"}},
      {"type": "Feature", "geometry": {"type": "Point", "coordinates": [9.52154, 47.14241]},
       "properties": {"osm_id": 1, "osm_type": "N", "osm_key": "amenity", "osm_value": "toilets", "name": "Städtle WC",
                      "street": "Städtle", "housenumber": "38", "state": "Vaduz", "country": "Liechtenstein",
                      "countrycode": "LI", "extra": {"wheelchair": "yes", "fee": "no", "level": 0}}},
      {"type": "Feature", "geometry": {"type": "Point", "coordinates": [9.52160, 47.14160]},
       "properties": {"osm_id": 3, "osm_type": "N", "osm_key": "amenity", "osm_value": "cafe", "name": "Café"}},
      {"type": "Feature", "geometry": {"type": "Point", "coordinates": [9.52154, 47.18651]},
       "properties": {"osm_id": 4, "osm_type": "W", "osm_key": "amenity", "osm_value": "toilets", "name": "Far WC"}}
    ]}
    """

    /// An answer with no features.
    public static let empty = #"{"type": "FeatureCollection", "features": []}"#
}
