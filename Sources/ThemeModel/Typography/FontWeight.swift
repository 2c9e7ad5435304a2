/// A font weight the Dynamic Type styles use, in increasing order.
public enum FontWeight: String, Hashable, Sendable, CaseIterable, Codable, Comparable, CustomStringConvertible {
    case regular, semibold, bold

    /// Whether WCAG's "bold" large-text threshold (14 pt) applies: semibold or heavier.
    public var isBold: Bool { self >= .semibold }

    public var description: String { rawValue }

    public static func < (a: Self, b: Self) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }
}
