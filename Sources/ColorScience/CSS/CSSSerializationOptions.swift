/// How `Color.css(_:)` writes a color.
public struct CSSSerializationOptions: Sendable, Hashable {
    /// Significant digits at the scale of each channel's range, or `nil` for every digit of each
    /// number's shortest exact form (lossless).
    ///
    /// Channels whose range is about 1 (OKLab, OKLCh lightness and chroma, `color()`
    /// components, alpha) get `precision` decimal places; channels whose range is about 100 or
    /// more (rgb() 0…255, percentages, Lab and LCh, hues in degrees) get `precision − 2`. The
    /// default, 5, writes `oklch(0.62796 0.25768 29.234)` and `lab(54.291 80.805 69.891)`.
    public var precision: Int?
    /// Whether an sRGB color whose channels and alpha are whole 8-bit values is written as hex
    /// (`#rrggbb`, `#rrggbbaa`).
    public var prefersHex: Bool
    /// Whether a color in a space CSS has no form for (HSV, CIELAB and LCh relative to D65, HCT)
    /// is written in that space, in `color()` with a dashed name as color.js writes it
    /// (`color(--hsv 220 75% 80%)`, `color(--hct 282.78 58.3 44.12)`, `color(--lab-d65 …)`,
    /// `color(--lch-d65 …)`), which `Color(css:)` reads back but browsers do not, rather than
    /// converted to the nearest space CSS names (`hwb()`, `lab()`, `lch()`).
    public var keepsSpace: Bool

    public init(precision: Int? = 5, prefersHex: Bool = true, keepsSpace: Bool = false) {
        self.precision = precision.map { Swift.min(Swift.max($0, 0), 20) }
        self.prefersHex = prefersHex
        self.keepsSpace = keepsSpace
    }

    /// Five significant digits, hex where exact.
    public static let `default` = CSSSerializationOptions()
    /// Every digit, so that the text parses back to the same `Double`s (up to the scaling of
    /// rgb() and percentages, about 10⁻¹⁶).
    public static let lossless = CSSSerializationOptions(precision: nil)
}
