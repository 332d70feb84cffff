/// The record-areas section of an open index.
struct RecordAreas: Sendable {
    let view: ByteView
    let layout: RecordAreasLayout

    static let empty = RecordAreas(view: .empty, layout: RecordAreasLayout(recordCount: 0, setCount: 0, setsLength: 0))

    private init(view: ByteView, layout: RecordAreasLayout) {
        self.view = view
        self.layout = layout
    }

    /// Checks the header against the section's size and the index's record count.
    init(view: ByteView, recordCount: Int, path: String) throws(IndexError) {
        func malformed(_ reason: String) -> IndexError { .malformedSection(path: path, section: SectionKind.recordAreas.description, reason: reason) }
        guard view.count >= RecordAreasLayout.headerSize else { throw malformed("size \(view.count)") }
        let records = Int(view.u32(0))
        guard records == 0 || records == recordCount else { throw malformed("\(records) records where the index has \(recordCount)") }
        let setsLength = view.u64(8)
        guard setsLength <= UInt64(view.count) else { throw malformed("sets past the section") }
        let layout = RecordAreasLayout(recordCount: records, setCount: Int(view.u32(4)), setsLength: Int(setsLength))
        guard layout.totalLength == view.count else { throw malformed("\(view.count) bytes where the counts need \(layout.totalLength)") }
        self.view = view
        self.layout = layout
    }

    /// Appends the area numbers of `record`'s set, country first.
    func areas(of record: Int, into areas: inout [Int]) {
        guard record < layout.recordCount else { return }
        let number = Int(view.u32(layout.recordsOffset + 4 * record))
        guard number > 0, number <= layout.setCount else { return }
        var at = layout.setsOffset + Int(view.u32(layout.setOffsetsOffset + 4 * (number - 1)))
        let (count, size) = view.varint(at)
        guard size > 0 else { return }
        at += size
        for _ in 0..<min(count, 64) {
            let (area, size) = view.varint(at)
            guard size > 0 else { return }
            at += size
            areas.append(area)
        }
    }
}
