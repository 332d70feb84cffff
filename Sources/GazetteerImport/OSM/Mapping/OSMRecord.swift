import GazetteerIndex

/// One record ready for the index: fixed fields, display name and alternate names.
package struct OSMRecord: Sendable, Equatable, CustomStringConvertible {
    package var fields: RecordFields
    package var name: String
    package var alternateNames: [String]

    package init(fields: RecordFields, name: String, alternateNames: [String]) {
        self.fields = fields
        self.name = name
        self.alternateNames = alternateNames
    }

    package static func == (lhs: OSMRecord, rhs: OSMRecord) -> Bool {
        let a = lhs.fields, b = rhs.fields
        return a.id == b.id && a.latitudeE7 == b.latitudeE7 && a.longitudeE7 == b.longitudeE7
            && a.featureClass == b.featureClass && a.featureCode == b.featureCode && a.category == b.category
            && a.countryCode == b.countryCode && a.admin1Code == b.admin1Code && a.population == b.population
            && a.tags == b.tags && a.otherCategories == b.otherCategories && a.address == b.address && a.extent == b.extent
            && a.localizedNames == b.localizedNames
            && lhs.name == rhs.name && lhs.alternateNames == rhs.alternateNames
    }

    /// `osm:node/3 P/PPL place=town 470000000,95000000 "Vaduz" [Vaduz (de)] pop=5000 [wheelchair=yes]`, then
    /// other categories, the address and the extent when present.
    package var description: String {
        let f = fields
        let featureClass = f.featureClass == 0 ? "-" : String(UnicodeScalar(f.featureClass))
        let tags = f.tags.map { "\($0.key)=\($0.value)" }.joined(separator: ",")
        var text = "\(f.id) \(featureClass)/\(f.featureCode) \(f.category) \(f.latitudeE7),\(f.longitudeE7) "
            + "\"\(name)\" [\(alternateNames.joined(separator: "|"))] pop=\(f.population) [\(tags)]"
        if !f.otherCategories.isEmpty { text += " also=\(f.otherCategories.joined(separator: ","))" }
        if !f.address.isEmpty {
            let address = f.address
            text += " addr=\"\(address.street) \(address.houseNumber), \(address.postcode) \(address.city)\""
        }
        if let box = f.extent { text += " extent=\(box.minLatitude),\(box.minLongitude),\(box.maxLatitude),\(box.maxLongitude)" }
        return text
    }
}
