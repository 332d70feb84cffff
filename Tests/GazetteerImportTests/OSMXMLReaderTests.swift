import Foundation
import Testing
@_spi(Internals) @testable import GazetteerImport

/// Collects what the XML reader delivers, as plain values.
private struct CollectingVisitor: OSMObjectVisitor {
    var objects: [String] = []

    private func describe(_ tags: OSMTags) -> String {
        (0..<tags.count).map {
            String(decoding: tags.key($0), as: UTF8.self) + "=" + String(decoding: tags.value($0), as: UTF8.self)
        }.joined(separator: ",")
    }

    mutating func visitNode(id: Int64, location: OSMLocation?, tags: OSMTags) {
        let place = location.map { "\($0.latitudeE7),\($0.longitudeE7)" } ?? "-"
        objects.append("n\(id) \(place) [\(describe(tags))]")
    }

    mutating func visitWay(id: Int64, refs: UnsafeBufferPointer<Int64>, tags: OSMTags) {
        objects.append("w\(id) \(Array(refs)) [\(describe(tags))]")
    }

    mutating func visitRelation(id: Int64, members: OSMMembers, tags: OSMTags) {
        let list = (0..<members.count).map { index in
            let member = members[index]
            let type = member.type == .node ? "n" : member.type == .way ? "w" : "r"
            return "\(type)\(member.ref)@" + String(decoding: members.role(index), as: UTF8.self)
        }
        objects.append("r\(id) \(members.count) [\(describe(tags))] \(list)")
    }
}

@Suite("OSM XML reading and its errors")
struct OSMXMLReaderTests {
    private func read(_ xml: String, name: String = "test.osm") throws -> [String] {
        let path = try OSMTestSupport.temporaryFile(xml, name: name)
        var reader = OSMXMLReader(reader: ByteReader(stream: try InputOpener.openStreams(path: path)[0], capacity: 64))
        var visitor = CollectingVisitor()
        while try reader.read(into: &visitor, limit: 2) {}
        return visitor.objects
    }

    private func error(_ xml: String) -> OSMError? {
        OSMTestSupport.osmError { _ = try read(xml, name: "bad.osm") }?.withoutFile
    }

    @Test("self-closing and open/close forms, comments, CDATA, declarations and bounds are handled")
    func forms() throws {
        let xml = """
            <?xml version='1.0' encoding='UTF-8'?>
            <!DOCTYPE osm [ <!ENTITY x "y"> ]>
            <osm version="0.6" generator='test'>
              <!-- a comment with <node> inside -->
              <bounds minlat="0" minlon="0" maxlat="1" maxlon="1"/>
              <node id="1" lat="1.5" lon="-2.25"/>
              <node id='2' lat='-0.00000005' lon='180'><tag k='a' v="b"></tag></node>
              <![CDATA[ <way id="99"/> ]]>
              <way id="3"><nd ref="1"/><nd ref="2"/><tag k="highway" v="path"/></way>
              <relation id="4"><member type="way" ref="3" role=""/><member type="node" ref="1" role="x"/></relation>
            </osm>
            """
        #expect(try read(xml) == [
            "n1 15000000,-22500000 []",
            "n2 -1,1800000000 [a=b]",
            "w3 [1, 2] [highway=path]",
            "r4 2 [] [\"w3@\", \"n1@x\"]",
        ])
    }

    @Test("predefined entities and decimal and hex character references decode to UTF-8")
    func entities() throws {
        let xml = #"<osm><node id="1" lat="0" lon="0"><tag k="n" v="&amp;&lt;&gt;&quot;&apos;&#233;&#xE9;&#x1F600;"/></node></osm>"#
        #expect(try read(xml) == ["n1 0,0 [n=&<>\"'éé😀]"])
    }

    @Test("literal tabs and line breaks in values become spaces")
    func attributeNormalization() throws {
        let xml = "<osm><node id=\"1\" lat=\"0\" lon=\"0\"><tag k=\"n\" v=\"a\tb\r\nc\"/></node></osm>"
        #expect(try read(xml) == ["n1 0,0 [n=a b c]"])
    }

    @Test("an unknown entity is an error with its line")
    func unknownEntity() {
        let xml = "<osm>\n<node id=\"1\" lat=\"0\" lon=\"0\">\n<tag k=\"n\" v=\"a&nbsp;b\"/>\n</node></osm>"
        #expect(error(xml) == .xml(file: "", line: 3, problem: .unknownEntity("nbsp")))
        #expect(error(xml)?.descriptionWithoutFile == "line 3: unknown entity &nbsp;")
    }

    @Test("a character reference to a non-character is an error")
    func invalidCharacterReference() {
        let xml = "<osm><node id=\"1\" lat=\"0\" lon=\"0\"><tag k=\"n\" v=\"&#xD800;\"/></node></osm>"
        #expect(error(xml) == .xml(file: "", line: 1, problem: .invalidCharacterReference("#xD800")))
    }

    @Test("missing required attributes are named with element and line")
    func missingAttributes() {
        #expect(error("<osm>\n<node id=\"1\" lat=\"1\"/></osm>")
            == .xml(file: "", line: 2, problem: .missingAttribute(element: "node", attribute: "lon")))
        #expect(error("<osm><way id=\"1\">\n<nd/></way></osm>")
            == .xml(file: "", line: 2, problem: .missingAttribute(element: "nd", attribute: "ref")))
        #expect(error("<osm><node id=\"1\" lat=\"0\" lon=\"0\"><tag k=\"a\"/></node></osm>")
            == .xml(file: "", line: 1, problem: .missingAttribute(element: "tag", attribute: "v")))
        #expect(error("<osm><relation>\n</relation></osm>")
            == .xml(file: "", line: 1, problem: .missingAttribute(element: "relation", attribute: "id")))
    }

    @Test("a deleted node may lack a location")
    func invisibleNode() throws {
        #expect(try read("<osm><node id=\"5\" visible=\"false\"/></osm>") == ["n5 - []"])
    }

    @Test("malformed numbers are errors; out-of-range coordinates give no location")
    func numbers() throws {
        #expect(error("<osm><node id=\"x1\" lat=\"0\" lon=\"0\"/></osm>")
            == .xml(file: "", line: 1, problem: .invalidNumber(attribute: "id", value: "x1")))
        #expect(error("<osm><node id=\"1\" lat=\"4.7e1\" lon=\"0\"/></osm>")
            == .xml(file: "", line: 1, problem: .invalidNumber(attribute: "lat", value: "4.7e1")))
        #expect(try read("<osm><node id=\"1\" lat=\"90.0000001\" lon=\"0\"/></osm>") == ["n1 - []"])
    }

    @Test("unclosed and mismatched tags, stray content and a wrong root are errors")
    func malformed() {
        #expect(error("<osm>\n<node id=\"1\" lat=\"0\" lon=\"0\">\n")
            == .xml(file: "", line: 3, problem: .unexpectedEnd(inside: "<node> opened at line 2")))
        #expect(error("<osm><node id=\"1\" lat=\"0\"")
            == .xml(file: "", line: 1, problem: .unexpectedEnd(inside: "tag <node>")))
        #expect(error("<osm><way id=\"1\"></node></osm>")
            == .xml(file: "", line: 1, problem: .mismatchedClosingTag(expected: "way", found: "node")))
        #expect(error("<osm><node id=1 lat=\"0\" lon=\"0\"/></osm>")
            == .xml(file: "", line: 1, problem: .malformed("attribute value without quotes in <node>")))
        #expect(error("<html></html>") == .xml(file: "", line: 1, problem: .notOSM(root: "html")))
        #expect(error("just text") == .xml(file: "", line: 1, problem: .noRootElement))
        #expect(error("<osm><way id=\"1\"><node id=\"2\" lat=\"0\" lon=\"0\"/></way></osm>")
            == .xml(file: "", line: 1, problem: .unexpectedElement("node", inside: "way")))
        #expect(error("<osm><!-- never closed")
            == .xml(file: "", line: 1, problem: .unexpectedEnd(inside: "a comment")))
    }

    @Test("an XML error surfaces from the importer naming the file")
    func importerError() throws {
        let path = try OSMTestSupport.temporaryFile("<osm>\n<node id=\"1\" lat=\"0\" lon=\"0\">\n<tag k=\"x\" v=\"&bogus;\"/>", name: "broken.osm")
        let error = OSMTestSupport.osmError { _ = try OSMTestSupport.importRecords(path) }
        let name = try InputOpener.openStreams(path: path)[0].name
        #expect(error?.description == "\(name): line 3: unknown entity &bogus;")
    }
}
