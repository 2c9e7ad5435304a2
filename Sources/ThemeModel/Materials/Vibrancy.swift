import ColorScience

/// The color content drawn with a ``VibrancyStyle`` takes on a material in one color scheme,
/// modeled as layers painted over the material as it is seen at that point — an approximation
/// of the layers Apple's design kit draws, not Apple's renderer.
///
/// The material beneath is opaque (``MaterialLayer/over(_:)``); each layer blends its color with
/// what is below in gamma-encoded sRGB, then is mixed in at its alpha:
/// `result = below + alpha · (B(below, color) − below)`. So the vibrant color depends on the
/// material and on the content beneath it, as on a device: a secondary label turns darker over
/// dark content in light, lighter over light content in dark.
///
/// Every value, its source and whether it is confirmed are in ``Vibrancy/vibrancy(_:_:)``.
public struct Vibrancy: Hashable, Sendable {
    /// How a layer combines with what lies below it.
    public enum Blend: String, Hashable, Sendable, Codable {
        /// Source-over: the layer's color.
        case normal
        /// Linear dodge, `min(1, cb + cs)` per channel (CSS `plus-lighter`, Figma "linear dodge").
        case plusLighter = "plus-lighter"
        /// Linear burn, `max(0, cb + cs − 1)` per channel (CSS `plus-darker`, Figma "linear burn").
        case plusDarker = "plus-darker"
        /// `cb ≤ 0.5 ? 2·cb·cs : 1 − 2·(1 − cb)·(1 − cs)` per channel (W3C Compositing and Blending
        /// Level 1, §10.3.3).
        case overlay
        /// The layer's luminosity with the hue and saturation below, `SetLum(Cb, Lum(Cs))` (W3C
        /// Compositing and Blending Level 1, §10.4.4; `Lum` weighs 0.3, 0.59, 0.11).
        case luminosity

        /// The blended color of an opaque backdrop and an opaque source, before the layer's alpha.
        public func blend(backdrop cb: SRGB, source cs: SRGB) -> SRGB {
            switch self {
            case .normal: return cs
            case .plusLighter: return Self.separable(cb, cs) { min(1, $0 + $1) }
            case .plusDarker: return Self.separable(cb, cs) { max(0, $0 + $1 - 1) }
            case .overlay: return Self.separable(cb, cs) { MaterialLayer.Blend.overlay.channel(backdrop: $0, source: $1) }
            case .luminosity: return Self.setLuminosity(cb, Self.luminosity(cs))
            }
        }

        private static func separable(_ cb: SRGB, _ cs: SRGB, _ f: (Double, Double) -> Double) -> SRGB {
            SRGB(red: f(cb.red, cs.red), green: f(cb.green, cs.green), blue: f(cb.blue, cs.blue))
        }

        /// `Lum(C) = 0.3 R + 0.59 G + 0.11 B` (W3C Compositing and Blending Level 1, §10.4).
        static func luminosity(_ c: SRGB) -> Double { 0.3 * c.red + 0.59 * c.green + 0.11 * c.blue }

        /// `SetLum(C, l)` with `ClipColor` (W3C Compositing and Blending Level 1, §10.4).
        static func setLuminosity(_ c: SRGB, _ l: Double) -> SRGB {
            let d = l - luminosity(c)
            // Adding d to every channel moves Lum by d (the weights sum to 1), so Lum is now l.
            var channels = [c.red + d, c.green + d, c.blue + d]
            let low = channels.min() ?? 0, high = channels.max() ?? 0
            if low < 0 { channels = channels.map { l + ($0 - l) * l / (l - low) } }
            if high > 1 { channels = channels.map { l + ($0 - l) * (1 - l) / (high - l) } }
            return SRGB(red: channels[0], green: channels[1], blue: channels[2])
        }
    }

    /// One layer: a color painted with a blend mode, at the color's alpha (0…1).
    public struct Layer: Hashable, Sendable {
        public var blend: Blend
        public var color: SRGB

        public init(_ blend: Blend, _ color: SRGB) {
            self.blend = blend
            self.color = color
        }

        /// This layer painted over an opaque color.
        public func painted(over below: SRGB) -> SRGB {
            let opaque = SRGB(red: color.red, green: color.green, blue: color.blue)
            let blended = blend.blend(backdrop: below, source: opaque)
            let a = color.alpha
            return SRGB(red: below.red + a * (blended.red - below.red), green: below.green + a * (blended.green - below.green),
                        blue: below.blue + a * (blended.blue - below.blue)).clipped
        }
    }

    public var style: VibrancyStyle
    public var scheme: Appearance.Scheme
    /// Painted bottom first over the material.
    public var layers: [Layer]
    /// True when two or more independent public sources agree on the value (as for the system
    /// palette's `confirmed`); false marks the value `unconfirmed`.
    public var confirmed: Bool
    /// What another source gives instead, flattened to a plain color with alpha drawn over the
    /// material; empty when no other source gives the level.
    public var alternatives: [RGBA8]
    /// True when no source gives the level and Tincture derived it (documented with the value).
    public var derived: Bool

    public init(style: VibrancyStyle, scheme: Appearance.Scheme, layers: [Layer], confirmed: Bool,
                alternatives: [RGBA8] = [], derived: Bool = false) {
        self.style = style
        self.scheme = scheme
        self.layers = layers
        self.confirmed = confirmed
        self.alternatives = alternatives
        self.derived = derived
    }

    /// The color content of this style shows on a material that is seen as `material` at that
    /// point (its alpha ignored: the material is opaque). Opaque, clipped to sRGB.
    public func color(over material: SRGB) -> SRGB {
        var result = SRGB(red: material.red, green: material.green, blue: material.blue).clipped
        for layer in layers { result = layer.painted(over: result) }
        return result
    }

    /// The color on a system material over uniform content.
    public func color(on layer: MaterialLayer, over content: SRGB) -> SRGB {
        color(over: layer.over(content))
    }
}
