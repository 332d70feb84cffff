/// What is wrong at a line of an OSM XML file.
public enum XMLProblem: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file ends inside a tag, comment or element.
    case unexpectedEnd(inside: String)
    /// The markup breaks XML syntax.
    case malformed(String)
    /// An `&name;` entity other than the five XML predefines.
    case unknownEntity(String)
    /// A `&#…;` reference that is not a valid XML character.
    case invalidCharacterReference(String)
    /// A required attribute is absent.
    case missingAttribute(element: String, attribute: String)
    /// An attribute that must be a number is not one.
    case invalidNumber(attribute: String, value: String)
    /// A closing tag does not match the open element.
    case mismatchedClosingTag(expected: String, found: String)
    /// The document's root element is not `<osm>`.
    case notOSM(root: String)
    /// The document has no element at all.
    case noRootElement
    /// An object element nested where it cannot be (a node inside a way…).
    case unexpectedElement(String, inside: String)
    /// A relation member whose `type` is not `node`, `way` or `relation`.
    case invalidMemberType(String)
    /// A node id outside ``OSMIDRange``.
    case nodeIDOutOfRange(Int64)
    /// A way or relation id outside ``OSMIDRange``.
    case objectIDOutOfRange(kind: String, id: Int64)

    public var description: String {
        switch self {
        case .unexpectedEnd(let inside): "file ends inside \(inside)"
        case .malformed(let reason): "malformed XML: \(reason)"
        case .unknownEntity(let name): "unknown entity &\(name);"
        case .invalidCharacterReference(let text): "invalid character reference &\(text);"
        case .missingAttribute(let element, let attribute): "<\(element)> lacks required attribute \(attribute)"
        case .invalidNumber(let attribute, let value): "invalid \(attribute) value \"\(value)\""
        case .mismatchedClosingTag(let expected, let found): "closing tag </\(found)> does not match <\(expected)>"
        case .notOSM(let root): "root element is <\(root)>, expected <osm>"
        case .noRootElement: "no <osm> element"
        case .unexpectedElement(let element, let inside): "unexpected <\(element)> inside <\(inside)>"
        case .invalidMemberType(let type): "member type \"\(type)\" is not node, way or relation"
        case .nodeIDOutOfRange(let id): OSMIDRange.outOfRange(id, kind: "node")
        case .objectIDOutOfRange(let kind, let id): OSMIDRange.outOfRange(id, kind: kind)
        }
    }
}
