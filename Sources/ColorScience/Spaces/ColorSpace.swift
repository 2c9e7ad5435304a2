/// The color spaces ColorScience converts between, named as CSS Color 4 names them.
public enum ColorSpace: String, Sendable, Hashable, CaseIterable {
    /// Gamma-encoded sRGB (IEC 61966-2-1), channels 0…1 inside the gamut.
    case srgb
    /// Linear-light sRGB, channels 0…1 inside the gamut.
    case srgbLinear = "srgb-linear"
    /// Gamma-encoded Display P3 (DCI-P3 primaries, D65, sRGB curve), channels 0…1.
    case displayP3 = "display-p3"
    /// Linear-light Display P3.
    case displayP3Linear = "display-p3-linear"
    /// Adobe RGB (1998) compatible, channels 0…1.
    case a98RGB = "a98-rgb"
    /// ProPhoto RGB (ROMM), D50, channels 0…1.
    case proPhotoRGB = "prophoto-rgb"
    /// ITU-R BT.2020, channels 0…1.
    case rec2020
    /// CIE XYZ relative to D65, Y of white = 1.
    case xyzD65 = "xyz-d65"
    /// CIE XYZ relative to D50 (Bradford-adapted), Y of white = 1.
    case xyzD50 = "xyz-d50"
    /// CIELAB relative to D50, as CSS `lab()`: L 0…100, a and b about ±125.
    case lab
    /// CIE LCh relative to D50, as CSS `lch()`: L 0…100, C ≥ 0, h in degrees.
    case lch
    /// CIELAB relative to D65.
    case labD65 = "lab-d65"
    /// CIE LCh relative to D65.
    case lchD65 = "lch-d65"
    /// OKLab (Ottosson 2020): L 0…1, a and b about ±0.4.
    case oklab
    /// OKLCh: L 0…1, C ≥ 0 (about 0.4 at most), h in degrees.
    case oklch
    /// HSL on sRGB: h in degrees, s and l 0…1.
    case hsl
    /// HSV (HSB) on sRGB: h in degrees, s and v 0…1.
    case hsv
    /// HWB on sRGB: h in degrees, whiteness and blackness 0…1.
    case hwb
    /// HCT (Material): CAM16 hue and chroma under Material's default viewing conditions, and
    /// tone = CIE L* 0…100.
    case hct

    /// The model type that holds coordinates of this space.
    public var modelType: any ColorModel.Type {
        switch self {
        case .srgb: SRGB.self
        case .srgbLinear: LinearSRGB.self
        case .displayP3: DisplayP3.self
        case .displayP3Linear: LinearDisplayP3.self
        case .a98RGB: A98RGB.self
        case .proPhotoRGB: ProPhotoRGB.self
        case .rec2020: Rec2020.self
        case .xyzD65: XYZD65.self
        case .xyzD50: XYZD50.self
        case .lab: CIELab.self
        case .lch: CIELCH.self
        case .labD65: CIELabD65.self
        case .lchD65: CIELCHD65.self
        case .oklab: OKLab.self
        case .oklch: OKLCH.self
        case .hsl: HSL.self
        case .hsv: HSV.self
        case .hwb: HWB.self
        case .hct: HCT.self
        }
    }

    /// The channel names in CSS order.
    public var channelNames: [String] {
        switch self {
        case .srgb, .srgbLinear, .displayP3, .displayP3Linear, .a98RGB, .proPhotoRGB, .rec2020:
            ["red", "green", "blue"]
        case .xyzD65, .xyzD50: ["x", "y", "z"]
        case .lab, .labD65, .oklab: ["lightness", "a", "b"]
        case .lch, .lchD65, .oklch: ["lightness", "chroma", "hue"]
        case .hsl: ["hue", "saturation", "lightness"]
        case .hsv: ["hue", "saturation", "value"]
        case .hwb: ["hue", "whiteness", "blackness"]
        case .hct: ["hue", "chroma", "tone"]
        }
    }

    /// The index of the hue channel, for the polar spaces.
    public var hueIndex: Int? {
        switch self {
        case .lch, .lchD65, .oklch: 2
        case .hsl, .hsv, .hwb, .hct: 0
        default: nil
        }
    }

    /// Whether the space is an RGB space whose gamut is the unit cube.
    public var isRGB: Bool {
        switch self {
        case .srgb, .srgbLinear, .displayP3, .displayP3Linear, .a98RGB, .proPhotoRGB, .rec2020: true
        default: false
        }
    }

    /// Whether the space is gamma-encoded sRGB or one of its cylindrical forms (HSL, HSV, HWB),
    /// which convert among themselves directly.
    public var isSRGBDerived: Bool {
        switch self {
        case .srgb, .hsl, .hsv, .hwb: true
        default: false
        }
    }

    /// Looks a space up by its CSS name or a common alias (`xyz` is XYZ D65, `hsb` is HSV,
    /// `p3` is Display P3), ignoring case.
    public init?(name: String) {
        let key = name.lowercased()
        if let space = ColorSpace(rawValue: key) {
            self = space
            return
        }
        switch key {
        case "xyz": self = .xyzD65
        case "hsb": self = .hsv
        case "p3": self = .displayP3
        case "linear-srgb", "srgb_linear": self = .srgbLinear
        case "lab-d50": self = .lab
        case "lch-d50": self = .lch
        default: return nil
        }
    }
}
