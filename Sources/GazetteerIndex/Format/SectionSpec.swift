/// One row of the list of sections (``SectionKind/spec``): what a section is called, which stage
/// of a build makes it, and what the reader expects of its size.
package struct SectionSpec: Sendable {
    /// The name errors and `gazetteer info` use.
    package let name: String
    /// The stage of ``IndexBuilder/write(to:)`` that produces the section's bytes.
    package let stage: BuildStage
    package let size: SectionSize

    init(_ name: String, _ stage: BuildStage, _ size: SectionSize) {
        self.name = name
        self.stage = stage
        self.size = size
    }
}

/// What the reader expects of a section's size, checked when an index is opened.
package enum SectionSize: Sendable {
    /// Exactly this many bytes.
    case fixed(Int)
    /// `stride` bytes per entry, times a count the parameters section gives.
    case entries(stride: Int, count: SectionCount)
    /// Any size: the section is read through bounds-checked decoding, or starts with counts of its
    /// own that its reader checks against its size (``AreaSectionLayout``, ``RecordAreasLayout``).
    case any

    /// The size in bytes the format requires, or `nil` when any size will do. O(1).
    /// - Parameter parameters: the parameters section (``ParameterLayout``); unused for ``fixed(_:)``.
    func bytes(parameters: ByteView) -> Int? {
        switch self {
        case let .fixed(size): size
        case let .entries(stride, count): stride * count.value(parameters: parameters)
        case .any: nil
        }
    }
}

/// A number of entries, read from the parameters section.
package enum SectionCount: Sendable {
    /// The value of a ``ParameterLayout`` field, plus `extra` entries (an entry 0 meaning "none").
    case count(Field<UInt32>, plus: Int = 0)
    /// 4^grid level + 1: a cell directory entry per grid cell and one past the last.
    case gridCells
    /// One ``WordBlockLayout`` per ``WordBlockCoding/blockSize`` words, the last block partly filled.
    case wordBlocks

    /// One entry per record.
    static var recordCount: SectionCount { .count(ParameterLayout.recordCount) }

    /// The count for the index whose parameters section is `parameters`. O(1).
    func value(parameters: ByteView) -> Int {
        func parameter(_ field: Field<UInt32>) -> Int { Int(parameters.load(field, at: 0)) }
        switch self {
        case let .count(field, extra): return parameter(field) + extra
        case .gridCells: return (1 << (2 * parameter(ParameterLayout.gridLevel))) + 1
        case .wordBlocks:
            return (parameter(ParameterLayout.wordCount) + WordBlockCoding.blockSize - 1) / WordBlockCoding.blockSize
        }
    }
}
