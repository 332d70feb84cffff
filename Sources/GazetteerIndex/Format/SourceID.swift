/// Where a record comes from, and its identifier there.
///
/// Packed into 64 bits on disk: the kind in the top 4 bits, the identifier in the low 60.
public struct SourceID: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The data set and object type a record was read from.
    public enum Kind: UInt8, Sendable, CaseIterable {
        case geonames = 0
        case osmNode = 1
        case osmWay = 2
        case osmRelation = 3
        /// A kind this build does not know (from a newer writer, or a damaged record).
        case unknown = 15
    }

    /// The largest identifier that fits beside the kind.
    public static let maximumValue: UInt64 = (1 << 60) - 1

    public let kind: Kind
    public let value: UInt64

    /// Creates an identifier; `value` is clamped to ``maximumValue``.
    public init(kind: Kind, value: UInt64) {
        self.kind = kind
        self.value = min(value, Self.maximumValue)
    }

    /// The identifier as stored in the index.
    public var packed: UInt64 { UInt64(kind.rawValue) << 60 | value }

    /// Decodes a packed identifier; a kind this build does not know becomes ``Kind/unknown``.
    public init(packed: UInt64) {
        self.kind = Kind(rawValue: UInt8(truncatingIfNeeded: packed >> 60)) ?? .unknown
        self.value = packed & Self.maximumValue
    }

    /// `geonames:3042030`, `osm:node/123`, `osm:way/45`, `osm:relation/6`.
    public var description: String {
        switch kind {
        case .geonames: "geonames:\(value)"
        case .osmNode: "osm:node/\(value)"
        case .osmWay: "osm:way/\(value)"
        case .osmRelation: "osm:relation/\(value)"
        case .unknown: "unknown:\(value)"
        }
    }

    /// The data set name: `geonames` or `osm`.
    public var source: String {
        switch kind {
        case .geonames: "geonames"
        case .osmNode, .osmWay, .osmRelation: "osm"
        case .unknown: "unknown"
        }
    }

    public static func < (lhs: SourceID, rhs: SourceID) -> Bool { lhs.packed < rhs.packed }
}
