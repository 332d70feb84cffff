/// Bits of a record's flags byte (``RecordField/flags``).
package enum RecordFlags {
    /// A settlement: what reverse geocoding answers with (see ``SettlementRule``).
    package static let settlement: UInt8 = 1 << 0
}
