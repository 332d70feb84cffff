/// The fixed-width record: one per place, in Morton (Z-order) order of its coordinate.
///
/// To add a per-record field, declare it here after the last one (and chain `size` to it);
/// the writer fills it through the same field and the reader loads it from there.
enum RecordLayout {
    static let latitudeE7 = Field<Int32>.first
    static let longitudeE7 = latitudeE7.followed(by: Int32.self)
    /// ``SourceID/packed``.
    static let sourceID = longitudeE7.followed(by: UInt64.self)
    /// Offset of the record's block in the names section (``NameBlockCoding``).
    static let names = sourceID.followed(by: UInt32.self)
    /// 1 + offset of the record's extras in the extras section (``RecordExtrasCoding``); 0: none.
    static let extras = names.followed(by: UInt32.self)
    static let population = extras.followed(by: UInt32.self)
    /// ``Importance`` in thousandths of a decade.
    static let importance = population.followed(by: UInt16.self)
    /// Admin1 table number (0: none).
    static let admin1 = importance.followed(by: UInt16.self)
    /// Code dictionary number of the GeoNames feature code (0: none).
    static let featureCode = admin1.followed(by: UInt16.self)
    /// Code dictionary number of the main category (0: none).
    static let category = featureCode.followed(by: UInt16.self)
    /// ``CountryCode`` (0: unknown).
    static let country = category.followed(by: UInt16.self)
    /// GeoNames feature class as ASCII (0: unknown).
    static let featureClass = country.followed(by: UInt8.self)
    /// ``RecordFlags``.
    static let flags = featureClass.followed(by: UInt8.self)

    /// Bytes per record.
    static let size = flags.end
}
