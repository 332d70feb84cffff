/// The boundaries section of an open index: administrative areas, a packed tree of their boxes,
/// and a quadtree of each area's edges (``AreaSectionLayout``).
///
/// Every read is bounds-checked; a damaged section gives wrong answers, never a crash or a loop.
package struct AreaSection: Sendable {
    let view: ByteView
    let layout: AreaSectionLayout
    let passesAntimeridian: Bool

    static let empty = AreaSection()

    private init() {
        view = .empty
        layout = AreaSectionLayout(areaCount: 0, namesLength: 0, geometryLength: 0)
        passesAntimeridian = false
    }

    /// Reads the section in `bytes` (as written by ``AreaSectionBuilder``) for the duration of `body`.
    /// - Throws: ``IndexError/malformedSection(path:section:reason:)`` when the header does not fit the bytes.
    package static func reading<R>(_ bytes: [UInt8], _ body: (AreaSection) -> R) throws(IndexError) -> R {
        var outcome: Result<R, IndexError> = .failure(.malformedSection(path: "<boundaries>", section: "boundaries", reason: "unread"))
        bytes.withUnsafeBytes { buffer in
            do throws(IndexError) {
                let section = try AreaSection(view: ByteView(base: buffer.baseAddress, count: buffer.count), path: "<boundaries>")
                outcome = .success(body(section))
            } catch {
                outcome = .failure(error)
            }
        }
        return try outcome.get()
    }

    /// Checks the header against the section's size. O(1) in the number of areas' vertices.
    init(view: ByteView, path: String) throws(IndexError) {
        func malformed(_ reason: String) -> IndexError { .malformedSection(path: path, section: SectionKind.boundaries.description, reason: reason) }
        guard view.count >= AreaSectionLayout.headerSize else { throw malformed("size \(view.count)") }
        let version = view.u32(AreaSectionLayout.Header.version)
        guard version == AreaSectionLayout.version else { throw malformed("layout version \(version)") }
        let areaCount = Int(view.u32(AreaSectionLayout.Header.areaCount))
        let namesLength = view.u64(AreaSectionLayout.Header.namesLength)
        let geometryLength = view.u64(AreaSectionLayout.Header.geometryLength)
        guard namesLength <= UInt64(view.count), geometryLength <= UInt64(view.count) else { throw malformed("lengths past the section") }
        let layout = AreaSectionLayout(areaCount: areaCount, namesLength: Int(namesLength), geometryLength: Int(geometryLength))
        guard layout.totalLength == view.count else {
            throw malformed("\(view.count) bytes where \(areaCount) areas need \(layout.totalLength)")
        }
        self.view = view
        self.layout = layout
        passesAntimeridian = view.u32(AreaSectionLayout.Header.flags) & AreaSectionLayout.passesAntimeridian != 0
    }

    /// Number of areas.
    package var count: Int { layout.areaCount }

    @inline(__always)
    private func entry(_ area: Int) -> Int { layout.entryOffset(area) }

    package func level(_ area: Int) -> Int { Int(view.u8(entry(area) + AreaSectionLayout.Entry.level)) }

    package func countryPacked(_ area: Int) -> UInt16 { view.u16(entry(area) + AreaSectionLayout.Entry.country) }

    package func id(_ area: Int) -> SourceID { SourceID(packed: view.u64(entry(area) + AreaSectionLayout.Entry.id)) }

    package func name(_ area: Int) -> String {
        let offset = layout.namesOffset + Int(view.u32(entry(area) + AreaSectionLayout.Entry.name))
        let (length, size) = view.varint(offset)
        guard size > 0, offset + size + length <= layout.geometryOffset else { return "" }
        return view.string(offset + size, length)
    }

    /// The area as the query API shows it.
    package func administrativeArea(_ area: Int) -> AdministrativeArea {
        AdministrativeArea(name: name(area), level: level(area), id: id(area), countryCode: CountryCode.unpack(countryPacked(area)))
    }

    /// The box of an area or of a tree node at `offset`: west, east, south, north.
    @inline(__always)
    func box(at offset: Int) -> (minX: Int64, maxX: Int64, minY: Int64, maxY: Int64) {
        let minX = Int64(view.i32(offset))
        return (minX, minX + Int64(view.u32(offset + 4)), Int64(view.i32(offset + 8)), Int64(view.i32(offset + 12)))
    }

    /// Where an area's geometry starts in the section (clamped to the section, whatever the entry says).
    @inline(__always)
    func geometryStart(_ entry: Int) -> Int {
        layout.geometryOffset + Int(min(view.u64(entry + AreaSectionLayout.Entry.geometry), UInt64(layout.geometryLength)))
    }

    /// The area's rings as stored (simplified, in the plane).
    package func rings(_ area: Int) -> [PlaneArea.Ring] {
        let entry = entry(area)
        let start = geometryStart(entry)
            + 4 * Int(view.u32(entry + AreaSectionLayout.Entry.nodeCount)) + Int(view.u32(entry + AreaSectionLayout.Entry.leafBytes))
        let end = min(start + Int(view.u32(entry + AreaSectionLayout.Entry.ringBytes)), layout.totalLength)
        let corner = box(at: entry + AreaSectionLayout.Entry.minX)
        var previous = PlanePoint(x: corner.minX, y: corner.minY)
        var rings: [PlaneArea.Ring] = []
        var at = start
        for _ in 0..<Int(view.u32(entry + AreaSectionLayout.Entry.ringCount)) {
            let (header, size) = view.varint(at)
            guard size > 0, at + size <= end else { break }
            at += size
            var points: [PlanePoint] = []
            for _ in 0..<max(0, min(header >> 1, (end - at) / 2)) {
                let (dx, sx) = view.signedVarint(at)
                let (dy, sy) = view.signedVarint(at + sx)
                guard sx > 0, sy > 0 else { break }
                at += sx + sy
                previous = PlanePoint(x: previous.x + dx, y: previous.y + dy)
                points.append(previous)
            }
            rings.append(PlaneArea.Ring(isOuter: header & 1 == 1, points: points))
        }
        return rings
    }
}
