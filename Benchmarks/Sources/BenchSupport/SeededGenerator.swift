/// SplitMix64: a small, fast generator whose sequence depends only on the seed, on every platform
/// and Swift version (unlike the standard library's `random(in:using:)` algorithms, which may change).
public struct SeededGenerator: RandomNumberGenerator, Sendable {
    /// The seed every query set is drawn with.
    public static let querySeed: UInt64 = 0x6761_7A65_7474_6565

    private var state: UInt64

    public init(seed: UInt64) { state = seed }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A uniform integer in `0..<bound` (multiply-shift; the bias is below 2^-32 for our bounds).
    public mutating func below(_ bound: Int) -> Int {
        precondition(bound > 0, "bound must be positive")
        return Int((UInt64(bound).multipliedFullWidth(by: next())).high)
    }

    /// A uniform double in `[0, 1)` from the top 53 bits.
    public mutating func unit() -> Double {
        Double(next() >> 11) * 0x1p-53
    }
}
