import ColorScience

/// One system material in one color scheme, modeled as layers painted over the content behind
/// it — an approximation, not Apple's renderer.
///
/// The model, in order:
///
/// 1. **Blur as an average.** A material blurs what lies beneath it heavily; the model takes the
///    blurred content to be one uniform color (the content's average), so the worst case for
///    legibility is some flat color, and the checks try flat colors (white, black, the theme's
///    backgrounds).
/// 2. **A blend layer**, opaque, in a separable blend mode per channel of gamma-encoded sRGB
///    (W3C Compositing and Blending Level 1, §10.3): *color dodge* in light (brightens the
///    content), *overlay* in dark (pushes dark content darker and light content lighter).
/// 3. **A tint**, a gray with alpha painted source-over on top.
///
/// Real materials also saturate and vibrancy blends the content drawn on them; neither is
/// modeled (no public source gives their figures), so a foreground's color is taken as given.
/// The layer values are in ``MaterialLayer/layer(_:_:)``, with their source.
public struct MaterialLayer: Hashable, Sendable {
    /// How the blend layer combines with the content (W3C Compositing and Blending Level 1).
    public enum Blend: String, Hashable, Sendable, Codable {
        /// `B(cb, cs) = min(1, cb / (1 − cs))`, 0 when `cb` is 0, 1 when `cs` is 1.
        case colorDodge = "color-dodge"
        /// `cb ≤ 0.5 ? 2·cb·cs : 1 − 2·(1 − cb)·(1 − cs)` (hard light with the layers swapped).
        case overlay

        /// The blended channel of backdrop `cb` and source `cs`, both 0…1.
        public func channel(backdrop cb: Double, source cs: Double) -> Double {
            switch self {
            case .colorDodge:
                if cb <= 0 { return 0 }
                if cs >= 1 { return 1 }
                return min(1, cb / (1 - cs))
            case .overlay:
                return cb <= 0.5 ? 2 * cb * cs : 1 - 2 * (1 - cb) * (1 - cs)
            }
        }

        /// The CSS `mix-blend-mode` keyword.
        public var css: String { rawValue }
    }

    public var material: SystemMaterial
    public var scheme: Appearance.Scheme
    public var blend: Blend
    /// The blend layer's color, opaque.
    public var blendColor: SRGB
    /// The tint painted over the blend, with its alpha (0…1).
    public var tint: SRGB

    public init(material: SystemMaterial, scheme: Appearance.Scheme, blend: Blend, blendColor: SRGB, tint: SRGB) {
        self.material = material
        self.scheme = scheme
        self.blend = blend
        self.blendColor = blendColor
        self.tint = tint
    }

    /// The material as seen over uniform `content` (its alpha ignored: content is opaque): the
    /// blend layer, then the tint. Opaque, clipped to sRGB.
    public func over(_ content: SRGB) -> SRGB {
        let c = content.clipped
        let blended = SRGB(red: blend.channel(backdrop: c.red, source: blendColor.red),
                           green: blend.channel(backdrop: c.green, source: blendColor.green),
                           blue: blend.channel(backdrop: c.blue, source: blendColor.blue))
        return tint.composited(over: blended).clipped
    }

    /// The opaque color shown instead when Reduce Transparency is on: the material over the
    /// scheme's plain background (white in light, black in dark). Apple publishes no figures
    /// for it — `unconfirmed`; Haze's Cupertino materials fall back the same way (their tint
    /// over the container color) when blur is off.
    public var reduceTransparency: SRGB { over(scheme.plainBackground) }
}
