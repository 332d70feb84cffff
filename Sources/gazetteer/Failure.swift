import ArgumentParser
import Foundation

/// Turns any error into one line on standard error and the exit status: usage problems 64
/// (EX_USAGE), interruptions 130, everything else 1. The root command's `main` is its only caller.
enum Failure {
    static func exitCode(reporting error: Error) -> Int32 {
        switch error {
        case let error as UsageError:
            printError("gazetteer: \(error.description)")
            return ExitCode.validationFailure.rawValue
        case let error as ExitCode:
            return error.rawValue
        default:
            let code = GazetteerCommand.exitCode(for: error)
            if code == .success {
                // --help, --version, completion scripts: ArgumentParser prints them.
                GazetteerCommand.exit(withError: error)
            }
            if code == .validationFailure {
                let message = GazetteerCommand.message(for: error).split(separator: "\n").first.map(String.init) ?? "\(error)"
                printError("gazetteer: \(message) (see gazetteer help)")
                return code.rawValue
            }
            printError("gazetteer: \(error)")
            return code.rawValue
        }
    }
}

/// Writes one line on standard error, first clearing a progress line drawn there.
func printError(_ message: String) {
    ProgressLine.clearScreenLine()
    FileHandle.standardError.write(Data((message + "\n").utf8))
}

/// A usage problem found after argument parsing: exit status 64.
struct UsageError: Error, CustomStringConvertible {
    let description: String
}
