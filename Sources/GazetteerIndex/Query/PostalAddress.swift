/// The address parts of a record (OpenStreetMap `addr:*` tags), each empty when unknown.
public struct PostalAddress: Sendable, Hashable {
    /// `addr:street`, or `addr:place` for addresses that belong to a place rather than a street.
    public var street: String
    /// `addr:housenumber` ("38", "12a", "3-5").
    public var houseNumber: String
    /// `addr:postcode`.
    public var postcode: String
    /// `addr:city`.
    public var city: String

    public init(street: String = "", houseNumber: String = "", postcode: String = "", city: String = "") {
        self.street = street
        self.houseNumber = houseNumber
        self.postcode = postcode
        self.city = city
    }

    /// Whether every part is empty.
    public var isEmpty: Bool { street.isEmpty && houseNumber.isEmpty && postcode.isEmpty && city.isEmpty }

    /// An address with no parts.
    public static let none = PostalAddress()
}
