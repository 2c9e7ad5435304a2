extension Color {
    /// The color as CSS Color Level 4 text with the default options (five significant digits,
    /// hex for 8-bit sRGB), such as `#3366cc`, `rgb(51.5 102 204 / 0.5)`, `oklch(0.62796 0.25768
    /// 29.234)` or `color(display-p3 1 0 0)`. `Color(css:)` reads it back as the same color.
    public var cssString: String { css() }

    /// The color as CSS Color Level 4 text, in its own space where CSS has a form for it; see
    /// `CSSSerializationOptions` for the number of digits and hex. `Color(css:)` reads the text
    /// back as the same color, up to the rounding the options ask for.
    ///
    /// sRGB is written as hex when exact, else `rgb()` (0…255), or `color(srgb …)` outside the
    /// gamut, which `rgb()` would clamp. Missing channels are `none`; ` / alpha` appears only when
    /// alpha is not 1. HSV, CIELAB/LCh D65 and HCT, which CSS cannot name, are written as `hwb()`,
    /// `lab()` and `lch()`. A Lab/LCh or OKLab/OKLCh lightness outside the range CSS clamps to is
    /// written through `color(xyz-d50 …)` or `color(xyz-d65 …)`.
    public func css(_ options: CSSSerializationOptions = .default) -> String {
        CSSSerializer(options: options).string(for: self)
    }
}
