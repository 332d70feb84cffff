/// The version of the tool, the server and the formats they write.
package enum ToolVersion {
    package static let current = "0.2.0"
}
