/// Bits of a record's flags byte (``RecordLayout/flags``).
package enum RecordFlags {
    /// The record is a national capital (feature code `PPLC`, or the capital named in countryInfo).
    package static let capital: UInt8 = 1 << 0
    /// The record was merged from several input records (the same place from several sources, or
    /// the segments of one street).
    package static let merged: UInt8 = 1 << 1
    /// A settlement: what reverse geocoding answers with (see ``SettlementRule``).
    package static let settlement: UInt8 = 1 << 2
}
