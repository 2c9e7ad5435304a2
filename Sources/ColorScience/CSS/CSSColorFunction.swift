/// The color functions of CSS Color Level 4 (§5 `rgb()`, §7 `hsl()`, §8 `hwb()`, §9 `lab()`,
/// `lch()`, `oklab()`, `oklch()`, §10 `color()`), with the scales and clamps of their components.
enum CSSColorFunction: String, Sendable, CaseIterable {
    case rgb, rgba, hsl, hsla, hwb, lab, lch, oklab, oklch, color

    /// The function of a name, ignoring ASCII case.
    init?(name: String) {
        self.init(rawValue: name.asciiLowercased)
    }

    /// Whether the comma-separated legacy syntax exists (only `rgb()`, `rgba()`, `hsl()`,
    /// `hsla()`).
    var allowsLegacySyntax: Bool {
        switch self {
        case .rgb, .rgba, .hsl, .hsla: true
        default: false
        }
    }

    /// The space the function writes; `nil` for `color()`, whose first argument names it.
    var space: ColorSpace? {
        switch self {
        case .rgb, .rgba: .srgb
        case .hsl, .hsla: .hsl
        case .hwb: .hwb
        case .lab: .lab
        case .lch: .lch
        case .oklab: .oklab
        case .oklch: .oklch
        case .color: nil
        }
    }

    /// The three channels, in order. For `color()` they are those of `space`: numbers and
    /// percentages of 1 for the RGB and XYZ spaces; for the dashed spaces those of the CSS
    /// function nearest them, unclamped as `color()` components are (`--hsv` as `hwb()`'s
    /// percentages, `--lab-d65` and `--lch-d65` as `lab()` and `lch()`, `--hct` hue, chroma
    /// (100% = 145, color.js's reference) and tone 0…100).
    func channels(space: ColorSpace) -> [CSSChannel] {
        let f = "\(rawValue)()"
        switch self {
        case .rgb, .rgba:
            return ["red", "green", "blue"].map {
                CSSChannel("\($0) channel of \(f)", numberDivisor: 255, lowest: 0, highest: 1)
            }
        case .hsl, .hsla:
            return [
                .hue(of: f),
                CSSChannel("saturation of \(f)", numberDivisor: 100, lowest: 0),
                CSSChannel("lightness of \(f)", numberDivisor: 100),
            ]
        case .hwb:
            return [
                .hue(of: f), CSSChannel("whiteness of \(f)", numberDivisor: 100),
                CSSChannel("blackness of \(f)", numberDivisor: 100),
            ]
        case .lab:
            return [
                CSSChannel("lightness of \(f)", percentReference: 100, lowest: 0, highest: 100),
                CSSChannel("a of \(f)", percentReference: 125), CSSChannel("b of \(f)", percentReference: 125),
            ]
        case .lch:
            return [
                CSSChannel("lightness of \(f)", percentReference: 100, lowest: 0, highest: 100),
                CSSChannel("chroma of \(f)", percentReference: 150, lowest: 0), .hue(of: f),
            ]
        case .oklab:
            return [
                CSSChannel("lightness of \(f)", lowest: 0, highest: 1),
                CSSChannel("a of \(f)", percentReference: 0.4), CSSChannel("b of \(f)", percentReference: 0.4),
            ]
        case .oklch:
            return [
                CSSChannel("lightness of \(f)", lowest: 0, highest: 1),
                CSSChannel("chroma of \(f)", percentReference: 0.4, lowest: 0), .hue(of: f),
            ]
        case .color:
            let f = "color(\(CSSColorSpaceName.name(of: space)))"
            switch space {
            case .hsv:
                // color.js's HSV: saturation and value 0…100, as HSL's.
                return [
                    .hue(of: f), CSSChannel("saturation of \(f)", numberDivisor: 100),
                    CSSChannel("value of \(f)", numberDivisor: 100),
                ]
            case .hct:
                return [.hue(of: f), CSSChannel("chroma of \(f)", percentReference: 145), CSSChannel("tone of \(f)", percentReference: 100)]
            case .labD65:
                return [
                    CSSChannel("lightness of \(f)", percentReference: 100), CSSChannel("a of \(f)", percentReference: 125),
                    CSSChannel("b of \(f)", percentReference: 125),
                ]
            case .lchD65:
                return [
                    CSSChannel("lightness of \(f)", percentReference: 100), CSSChannel("chroma of \(f)", percentReference: 150),
                    .hue(of: f),
                ]
            default:
                return space.channelNames.map { CSSChannel("\($0) of \(f)") }
            }
        }
    }
}
