/// What the index knows of a country: its codes, its name and its capital (GeoNames countryInfo.txt).
///
/// The codes and the name become words a query can name the country by ("France", "FR", "FRA");
/// the capital's record ranks as a capital.
public struct CountryDescription: Sendable, Hashable {
    /// ISO 3166-1 alpha-2 ("FR").
    public var code: String
    /// ISO 3166-1 alpha-3 ("FRA"), empty when unknown.
    public var code3: String
    public var name: String
    /// The capital's name ("Paris"), empty when unknown.
    public var capital: String

    public init(code: String, code3: String = "", name: String, capital: String = "") {
        self.code = code
        self.code3 = code3
        self.name = name
        self.capital = capital
    }
}
