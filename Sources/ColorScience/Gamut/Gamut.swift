/// An RGB gamut that colors are tested against, clipped or mapped into: the unit cube of an RGB
/// space.
public enum Gamut: String, Sendable, Hashable, CaseIterable {
    /// sRGB (also the gamut of 8-bit hex colors).
    case srgb
    /// Display P3, the gamut of Apple's wide-color displays.
    case displayP3 = "display-p3"
    /// ITU-R BT.2020.
    case rec2020

    /// The default allowance outside 0…1 when testing membership: 1e-9 of a unit (a
    /// four-millionth of an 8-bit step), so that values only rounding pushed out — pure sRGB
    /// blue after a round trip through OKLCH — are inside.
    public static let defaultTolerance = 1e-9

    /// Looks a gamut up by its name (`srgb`, `display-p3`, `rec2020`) or a common alias (`p3`
    /// is Display P3, `rec-2020` and `bt2020` are BT.2020), ignoring case.
    public init?(name: String) {
        let key = name.lowercased()
        if let gamut = Gamut(rawValue: key) {
            self = gamut
            return
        }
        switch key {
        case "p3": self = .displayP3
        case "rec-2020", "bt2020": self = .rec2020
        default: return nil
        }
    }

    /// The RGB space whose unit cube is this gamut.
    public var space: ColorSpace {
        switch self {
        case .srgb: .srgb
        case .displayP3: .displayP3
        case .rec2020: .rec2020
        }
    }

    /// Whether `color` lies inside, within `tolerance` on each channel.
    public func contains(_ color: some ColorModel, tolerance: Double = Gamut.defaultTolerance) -> Bool {
        switch self {
        case .srgb: SRGB(xyz: color.xyz, alpha: 1).isInGamut(tolerance: tolerance)
        case .displayP3: DisplayP3(xyz: color.xyz, alpha: 1).isInGamut(tolerance: tolerance)
        case .rec2020: Rec2020(xyz: color.xyz, alpha: 1).isInGamut(tolerance: tolerance)
        }
    }

    /// The color with each channel of this gamut's space clamped to 0…1 (fast, but it can shift
    /// hue and lightness visibly; `mapped` does not).
    public func clipped(_ color: some ColorModel) -> Color {
        switch self {
        case .srgb: Color(SRGB(xyz: color.xyz, alpha: color.alpha).clipped)
        case .displayP3: Color(DisplayP3(xyz: color.xyz, alpha: color.alpha).clipped)
        case .rec2020: Color(Rec2020(xyz: color.xyz, alpha: color.alpha).clipped)
        }
    }

    /// The color mapped into this gamut by the CSS Color 4 algorithm (§13.2): lower OKLCH chroma,
    /// keeping lightness and hue, until clipping changes the color by less than a
    /// just-noticeable difference (ΔEOK 0.02). The result is in this gamut's space.
    public func mapped(_ color: some ColorModel) -> Color {
        let oklch = OKLCH(xyz: color.xyz, alpha: color.alpha)
        switch self {
        case .srgb: return Color(CSSGamutMapping.map(oklch, into: SRGB.self))
        case .displayP3: return Color(CSSGamutMapping.map(oklch, into: DisplayP3.self))
        case .rec2020: return Color(CSSGamutMapping.map(oklch, into: Rec2020.self))
        }
    }

    /// Whether a space-tagged color lies inside (missing channels as 0).
    public func contains(_ color: Color, tolerance: Double = Gamut.defaultTolerance) -> Bool {
        if color.space == space {
            // Already in this gamut's space: test the channels themselves, with no round trip.
            let v = color.coordinates.filled
            return v.min() >= -tolerance && v.max() <= 1 + tolerance
        }
        return contains(XYZD65(xyz: color.xyz, alpha: 1), tolerance: tolerance)
    }

    /// A space-tagged color mapped into this gamut (see `mapped(_:)`).
    public func mapped(_ color: Color) -> Color {
        if contains(color, tolerance: 0) && color.space == space { return color }
        return mapped(XYZD65(xyz: color.xyz, alpha: color.alpha ?? 1))
    }

    /// A space-tagged color clipped into this gamut (see `clipped(_:)`).
    public func clipped(_ color: Color) -> Color {
        clipped(XYZD65(xyz: color.xyz, alpha: color.alpha ?? 1))
    }
}
