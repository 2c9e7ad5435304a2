/// The contrast ratio of WCAG 2.x (2.0, 2.1 and 2.2 define the same formula, success criteria
/// 1.4.3, 1.4.6 and 1.4.11): `(L_lighter + 0.05) / (L_darker + 0.05)`, from 1 (no contrast) to 21
/// (black on white).
///
/// Luminance is the Y of CIE XYZ D65 from linear sRGB with the CSS Color 4 matrix row and the
/// exact sRGB curve (0.04045); WCAG's printed 0.2126/0.7152/0.0722 and 0.03928 differ by less
/// than 1e-4 in Y. A translucent foreground is first composited over the background in
/// gamma-encoded sRGB, as browsers paint it. The ratio is never rounded before it is compared.
public enum WCAG21Contrast {
    /// The ratio of two relative luminances (order does not matter), 1…21 for luminances in
    /// 0…1, the range WCAG defines them in.
    @inlinable @inline(__always)
    public static func ratio(luminance a: Double, _ b: Double) -> Double {
        let hi = Swift.max(a, b), lo = Swift.min(a, b)
        return (hi + 0.05) / (lo + 0.05)
    }

    /// The ratio of `foreground` painted over `background`. The background is taken as opaque
    /// (its alpha is ignored): composite it over its own backdrop first.
    ///
    /// WCAG's relative luminance runs from 0 for black to 1 for white, which is what sRGB can
    /// show; a color outside sRGB (with a negative channel, or one above 1) is measured as sRGB
    /// shows it, clipped, after compositing — as the audit sees it. So the ratio is always
    /// 1…21: never infinite or NaN, as the formula gives for a luminance of −0.05 or below.
    @inlinable
    public static func ratio(_ foreground: SRGB, _ background: SRGB) -> Double {
        var bg = background
        bg.alpha = 1
        let fg = foreground.alpha < 1 ? foreground.composited(over: bg) : foreground
        return ratio(luminance: fg.clipped.relativeLuminance, bg.clipped.relativeLuminance)
    }

    /// The ratio of two 8-bit colors, through exact per-byte luminance tables: no power function,
    /// no allocation. A translucent foreground is composited over the (opaque) background.
    ///
    /// Always inlined, so that a caller's loop fetches the table once (the lazy-global check is
    /// hoisted out of the loop) and pays no call; the translucent case is a separate call.
    @inlinable @inline(__always)
    public static func ratio(_ foreground: RGBA8, _ background: RGBA8) -> Double {
        // Fetched before the branch: unconditional, the lazy-global check can leave the loop.
        let table = LuminanceTables.table
        guard foreground.alpha == 255 else { return translucentRatio(foreground, background) }
        return ratio(luminance: LuminanceTables.luminance(foreground, in: table), LuminanceTables.luminance(background, in: table))
    }

    /// The ratio of a translucent 8-bit foreground composited over an 8-bit background: the rare
    /// case of `ratio(_:_:)`, kept out of line so that the opaque case stays small.
    @usableFromInline @inline(never)
    static func translucentRatio(_ foreground: RGBA8, _ background: RGBA8) -> Double {
        ratio(SRGB(foreground), SRGB(background))
    }
}

/// The contribution of each 8-bit sRGB channel value to relative luminance.
public enum LuminanceTables {
    /// `table[channel * 256 + byte]`: the linear value of `byte` times the Y-row weight of
    /// `channel` (0 red, 1 green, 2 blue).
    public static let table: LookupTable = {
        let w = ConversionMatrices.luminanceWeights
        let weights = [w.x, w.y, w.z]
        return LookupTable((0..<768).map { weights[$0 / 256] * SRGBTables.linearValues[$0 % 256] })
    }()

    /// The relative luminance of an 8-bit color (alpha ignored).
    @inlinable
    public static func luminance(_ c: RGBA8) -> Double {
        luminance(c, in: table)
    }

    /// The relative luminance from a table already fetched (one lazy-global check per call site).
    @inlinable @inline(__always)
    static func luminance(_ c: RGBA8, in table: LookupTable) -> Double {
        // Added in the same order as the weights (red, green, blue).
        (table[Int(c.red)] + table[256 + Int(c.green)]) + table[512 + Int(c.blue)]
    }
}

extension SRGB {
    /// The WCAG 2.x contrast ratio of this color (painted) over `background`.
    @inlinable
    public func contrastRatio(over background: SRGB) -> Double {
        WCAG21Contrast.ratio(self, background)
    }
}
