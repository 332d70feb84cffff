import Foundation
import GazetteerImport
import GazetteerIndex

/// The text summary printed after a build.
enum BuildReport {
    static func summary(_ result: BuildJob.Result, output: String, seconds: Double) -> String {
        var lines: [String] = []
        let summary = result.summary
        for report in result.reports {
            lines.append("\(report.input) (\(report.format)): \(count(report.itemsRead)) read, \(count(report.recordsAdded)) indexed, \(count(report.skippedCount)) skipped")
            for (reason, tally) in report.skipped.sorted(by: { $0.key < $1.key }) {
                lines.append("  skipped \(count(tally.count)) × \(reason.rawValue): \(tally.examples.joined(separator: ", "))\(tally.count > tally.examples.count ? ", …" : "")")
            }
        }
        if summary.duplicateCount > 0 {
            lines.append("duplicate ids: \(count(summary.duplicateCount)) earlier records replaced by later ones")
        }
        if summary.mergedCount > 0 {
            // Why the records indexed are fewer than the inputs' records.
            lines.append("merged: \(count(summary.mergedCount)) records merged into others (one place from two sources, one street's segments)")
        }
        if let admin1 = result.admin1Source { lines.append("admin1 names: \(admin1)") }
        if let countries = result.countriesSource { lines.append("country names: \(countries)") }
        if let alternateNames = result.alternateNamesSource {
            lines.append("names by language: \(alternateNames) (\(count(result.alternateNameCount)) kept)")
        }
        lines.append("indexed \(count(summary.recordCount)) records, \(count(summary.nameCount)) names (\(count(summary.keyCount)) distinct keys) in \(String(format: "%.2f", seconds)) s")
        let stages = summary.stageTimes.map { "\($0.stage.rawValue) \(timing($0.seconds, cpu: $0.cpuSeconds))" }
        lines.append(
            "time: reading \(timing(result.readSeconds, cpu: result.readCPUSeconds)), " + stages.joined(separator: ", ")
                + " (wall seconds, cores busy)")
        let resident = summary.stageTimes.compactMap { stage in stage.residentBytesAtEnd.map { "\(stage.stage.rawValue) \(bytes(UInt64($0)))" } }
        var memory = "memory: peak \(bytes(UInt64(ResidentMemory.peakBytes()))) resident"
        if let budget = summary.memory {
            memory += budget.spilledBytes == 0
                ? " (budget \(ByteSizeArgument.format(budget.limit)), nothing spilled)"
                : " (budget \(ByteSizeArgument.format(budget.limit)): \(bytes(UInt64(budget.peakOwnBytes))) its own, "
                    + "\(bytes(UInt64(budget.spilledBytes))) spilled to temporary files)"
        }
        lines.append(memory + (resident.isEmpty ? "" : "; after " + resident.joined(separator: ", ")))
        if let failure = summary.memory?.spillFailure {
            lines.append("warning: the build went over its memory budget: \(failure)")
        }
        lines.append("wrote \(output) (\(bytes(UInt64(summary.fileSize))))")
        return lines.joined(separator: "\n")
    }

    /// A stage's wall time and the cores it kept busy on average: "0.27 ×1.6".
    static func timing(_ seconds: Double, cpu: Double) -> String {
        String(format: "%.2f ×%.1f", seconds, seconds > 0 ? cpu / seconds : 0)
    }

    static func count(_ value: Int) -> String {
        let digits = String(value)
        var result = ""
        for (index, character) in digits.enumerated() {
            if index > 0 && (digits.count - index) % 3 == 0 { result.append(",") }
            result.append(character)
        }
        return result
    }

    static func bytes(_ value: UInt64) -> String {
        let units = ["B", "KB", "MB", "GB", "TB"]
        var amount = Double(value)
        var unit = 0
        while amount >= 1000 && unit < units.count - 1 {
            amount /= 1000
            unit += 1
        }
        return unit == 0 ? "\(value) B" : String(format: "%.1f %@", amount, units[unit])
    }
}
