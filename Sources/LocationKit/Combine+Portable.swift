import Dispatch
#if canImport(Combine)
import Combine
#else
import OpenCombine
import OpenCombineDispatch
#endif

#if canImport(Combine)
/// The scheduler that delivers work on the main queue: `DispatchQueue` with Combine,
/// `DispatchQueue.OCombine` with OpenCombine.
public typealias MainQueueScheduler = DispatchQueue
#else
/// The scheduler that delivers work on the main queue: `DispatchQueue` with Combine,
/// `DispatchQueue.OCombine` with OpenCombine.
public typealias MainQueueScheduler = DispatchQueue.OCombine
#endif

extension MainQueueScheduler {
    /// The main queue as a Combine scheduler, on every platform.
    public static var mainQueue: MainQueueScheduler {
        #if canImport(Combine)
        return DispatchQueue.main
        #else
        return DispatchQueue.main.ocombine
        #endif
    }
}
