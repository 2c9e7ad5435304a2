import ColorScience
import ThemeModel

/// The worst contrast of a pair in one appearance and vision, with the colors measured.
public struct ContrastMeasurement: Hashable, Sendable {
    /// The WCAG 2.x contrast ratio, 1…21.
    public var ratio: Double
    /// The foreground as drawn: composited over the background when translucent, then seen
    /// with the vision measured (clipped to sRGB).
    public var foreground: SRGB
    /// The background as drawn: composited over the worst backdrop when translucent, then seen
    /// with the vision measured (clipped to sRGB).
    public var background: SRGB
    /// The backdrop a translucent background was composited over for the worst case (nil: the
    /// background is opaque, or lies on the scheme's plain background).
    public var backdrop: TokenPath?

    public init(ratio: Double, foreground: SRGB, background: SRGB, backdrop: TokenPath?) {
        self.ratio = ratio
        self.foreground = foreground
        self.background = background
        self.backdrop = backdrop
    }

    /// Measures a foreground on a background: a translucent background over each backdrop, a
    /// translucent foreground over the result, both passed through `seen`; the lowest ratio,
    /// and how many measurements it took.
    static func worst(_ foreground: ResolvedColor, on background: ResolvedColor, backdrops: Backdrops,
                      seen: (SRGB) -> SRGB) -> (measurement: ContrastMeasurement, count: Int) {
        let bg = background.srgb
        guard bg.alpha < 1 else { return (measure(foreground, onOpaque: bg, backdrop: nil, seen: seen), 1) }
        var worst: ContrastMeasurement?
        for backdrop in backdrops.colors {
            let measurement = measure(foreground, onOpaque: bg.composited(over: backdrop.color), backdrop: backdrop.path, seen: seen)
            if measurement.ratio < (worst?.ratio ?? .infinity) { worst = measurement }
        }
        // Backdrops always hold one color at least (the scheme's plain background).
        return (worst!, backdrops.colors.count)
    }

    /// Measures a foreground (composited first when translucent) on an opaque background.
    private static func measure(_ foreground: ResolvedColor, onOpaque background: SRGB, backdrop: TokenPath?,
                                seen: (SRGB) -> SRGB) -> ContrastMeasurement {
        let fg = foreground.alpha < 1 ? foreground.srgb.composited(over: background) : foreground.srgb
        let (seenForeground, seenBackground) = (seen(fg), seen(background))
        return ContrastMeasurement(ratio: WCAG21Contrast.ratio(seenForeground, seenBackground), foreground: seenForeground,
                                   background: seenBackground, backdrop: backdrop)
    }
}
