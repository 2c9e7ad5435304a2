import ColorScience
import ThemeModel

/// The contrast of content on Liquid Glass over a backdrop that is not known: the worst case
/// over every backdrop from black to white (or over a declared set), after the glass's tint and
/// dimming layer are composited over it.
///
/// **Assumptions** (Apple publishes no formula; see docs/glass.md): the glass itself is treated
/// as transparent (clear glass shows the backdrop; the frosting of regular glass is not modeled,
/// which bounds it from the pessimistic side only when a layer dims it); layers are composited
/// source-over, by default in gamma-encoded sRGB as browsers and Core Animation blend colors,
/// or in linear light (`.linear`).
public enum GlassContrast {
    /// How layers are blended.
    public enum Blend: String, Hashable, Sendable, CaseIterable {
        /// Source-over on gamma-encoded sRGB channels.
        case gamma
        /// Source-over on linear-light channels.
        case linear
    }

    /// The worst case of one content color: the lowest WCAG ratio and the backdrop that gives it.
    public struct WorstCase: Hashable, Sendable {
        public var ratio: Double
        /// The backdrop (opaque) under the glass in the worst case.
        public var backdrop: SRGB
        /// What the content is drawn on there: the backdrop with the layers over it, opaque.
        public var background: SRGB
    }

    /// `layers` (bottom first) over an opaque backdrop, opaque.
    public static func composite(_ layers: [SRGB], over backdrop: SRGB, blend: Blend) -> SRGB {
        switch blend {
        case .gamma:
            return layers.reduce(backdrop.clipped) { below, layer in layer.clipped.composited(over: below) }
        case .linear:
            var linear = LinearSRGB(backdrop.clipped).rgb
            for layer in layers {
                let l = layer.clipped
                linear = LinearSRGB(SRGB(red: l.red, green: l.green, blue: l.blue)).rgb * l.alpha + linear * (1 - l.alpha)
            }
            return SRGB(LinearSRGB(rgb: linear))
        }
    }

    /// The backdrops checked when none are declared: black and white. Contrast depends on
    /// luminance alone, the composited luminance is monotonic in each backdrop channel, so it
    /// spans exactly the range between these two, and every luminance between is reached by
    /// a gray: the worst case over every backdrop is at one of them, or at the gray that
    /// matches the content's luminance when that lies within the range (1:1).
    public static let extremes = [SRGB(red: 0, green: 0, blue: 0), SRGB(red: 1, green: 1, blue: 1)]

    /// The worst case of `content` (opaque, or composited over the background it is drawn on)
    /// on `glass`, over `backdrops` (default: every backdrop from black to white).
    public static func worstCase(of content: SRGB, on glass: GlassSurface, over backdrops: [SRGB]? = nil, blend: Blend = .gamma) -> WorstCase {
        // Translucent content is composited over what it is drawn on, so its contrast is not a
        // function of the backdrop's luminance alone: every 256th gray is checked too.
        let grays = content.alpha < 1 ? (0...256).map { SRGB(red: Double($0) / 256, green: Double($0) / 256, blue: Double($0) / 256) } : []
        let candidates = backdrops ?? (extremes + grays)
        var worst: WorstCase?
        for backdrop in candidates {
            let background = composite(glass.layers, over: backdrop, blend: blend)
            let ratio = WCAG21Contrast.ratio(content.clipped.composited(over: background), background)
            if worst.map({ ratio < $0.ratio }) ?? true { worst = WorstCase(ratio: ratio, backdrop: backdrop, background: background) }
        }
        guard backdrops == nil, var result = worst else { return worst ?? WorstCase(ratio: 1, backdrop: candidates[0], background: candidates[0]) }
        // Between black and white some gray gives the content's own luminance (when the content
        // is opaque): then nothing separates them.
        let dark = composite(glass.layers, over: extremes[0], blend: blend).relativeLuminance
        let light = composite(glass.layers, over: extremes[1], blend: blend).relativeLuminance
        let own = content.clipped.relativeLuminance
        if content.alpha >= 1, own > dark, own < light, let gray = matchingBackdrop(luminance: own, glass: glass, blend: blend) {
            let background = composite(glass.layers, over: gray, blend: blend)
            result = WorstCase(ratio: WCAG21Contrast.ratio(content.clipped, background), backdrop: gray, background: background)
        }
        return result
    }

    /// The gray backdrop whose composite has `luminance` (bisection on the gray level).
    static func matchingBackdrop(luminance: Double, glass: GlassSurface, blend: Blend) -> SRGB? {
        var low = 0.0, high = 1.0
        for _ in 0..<60 {
            let mid = (low + high) / 2
            let l = composite(glass.layers, over: SRGB(red: mid, green: mid, blue: mid), blend: blend).relativeLuminance
            if l < luminance { low = mid } else { high = mid }
        }
        let level = (low + high) / 2
        return SRGB(red: level, green: level, blue: level)
    }

    /// The dimming color that helps `content`: black beneath light content, white beneath dark.
    public static func helpfulDimming(for content: SRGB) -> SRGB {
        content.clipped.relativeLuminance > 0.18 ? SRGB(red: 0, green: 0, blue: 0) : SRGB(red: 1, green: 1, blue: 1)
    }

    /// The least opacity of a dimming layer of `color` (over the glass's tint, in place of its
    /// own dimming layer) with which `content` reaches `ratio` over every backdrop; nil when no
    /// opacity does (content too close to the dimming color).
    public static func leastDimming(for content: SRGB, to ratio: Double, color: SRGB, on glass: GlassSurface,
                                    over backdrops: [SRGB]? = nil, blend: Blend = .gamma) -> Double? {
        func passes(_ opacity: Double) -> Bool {
            var dimmed = glass
            dimmed.dim = SRGB(red: color.red, green: color.green, blue: color.blue, alpha: opacity)
            return worstCase(of: content, on: dimmed, over: backdrops, blend: blend).ratio >= ratio
        }
        guard passes(1) else { return nil }
        if passes(0) { return 0 }
        var low = 0.0, high = 1.0
        for _ in 0..<60 {
            let mid = (low + high) / 2
            if passes(mid) { high = mid } else { low = mid }
        }
        return high
    }

    /// The system's hierarchical label colors (`label`, `secondaryLabel`, `.primary`,
    /// `.secondary`…), which regular glass draws vibrant and adapts itself: system-managed.
    public static func isSystemManaged(_ path: TokenPath) -> Bool {
        path.components.count == 2 && path.components[0] == "system"
            && ["label", "secondaryLabel", "tertiaryLabel", "quaternaryLabel", "placeholderText", "labelColor", "secondaryLabelColor",
                "tertiaryLabelColor", "quaternaryLabelColor"].contains(path.components[1])
    }

    /// What glass shows with Reduce Transparency on: frosted, opaque — taken as the regular
    /// material's opaque color in the scheme (``MaterialLayer/reduceTransparency``, unconfirmed:
    /// Apple says only that glass "becomes frostier"), with the glass's tint and dimming layer
    /// over it.
    public static func frosted(_ glass: GlassSurface, scheme: Appearance.Scheme, blend: Blend = .gamma) -> SRGB {
        composite(glass.layers, over: MaterialLayer.layer(.regular, scheme).reduceTransparency, blend: blend)
    }

    /// What glass shows with Increase Contrast on: Apple says its elements become "predominantly
    /// black or white" with a contrasting border; taken as opaque white in light appearances and
    /// black in dark ones (unconfirmed: which of the two, and how opaque, is not published), with
    /// the glass's tint and dimming layer over it.
    public static func increasedContrast(_ glass: GlassSurface, scheme: Appearance.Scheme, blend: Blend = .gamma) -> SRGB {
        composite(glass.layers, over: extremes[scheme == .light ? 1 : 0], blend: blend)
    }

    /// One check of a content color on glass in one appearance.
    public struct Measurement: Hashable, Sendable {
        public enum Kind: Hashable, Sendable {
            /// Over every backdrop (or the declared ones): the worst case.
            case backdrop(WorstCase)
            /// With Reduce Transparency on: on the frosted glass.
            case reduceTransparency
            /// With Increase Contrast on: on the glass drawn black or white.
            case increaseContrast
        }
        public var kind: Kind
        public var ratio: Double
        /// The content as seen (composited when translucent).
        public var content: SRGB
        /// What it is drawn on, opaque.
        public var background: SRGB
    }

    /// The checks of `content` on `glass` in `appearance`, in the order they are reported: with
    /// Increase Contrast on, the glass drawn black or white alone (the backdrop no longer shows
    /// through); otherwise the worst case over the backdrops, then the frosted glass of Reduce
    /// Transparency. Empty for regular glass with nothing to bound it outside Increase Contrast
    /// (`glass-unbounded`). `identity` is no glass: neither setting changes it.
    public static func measurements(of content: SRGB, on glass: GlassSurface, in appearance: Appearance,
                                    over backdrops: [SRGB]? = nil) -> [Measurement] {
        func opaque(_ kind: Measurement.Kind, on background: SRGB) -> Measurement {
            let seen = content.alpha >= 1 ? content : content.clipped.composited(over: background)
            return Measurement(kind: kind, ratio: WCAG21Contrast.ratio(seen, background), content: seen.clipped, background: background)
        }
        if appearance.contrast == .increased, glass.variant != .identity {
            return [opaque(.increaseContrast, on: increasedContrast(glass, scheme: appearance.scheme))]
        }
        if glass.variant == .regular, !glass.isBounded { return [] }
        let worst = worstCase(of: content, on: glass, over: backdrops)
        let seen = content.alpha >= 1 ? content : content.clipped.composited(over: worst.background)
        var result = [Measurement(kind: .backdrop(worst), ratio: worst.ratio, content: seen.clipped, background: worst.background)]
        if glass.variant != .identity {
            result.append(opaque(.reduceTransparency, on: frosted(glass, scheme: appearance.scheme)))
        }
        return result
    }
}
