import Dispatch
import Foundation
import GazetteerIndex
import GazetteerTestSupport

/// The real extracts in the shared data directory (``GazetteerTestSupport/SharedData``), when
/// present, and the indexes built from them once per test run.
enum RealData {
    /// GeoNames' cities500 set, with admin1CodesASCII.txt beside it.
    static var cities500: URL? { SharedData.cities500.map(URL.init(fileURLWithPath:)) }

    /// The Liechtenstein OpenStreetMap extract of 2013-08-03.
    static var liechtenstein: URL? { SharedData.liechtensteinPBF.map(URL.init(fileURLWithPath:)) }

    /// The index of cities500, or `nil` when the file is absent; built once per test process
    /// (``GazetteerTestSupport/SharedIndexes``) on a thread of its own.
    static func citiesIndex() async throws -> Gazetteer? {
        try await SharedIndexes.cities500()?.index
    }

    /// The index of the Liechtenstein extract; built at the first call, on a dispatch thread.
    static func liechtensteinIndex() async -> OpenStreetMapBuild {
        await offTheCallersThread { liechtensteinBuild }
    }

    private static let liechtensteinBuild: OpenStreetMapBuild = liechtenstein.map { OpenStreetMapBuild.build([$0.path]) } ?? .absent

    private static func offTheCallersThread<Value: Sendable>(_ body: @escaping @Sendable () -> Value) async -> Value {
        await withCheckedContinuation { continuation in
            DispatchQueue.global().async { continuation.resume(returning: body()) }
        }
    }
}
