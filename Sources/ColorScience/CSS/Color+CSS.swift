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
    /// - Throws: `CSSColorParseError` saying what is wrong, at which column and token, with a
    ///   suggested fix where one is known. Never traps, whatever the input.
    public init(css text: String) throws(CSSColorParseError) {
        var parser = CSSColorParser(text)
        self = try parser.parse()
    }
}
