/// Writes a `Color` as CSS Color Level 4 text that `Color(css:)` reads back as the same color, in
/// the same space where CSS has a form for it.
///
/// - sRGB: hex when every channel and alpha is a whole 8-bit value, else `rgb(r g b)` with
///   0…255 numbers, or `color(srgb …)` when a channel lies outside 0…1 (rgb() would clamp it).
/// - HSL and HWB: `hsl(h s% l%)`, `hwb(h w% b%)`.
/// - `lab()`, `lch()`, `oklab()`, `oklch()`; a lightness outside the range CSS clamps to is
///   written through `color(xyz-d50 …)` (Lab, LCh) or `color(xyz-d65 …)` (OKLab, OKLCh) instead, and
///   a negative chroma or HSL saturation as the equal positive one at the opposite hue.
/// - The other RGB and XYZ spaces: `color(space …)`.
/// - Spaces CSS cannot name are converted first: HSV to `hwb()`, CIELAB D65 to `lab()`, LCh D65
///   and HCT to `lch()`; with `keepsSpace` they are written as they are, in `color()` with a
///   dashed name (`color(--hsv 220 75% 80%)`).
///
/// Missing channels and alpha are written `none`; alpha only when it is not 1 (clamped to 0…1);
/// a NaN channel, which CSS cannot write, as `none`. Hues are written as stored, not normalized.
struct CSSSerializer {
    let options: CSSSerializationOptions

    func string(for color: Color) -> String {
        let c = color.coordinates
        switch color.space {
        case .srgb:
            return srgb(color)
        case .hsl:
            let (hue, saturation) = Self.positive(c.second, hue: c.first)
            return function("hsl", [wide(hue), percent(saturation), percent(c.third)], color.alpha)
        case .hwb:
            return function("hwb", [wide(c.first), percent(c.second), percent(c.third)], color.alpha)
        case .lab:
            guard Self.inside(c.first, 0...100) else { return string(for: color.converted(to: .xyzD50)) }
            return function("lab", [wide(c.first), wide(c.second), wide(c.third)], color.alpha)
        case .lch:
            guard Self.inside(c.first, 0...100) else { return string(for: color.converted(to: .xyzD50)) }
            let (hue, chroma) = Self.positive(c.second, hue: c.third)
            return function("lch", [wide(c.first), wide(chroma), wide(hue)], color.alpha)
        case .oklab:
            guard Self.inside(c.first, 0...1) else { return string(for: color.converted(to: .xyzD65)) }
            return function("oklab", [unit(c.first), unit(c.second), unit(c.third)], color.alpha)
        case .oklch:
            guard Self.inside(c.first, 0...1) else { return string(for: color.converted(to: .xyzD65)) }
            let (hue, chroma) = Self.positive(c.second, hue: c.third)
            return function("oklch", [unit(c.first), unit(chroma), wide(hue)], color.alpha)
        case .srgbLinear, .displayP3, .displayP3Linear, .a98RGB, .proPhotoRGB, .rec2020, .xyzD65, .xyzD50:
            return colorFunction(color)
        case .hsv where options.keepsSpace:
            return dashed(color, [wide(c.first), percent(c.second), percent(c.third)])
        case .hct where options.keepsSpace:
            return dashed(color, [wide(c.first), wide(c.second), wide(c.third)])
        case .labD65 where options.keepsSpace:
            return dashed(color, [wide(c.first), wide(c.second), wide(c.third)])
        case .lchD65 where options.keepsSpace:
            let (hue, chroma) = Self.positive(c.second, hue: c.third)
            return dashed(color, [wide(c.first), wide(chroma), wide(hue)])
        case .hsv:
            return string(for: color.converted(to: .hwb))
        case .labD65:
            return string(for: color.converted(to: .lab))
        case .lchD65, .hct:
            return string(for: color.converted(to: .lch))
        }
    }

    // MARK: Spaces

    private func srgb(_ color: Color) -> String {
        if options.prefersHex, let bytes = RGBA8(exactly: color) { return bytes.hex }
        let channels = color.coordinates.array
        guard channels.allSatisfy({ Self.inside($0, 0...1) }) else { return colorFunction(color) }
        return function("rgb", channels.map { wide($0, scale: 255) }, color.alpha)
    }

    private func colorFunction(_ color: Color) -> String {
        let values = color.coordinates.array.map { unit($0) }
        return "color(\(color.space.rawValue) " + values.joined(separator: " ") + alpha(color.alpha) + ")"
    }

    /// `color(--space …)` for the spaces CSS has no form for.
    private func dashed(_ color: Color, _ values: [String]) -> String {
        "color(" + CSSColorSpaceName.name(of: color.space) + " " + values.joined(separator: " ") + alpha(color.alpha) + ")"
    }

    private func function(_ name: String, _ values: [String], _ alphaValue: Double?) -> String {
        name + "(" + values.joined(separator: " ") + alpha(alphaValue) + ")"
    }

    // MARK: Numbers

    /// ` / a` for an alpha other than 1, ` / none` when missing.
    private func alpha(_ value: Double?) -> String {
        guard let value, !value.isNaN else { return " / none" }
        let text = unit(Swift.min(Swift.max(value, 0), 1))
        return text == "1" ? "" : " / " + text
    }

    /// A channel whose range is about 1.
    private func unit(_ value: Double?) -> String {
        number(value, scale: 1, fractionDigits: options.precision)
    }

    /// A channel whose range is about 100 or more, optionally scaled (255 for rgb()).
    private func wide(_ value: Double?, scale: Double = 1) -> String {
        number(value, scale: scale, fractionDigits: options.precision.map { Swift.max($0 - 2, 0) })
    }

    /// A 0…1 fraction written as a percentage.
    private func percent(_ value: Double?) -> String {
        let text = wide(value, scale: 100)
        return text == "none" ? text : text + "%"
    }

    private func number(_ value: Double?, scale: Double, fractionDigits: Int?) -> String {
        guard let value, !value.isNaN else { return "none" }
        return CSSNumberFormat.string(value * scale, fractionDigits: fractionDigits)
    }

    // MARK: Ranges

    /// Whether a channel is missing or inside `range`.
    private static func inside(_ value: Double?, _ range: ClosedRange<Double>) -> Bool {
        guard let value else { return true }
        return value.isNaN || range.contains(value)
    }

    /// A negative chroma or saturation as the equal positive one at the opposite hue, which is
    /// the same color, since CSS clamps a negative one to 0.
    private static func positive(_ amount: Double?, hue: Double?) -> (hue: Double?, amount: Double?) {
        guard let amount, amount < 0 else { return (hue, amount) }
        return ((hue ?? 0) + 180, -amount)
    }
}
