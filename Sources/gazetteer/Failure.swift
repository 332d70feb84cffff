import ArgumentParser
import Foundation

/// Runs a command body; any error becomes one line on standard error and exit status 1.
func reportingFailures(_ body: () throws -> Void) throws {
    do {
        try body()
    } catch let error as ExitCode {
        throw error
    } catch let error as CleanExit {
        throw error
    } catch {
        printError("gazetteer: \(error)")
        throw ExitCode.failure
    }
}

func printError(_ message: String) {
    FileHandle.standardError.write(Data((message + "\n").utf8))
}

/// A usage problem found after argument parsing.
struct UsageError: Error, CustomStringConvertible {
    let description: String
}
