/// The areas that contain each record, decided at build time, and the record-areas section.
///
/// ```
/// offset      size       field
/// 0           4          record count r (0 when the index has no areas)
/// 4           4          set count s
/// 8           8          sets length
/// 16          4 × r      per record (in record order): its set's number + 1, 0 for none
/// ...         4 × (s+1)  offset of each set in the sets, then the sets' length
/// ...         sets       each a varint count, then varint area numbers, country first
/// ```
/// Records in one municipality share one set, so the section costs about four bytes a record.
package struct RecordAreasLayout: Sendable {
    static let headerSize = 16
    let recordCount: Int
    let setCount: Int
    let setsLength: Int

    var recordsOffset: Int { Self.headerSize }
    var setOffsetsOffset: Int { recordsOffset + 4 * recordCount }
    var setsOffset: Int { setOffsetsOffset + 4 * (setCount + 1) }
    var totalLength: Int { setsOffset + setsLength }
}
