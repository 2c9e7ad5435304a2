/// A minimum contrast ratio that a pair of colors must reach, as WCAG 2.x and Apple's Human
/// Interface Guidelines state them. Pass or fail is decided on the unrounded ratio.
public struct ContrastRequirement: Sendable, Hashable, CustomStringConvertible {
    /// The minimum ratio, 1…21.
    public var minimum: Double
    /// A short name, such as `AA` or `AAA large`.
    public var name: String

    public init(minimum: Double, name: String) {
        self.minimum = minimum
        self.name = name
    }

    /// WCAG 2.x AA for normal text, SC 1.4.3: 4.5:1.
    public static let aaNormal = ContrastRequirement(minimum: 4.5, name: "AA")
    /// WCAG 2.x AA for large text (18 pt, or 14 pt bold), SC 1.4.3: 3:1.
    public static let aaLarge = ContrastRequirement(minimum: 3, name: "AA large")
    /// WCAG 2.x AAA for normal text, SC 1.4.6: 7:1.
    public static let aaaNormal = ContrastRequirement(minimum: 7, name: "AAA")
    /// WCAG 2.x AAA for large text, SC 1.4.6: 4.5:1.
    public static let aaaLarge = ContrastRequirement(minimum: 4.5, name: "AAA large")
    /// WCAG 2.1 non-text contrast of UI components and graphics, SC 1.4.11: 3:1.
    public static let nonText = ContrastRequirement(minimum: 3, name: "non-text")

    /// The WCAG levels, strictest last.
    public static let wcagLevels: [ContrastRequirement] = [.nonText, .aaLarge, .aaNormal, .aaaLarge, .aaaNormal]

    /// Whether `ratio` reaches the minimum (no rounding).
    @inlinable
    public func isMet(by ratio: Double) -> Bool { ratio >= minimum }

    public var description: String { "\(name) (\(ContrastRatioFormat.string(minimum)):1)" }
}

/// Display of contrast ratios: truncated, never rounded up, so that a failing 4.499 never shows
/// as 4.5.
public enum ContrastRatioFormat {
    /// The ratio truncated to `decimals` places (default 2, at most 6), trailing zeros kept:
    /// `4.49`, `21.00`. Truncation is exact: the digits are those of the stored `Double` itself
    /// (the product by 10ⁿ is corrected with a fused multiply–add), so 4.57 shows as 4.57 and a
    /// ratio just below 4.5 never shows as 4.50.
    public static func string(_ ratio: Double, decimals: Int = 2) -> String {
        guard ratio.isFinite, ratio >= 0, ratio < 1e9 else { return "\(ratio)" }
        let places = Swift.min(Swift.max(decimals, 0), 6)
        var scale = 1.0
        for _ in 0..<places { scale *= 10 }
        let product = ratio * scale
        let residual = (-product).addingProduct(ratio, scale)  // ratio·scale = product + residual, exactly
        var truncated = product.rounded(.down)
        if truncated + 1 - product <= residual {
            truncated += 1
        } else if truncated == product, residual < 0 {
            truncated -= 1
        }
        let units = Int(truncated)
        let factor = Int(scale)
        let whole = units / factor
        var fraction = String(units % factor)
        while fraction.count < places { fraction = "0" + fraction }
        return places > 0 ? "\(whole).\(fraction)" : "\(whole)"
    }

    /// A required ratio or other figure as written: whole numbers without a fraction (`3`, `7`,
    /// `44`), others in Swift's shortest round-trip form (`4.5`).
    public static func figure(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
