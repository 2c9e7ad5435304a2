import ColorScience

/// A small block of a color drawn with 24-bit ANSI escapes, for terminals.
enum Swatch {
    /// Two cells of the color (composited over black when translucent, as a terminal shows it),
    /// or an empty string when the console should not show colors.
    static func of(_ color: Color, in console: Console) -> String {
        guard console.usesColor else { return "" }
        var srgb = color.srgb
        if srgb.alpha < 1 { srgb = srgb.composited(over: SRGB(red: 0, green: 0, blue: 0)) }
        let bytes = RGBA8(rounding: srgb.clipped)
        return "\u{1B}[48;2;\(bytes.red);\(bytes.green);\(bytes.blue)m  \u{1B}[0m "
    }
}
