/// How `gazetteer serve` listens, logs and watches its index.
package struct ServerConfiguration: Sendable {
    /// The index file.
    package var indexPath: String
    /// The address to bind (`127.0.0.1` keeps the server on this machine).
    package var host = "127.0.0.1"
    /// The port; 0 picks a free one (reported through `onListening`).
    package var port = 2322
    /// Where access log lines go.
    package var accessLog: AccessLogDestination = .standardError
    /// How often the index path is checked for a replaced file, in seconds.
    package var reloadInterval: Double = 1
    /// Largest accepted request body, in bytes (the API reads none).
    package var maximumBodyBytes = 0
    /// The most records one `/v1/export` answer holds; an export cut there says so in its headers.
    package var exportLimit = GazetteerAPI.defaultExportLimit

    package init(indexPath: String) {
        self.indexPath = indexPath
    }

    /// Access log destinations.
    package enum AccessLogDestination: Sendable, Equatable {
        case none
        case standardError
        case file(String)
    }
}
