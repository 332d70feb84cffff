import Dispatch
import Foundation
import GazetteerIndex

/// What ``OfflineGeocoder`` and ``OfflineAmenityRequest`` share: an open index, a result limit,
/// a private concurrent queue the searches run on, and the queue completions are called on.
///
/// Every completion is called exactly once and asynchronously on ``callbackQueue``, never on the
/// caller's thread, whether the answer comes from a search or from a rejected input.
struct IndexSearcher: Sendable {
    /// The index that is searched.
    let index: Gazetteer
    /// The queue on which completions are called.
    let callbackQueue: DispatchQueue
    /// The most results one search returns.
    let limit: Int
    private let workQueue: DispatchQueue

    /// Creates the scaffolding of one service.
    ///
    /// - Parameters:
    ///   - index: The index to search.
    ///   - callbackQueue: Where completions are called.
    ///   - limit: The most results one search returns.
    ///   - label: Names the work queue in debuggers and crash reports.
    /// - Precondition: `limit > 0`.
    init(index: Gazetteer, callbackQueue: DispatchQueue, limit: Int, label: String) {
        precondition(limit > 0, "limit must be positive, not \(limit)")
        self.index = index
        self.callbackQueue = callbackQueue
        self.limit = limit
        workQueue = DispatchQueue(label: label, qos: .userInitiated, attributes: .concurrent)
    }

    /// Calls `completion` with `value`, asynchronously, on ``callbackQueue``.
    func deliver<Value: Sendable>(_ value: Value, to completion: @escaping (Value) -> Void) {
        // The completion is called exactly once, on one queue, so handing it across is safe.
        nonisolated(unsafe) let completion = completion
        callbackQueue.async { completion(value) }
    }

    /// Runs `search` on the work queue, then calls `completion` with its result on ``callbackQueue``.
    func run<Value: Sendable>(_ search: @escaping @Sendable () -> Value, then completion: @escaping (Value) -> Void) {
        nonisolated(unsafe) let completion = completion
        let callbackQueue = callbackQueue
        workQueue.async {
            let value = search()
            callbackQueue.async { completion(value) }
        }
    }
}
