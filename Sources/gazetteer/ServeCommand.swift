import ArgumentParser
import Foundation
import GazetteerIndex
import GazetteerServer

struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Serve the index over HTTP: Photon (/api, /reverse) and Nominatim (/search, /reverse?format=…, /status) APIs, /v1 routes and a search page at /.")

    @OptionGroup var location: IndexLocation

    @Option(help: "The address to listen on (0.0.0.0 for every interface).")
    var host = "127.0.0.1"

    @Option(parsing: .unconditional, help: "The port (0: any free port, printed at start).")
    var port = 2322

    @Option(help: "Access log: '-' for standard error (default), 'none', or a file to append to.", completion: .file())
    var accessLog = "-"

    @Option(parsing: .unconditional, help: "Seconds between checks for a replaced index file.")
    var reloadInterval = 1.0

    @Option(parsing: .unconditional, help: "The most records one /v1/export answer holds (it says so in X-Export-Truncated when cut).")
    var exportLimit = GazetteerAPI.defaultExportLimit

    func validate() throws {
        if exportLimit < 1 { throw ValidationError("--export-limit must be at least 1") }
        if !(0...65_535).contains(port) { throw ValidationError("--port must be from 0 to 65535") }
        if !(reloadInterval >= 0.05 && reloadInterval <= 3_600) { throw ValidationError("--reload-interval must be from 0.05 to 3600 seconds") }
    }

    func run() async throws {
        var configuration = ServerConfiguration(indexPath: location.path)
        configuration.host = host
        configuration.port = port
        configuration.reloadInterval = reloadInterval
        configuration.exportLimit = exportLimit
        configuration.accessLog = switch accessLog {
        case "-": .standardError
        case "none": .none
        default: .file(accessLog)
        }
        _ = try location.open()
        GazetteerHTTPServer.runTasksOnEventLoops()
        let server = try GazetteerHTTPServer(configuration: configuration)
        let records = server.store.current.count
        let host = self.host
        let path = configuration.indexPath
        try await server.run { port in
            printError("gazetteer: serving \(path) (\(records) records) on http://\(host):\(port)/")
        }
        printError("gazetteer: stopped")
    }
}
