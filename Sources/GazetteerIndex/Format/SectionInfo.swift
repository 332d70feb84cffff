/// Where one section lies in the file.
public struct SectionInfo: Sendable, Equatable {
    public let kind: SectionKind
    public let offset: Int
    public let length: Int
    public let checksum: UInt32
}
