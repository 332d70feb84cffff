/// The words people use for countries, regions and kinds of place that the input files do not
/// spell out: common English and former country names, postal abbreviations of Canadian
/// provinces and Australian states, and plain words for OpenStreetMap categories.
///
/// Only entries that name something present in an index end up in its phrase table.
enum PhraseVocabulary {
    /// Other names of countries, by ISO code. Abbreviations (≤ 3 letters) match whole words only.
    static let countryAliases: [String: [String]] = [
        "GB": ["UK", "Great Britain", "Britain", "United Kingdom"],
        "US": ["USA", "United States of America", "America", "U.S.", "U.S.A."],
        "CZ": ["Czech Republic", "Czech"],
        "NL": ["Holland", "The Netherlands", "Nederland"],
        "KR": ["South Korea", "Korea"],
        "KP": ["North Korea"],
        "RU": ["Russian Federation"],
        "AE": ["UAE", "Emirates"],
        "CI": ["Ivory Coast"],
        "MM": ["Burma"],
        "VA": ["Vatican", "Holy See"],
        "MK": ["Macedonia"],
        "SZ": ["Swaziland"],
        "TL": ["East Timor"],
        "CV": ["Cape Verde"],
        "VN": ["Viet Nam"],
        "TR": ["Turkey", "Türkiye"],
        "DE": ["Deutschland"],
        "CH": ["Schweiz", "Suisse", "Svizzera", "Swiss"],
        "AT": ["Österreich"],
        "IT": ["Italia"],
        "ES": ["España"],
        "BE": ["Belgique", "België"],
        "PL": ["Polska"],
        "JP": ["Nippon", "Nihon"],
        "BR": ["Brasil"],
        "CN": ["PRC"],
        "TW": ["ROC"],
        "PS": ["Palestine"],
        "CD": ["DRC", "Congo-Kinshasa"],
        "CG": ["Congo-Brazzaville"],
    ]

    /// Postal abbreviations of admin1 divisions whose GeoNames codes are numbers, keyed `"CC.CODE"`.
    static let admin1Aliases: [String: [String]] = [
        "CA.01": ["AB"], "CA.02": ["BC"], "CA.03": ["MB"], "CA.04": ["NB"], "CA.05": ["NL"], "CA.07": ["NS"],
        "CA.08": ["ON"], "CA.09": ["PE", "PEI"], "CA.10": ["QC"], "CA.11": ["SK"], "CA.12": ["YT"],
        "CA.13": ["NT"], "CA.14": ["NU"],
        "AU.01": ["ACT"], "AU.02": ["NSW"], "AU.03": ["NT"], "AU.04": ["QLD"], "AU.05": ["SA"],
        "AU.06": ["TAS"], "AU.07": ["VIC"], "AU.08": ["WA"],
        "GB.ENG": ["England"], "GB.SCT": ["Scotland"], "GB.WLS": ["Wales"], "GB.NIR": ["Northern Ireland"],
    ]

    /// Plain words for categories (`key=value`); each OSM value is a word for its category too
    /// ("drinking water" for `amenity=drinking_water`). Plurals are added when building.
    static let categoryWords: [String: [String]] = [
        "toilet": ["amenity=toilets"], "restroom": ["amenity=toilets"], "wc": ["amenity=toilets"],
        "drinking water": ["amenity=drinking_water"], "water fountain": ["amenity=drinking_water"],
        "pharmacy": ["amenity=pharmacy", "healthcare=pharmacy"], "chemist": ["amenity=pharmacy", "shop=chemist"],
        "drugstore": ["amenity=pharmacy", "shop=chemist"],
        "restaurant": ["amenity=restaurant"], "cafe": ["amenity=cafe"], "coffee": ["amenity=cafe", "shop=coffee"],
        "coffee shop": ["amenity=cafe"], "bar": ["amenity=bar", "amenity=pub"], "pub": ["amenity=pub", "amenity=bar"],
        "fast food": ["amenity=fast_food"], "takeaway": ["amenity=fast_food"], "ice cream": ["amenity=ice_cream"],
        "atm": ["amenity=atm"], "cash machine": ["amenity=atm"], "bank": ["amenity=bank"],
        "hotel": ["tourism=hotel"], "hostel": ["tourism=hostel"], "guest house": ["tourism=guest_house"],
        "camping": ["tourism=camp_site"], "campsite": ["tourism=camp_site"],
        "parking": ["amenity=parking"], "car park": ["amenity=parking"], "bicycle parking": ["amenity=bicycle_parking"],
        "gas station": ["amenity=fuel"], "petrol station": ["amenity=fuel"], "fuel": ["amenity=fuel"],
        "charging station": ["amenity=charging_station"],
        "supermarket": ["shop=supermarket"], "grocery": ["shop=supermarket", "shop=convenience"],
        "convenience store": ["shop=convenience"], "bakery": ["shop=bakery"], "butcher": ["shop=butcher"],
        "hospital": ["amenity=hospital"], "clinic": ["amenity=clinic"], "doctor": ["amenity=doctors"],
        "dentist": ["amenity=dentist"], "school": ["amenity=school"], "kindergarten": ["amenity=kindergarten"],
        "university": ["amenity=university"], "library": ["amenity=library"],
        "post office": ["amenity=post_office"], "post box": ["amenity=post_box"], "mailbox": ["amenity=post_box"],
        "police": ["amenity=police"], "fire station": ["amenity=fire_station"],
        "church": ["amenity=place_of_worship"], "mosque": ["amenity=place_of_worship"],
        "synagogue": ["amenity=place_of_worship"], "temple": ["amenity=place_of_worship"],
        "museum": ["tourism=museum"], "castle": ["historic=castle"], "viewpoint": ["tourism=viewpoint"],
        "view point": ["tourism=viewpoint"], "information": ["tourism=information"],
        "tourist information": ["tourism=information"], "picnic site": ["tourism=picnic_site"],
        "playground": ["leisure=playground"], "park": ["leisure=park"], "swimming pool": ["leisure=swimming_pool"],
        "sports centre": ["leisure=sports_centre"], "sports center": ["leisure=sports_centre"],
        "bus stop": ["highway=bus_stop"], "train station": ["railway=station"], "railway station": ["railway=station"],
        "station": ["railway=station"], "airport": ["aeroway=aerodrome"], "bench": ["amenity=bench"],
        "cinema": ["amenity=cinema"], "movie theater": ["amenity=cinema"], "theatre": ["amenity=theatre"],
        "theater": ["amenity=theatre"], "recycling": ["amenity=recycling"], "shelter": ["amenity=shelter"],
        "car rental": ["amenity=car_rental"], "car sharing": ["amenity=car_sharing"], "taxi": ["amenity=taxi"],
        "bicycle shop": ["shop=bicycle"], "bike shop": ["shop=bicycle"], "hairdresser": ["shop=hairdresser"],
        "clothes": ["shop=clothes"], "florist": ["shop=florist"], "kiosk": ["shop=kiosk"],
        "peak": ["natural=peak"], "mountain": ["natural=peak"], "alpine hut": ["tourism=alpine_hut"],
        "hut": ["tourism=alpine_hut"], "attraction": ["tourism=attraction"], "zoo": ["tourism=zoo"],
        "nightclub": ["amenity=nightclub"], "veterinary": ["amenity=veterinary"], "vet": ["amenity=veterinary"],
        "marketplace": ["amenity=marketplace"], "market": ["amenity=marketplace"],
    ]

    /// The word and its plural ("toilet" → "toilets", "pharmacy" → "pharmacies", "bus" → "buses").
    static func withPlural(_ phrase: String) -> [String] {
        guard let last = phrase.split(separator: " ").last, last.count > 2 else { return [phrase] }
        let plural: String
        if last.hasSuffix("y"), let before = last.dropLast().last, !"aeiou".contains(before) {
            plural = String(phrase.dropLast()) + "ies"
        } else if last.hasSuffix("s") || last.hasSuffix("x") || last.hasSuffix("ch") || last.hasSuffix("sh") {
            plural = phrase + "es"
        } else {
            plural = phrase + "s"
        }
        return [phrase, plural]
    }
}
