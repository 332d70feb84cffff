#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import GazetteerIndex

/// Removes the half-written index when a build is interrupted (SIGINT, SIGTERM), says what is on
/// disk, and exits with 130.
///
/// The signal handler only records the signal and wakes a watching thread through a pipe (both are
/// async-signal-safe); the thread does the cleanup. The index writer sees the recorded signal before
/// it renames the new index into place, so an interrupt received while writing always means no index. When the build returns, ``finish()`` handles a
/// signal whose cleanup has not run yet, so an interrupt that lands as the build ends is never lost:
/// the tool then reports that the new index is in place instead of exiting 0.
struct InterruptionCleanup {
    /// Slot 0 and 1: the pipe's read and write ends; slot 2: the signal received, or 0.
    /// Set up before the handler is installed and never freed, so the handler reads plain memory.
    nonisolated(unsafe) private static let state: UnsafeMutablePointer<Int32> = {
        let state = UnsafeMutablePointer<Int32>.allocate(capacity: 3)
        state.initialize(repeating: 0, count: 3)
        return state
    }()

    /// Held by the one thread that cleans up; the process exits while holding it.
    private static let cleanup = NSLock()

    /// Installs the handler for SIGINT and SIGTERM and starts the watching thread.
    static func install() -> InterruptionCleanup {
        let state = Self.state
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return InterruptionCleanup() }
        state[0] = ends[0]
        state[1] = ends[1]
        let watcher = Thread {
            var byte: UInt8 = 0
            while read(Self.state[0], &byte, 1) < 0 && errno == EINTR {}
            Self.cleanUp()
        }
        watcher.start()
        TemporaryFiles.shared.isInterrupted = { InterruptionCleanup.state[2] != 0 }
        for number in [SIGINT, SIGTERM] {
            var action = sigaction()
            #if canImport(Glibc)
            action.__sigaction_handler.sa_handler = Self.handle
            #else
            action.__sigaction_u.__sa_handler = Self.handle
            #endif
            action.sa_flags = SA_RESTART
            sigemptyset(&action.sa_mask)
            sigaction(number, &action, nil)
        }
        // A parent may have started the tool with these signals blocked (the mask is inherited);
        // this thread, and the threads it starts, take them.
        var signals = sigset_t()
        sigemptyset(&signals)
        sigaddset(&signals, SIGINT)
        sigaddset(&signals, SIGTERM)
        pthread_sigmask(SIG_UNBLOCK, &signals, nil)
        return InterruptionCleanup()
    }

    /// Called when the build returns: an interrupt received meanwhile is handled now.
    func finish() {
        if Self.state[2] != 0 { Self.cleanUp() }
    }

    private static let handle: @convention(c) (Int32) -> Void = { number in
        let state = InterruptionCleanup.state
        state[2] = number
        var byte: UInt8 = 1
        _ = write(state[1], &byte, 1)
    }

    private static func cleanUp() {
        cleanup.lock()
        TemporaryFiles.shared.removeAll { inPlace in
            if let index = inPlace.last {
                printError("gazetteer: interrupted after the new index was complete: \(index) is in place")
            } else {
                printError("gazetteer: interrupted; no index written")
            }
            exit(130)
        }
    }
}
