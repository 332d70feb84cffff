/// GeoNames-style files naming admin1 codes and countries.
public struct AdminNameFiles: Sendable, Equatable {
    /// `admin1CodesASCII.txt`.
    public var admin1: String?
    /// `countryInfo.txt`.
    public var countries: String?
    /// `alternateNamesV2.txt` or `.zip`: names by language, keyed by geonameid.
    public var alternateNames: String?

    /// - Parameters:
    ///   - admin1: the admin1 names file, if any.
    ///   - countries: the country names file, if any.
    ///   - alternateNames: the names-by-language file, if any.
    public init(admin1: String? = nil, countries: String? = nil, alternateNames: String? = nil) {
        self.admin1 = admin1
        self.countries = countries
        self.alternateNames = alternateNames
    }
}
