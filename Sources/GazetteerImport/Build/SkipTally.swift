/// How often one skip reason occurred, with the first few places it did.
public struct SkipTally: Sendable, Equatable {
    /// Places kept per reason.
    public static let exampleLimit = 5

    public var count = 0
    /// Where it happened: `"line 12"`, `"way 45"`.
    public var examples: [String] = []

    public init() {}
}
