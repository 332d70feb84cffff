import Foundation
import GazetteerIndex
import Hummingbird
import Logging
import NIOCore
import NIOPosix
import ServiceLifecycle

/// `gazetteer serve`: the HTTP API over one shared index, with CORS, an access log, request caps,
/// reloading when the index file is replaced, and graceful shutdown on SIGINT and SIGTERM.
package struct GazetteerHTTPServer: Sendable {
    package let configuration: ServerConfiguration
    package let store: IndexStore
    let log: AccessLog

    /// Opens the index and the access log.
    /// - Throws: ``IndexError`` when the index cannot be opened, ``AccessLogError`` for the log file.
    package init(configuration: ServerConfiguration) throws {
        self.configuration = configuration
        store = try IndexStore(path: configuration.indexPath)
        log = try AccessLog(configuration.accessLog)
    }

    /// The responder: the route table behind the request caps and CORS, with the access log.
    func responder() -> GazetteerResponder {
        GazetteerResponder(
            api: GazetteerAPI(store: store, exportLimit: configuration.exportLimit),
            log: log, maximumBodyBytes: configuration.maximumBodyBytes)
    }

    /// Runs Swift concurrency's jobs on the server's event loop threads, so that a request is
    /// answered on the thread that read it instead of hopping to the cooperative pool and back.
    /// Call once, before the server starts; returns whether the executor was installed.
    @discardableResult
    package static func runTasksOnEventLoops() -> Bool {
        NIOSingletons.unsafeTryInstallSingletonPosixEventLoopGroupAsConcurrencyGlobalExecutor()
    }

    /// Serves until SIGINT or SIGTERM, then finishes the requests in flight and returns.
    /// - Parameter onListening: called with the bound port once the server accepts connections.
    package func run(onListening: @escaping @Sendable (Int) -> Void = { _ in }) async throws {
        var logger = Logger(label: "gazetteer")
        logger.logLevel = .warning
        let watcher = IndexWatcher(store: store, log: log, interval: configuration.reloadInterval)
        let app = Application(
            responder: responder(),
            configuration: .init(address: .hostname(configuration.host, port: configuration.port), serverName: "gazetteer"),
            services: [watcher],
            onServerRunning: { channel in onListening(channel.localAddress?.port ?? 0) },
            logger: logger)
        defer { log.flush() }
        try await app.runService(gracefulShutdownSignals: [.sigterm, .sigint])
    }
}

/// Checks the index path for a replaced file and flushes the access log, every `interval` seconds.
struct IndexWatcher: Service {
    let store: IndexStore
    let log: AccessLog
    let interval: Double

    func run() async throws {
        try? await cancelWhenGracefulShutdown {
            while !Task.isCancelled {
                try await Task.sleep(nanoseconds: UInt64(max(0.05, interval) * 1e9))
                switch store.reloadIfReplaced() {
                case .unchanged: break
                case let .reloaded(records):
                    FileHandle.standardError.write(Data("gazetteer: \(store.path) was replaced; now serving \(records) records\n".utf8))
                case let .failed(reason):
                    FileHandle.standardError.write(Data("gazetteer: \(store.path) was replaced but cannot be opened (\(reason)); still serving the previous index\n".utf8))
                }
                log.flush()
            }
        }
        log.flush()
    }
}
