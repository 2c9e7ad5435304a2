/// A count with its noun, singular for exactly one: `1 finding`, `0 findings`, `2 color sets`.
///
/// Every count a message prints goes through this, so that none reads `1 findings`.
public struct Counted: Sendable, Hashable, CustomStringConvertible {
    public var count: Int
    public var singular: String
    public var plural: String

    /// `plural` defaults to the singular with `s` (`finding` → `findings`); give it for the
    /// others (`entry`, `entries`).
    public init(_ count: Int, _ singular: String, plural: String? = nil) {
        self.count = count
        self.singular = singular
        self.plural = plural ?? singular + "s"
    }

    /// The noun alone, as the count takes it.
    public var noun: String { count == 1 ? singular : plural }

    public var description: String { "\(count) \(noun)" }
}
