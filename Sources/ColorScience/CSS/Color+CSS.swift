extension Color {
    /// Parses a CSS Color Level 4 `<color>` into the space it is written in.
    ///
    /// Hex colors, named colors, `transparent` and `rgb()`/`rgba()` give `.srgb` (channels 0…1:
    /// numbers ÷ 255, percentages ÷ 100); `hsl()`/`hsla()`, `hwb()`, `lab()`, `lch()`, `oklab()`,
    /// `oklch()` give their own spaces; `color(space …)` gives the named space (`xyz` is XYZ D65).
    /// `none` becomes a `nil` channel or alpha. Percentages: HSL/HWB 100% = 1, Lab lightness
    /// 100% = 100 and a/b 100% = 125, LCh chroma 100% = 150, OKLab lightness 100% = 1 and a/b
    /// 100% = 0.4, OKLCh chroma 100% = 0.4, `color()` components 100% = 1. Hues are in degrees as
    /// written (`deg`, `grad`, `rad`, `turn` or a bare number), not reduced to 0…360. Alpha is a
    /// number or percentage clamped to 0…1. Values CSS clamps at parsed-value time are clamped
    /// (see `CSSColorParser`).
    ///
    /// Text longer than ``maximumCSSLength`` bytes is refused before it is read.
    ///
    /// - Throws: `CSSColorParseError` saying what is wrong, at which column and token, with a
    ///   suggested fix where one is known. Never traps, whatever the input.
    public init(css text: String) throws(CSSColorParseError) {
        let length = text.utf8.count
        guard length <= Self.maximumCSSLength else {
            let start = String(String.UnicodeScalarView(text.unicodeScalars.prefix(32)))
            throw CSSColorParseError(.tooLong(length: length), column: 1, token: start + "…")
        }
        var parser = CSSColorParser(text)
        self = try parser.parse()
    }

    /// The longest CSS color text read, in UTF-8 bytes: 4 KiB. The longest colors CSS can write
    /// (`color(display-p3 …)` with every component at full precision, and an alpha) are under
    /// 150 bytes; the limit keeps a runaway value from costing time and memory.
    public static let maximumCSSLength = 4096
}
