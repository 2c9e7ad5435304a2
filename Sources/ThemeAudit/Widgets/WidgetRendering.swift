import ColorScience
import ThemeModel

/// Every formula of the widget rendering emulation, in one place so it can be corrected.
///
/// **This is an emulation, not Apple's renderer.** WidgetKit's rendering is not public. What
/// Apple documents (developer.apple.com/documentation/widgetkit):
///
/// - `WidgetRenderingMode.fullColor`: "the system doesn't alter or filter the widget's colors".
/// - `WidgetRenderingMode.accented`: views are drawn from their alpha channel; views marked
///   `widgetAccentable()` form the accent group, drawn in the accent color; the others form the
///   default group (white, as the seed article observes: "all elements became white").
/// - `WidgetAccentedRenderingMode` for images (`Image.widgetAccentedRenderingMode(_:)`):
///   `accented` joins the accent group; `accentedDesaturated` "maps the luminance of the Image
///   in to the alpha channel, replacing color channels with the color applied to the accent
///   group"; `desaturated` does the same with the default group's color; `fullColor` renders
///   the image "at full color with no other color modifications".
/// - `WidgetRenderingMode.vibrant`: "the system desaturates the widget, making a monochrome
///   version that it uses to create an adaptive, vibrant effect".
///
/// What is **not** documented and chosen here (unconfirmed): the accented background (a dark
/// version of the tint, ``accentedBackground(tint:)``), the vibrant background (a dark neutral),
/// how luminance becomes alpha (``luminanceAlpha(_:)``), and the blur and vibrancy the system
/// adds (ignored: colors are composited source-over in sRGB).
public enum WidgetRendering {
    /// The default group's color in the accented mode, and the vibrant mode's one color: white.
    public static let defaultGroupColor = SRGB(red: 1, green: 1, blue: 1)

    /// OKLCH lightness of the accented mode's background (unconfirmed). The seed article saw the
    /// colored background "replaced by black with a gradient"; iOS 18's tinted widgets sit on a
    /// near-black, slightly tinted backdrop.
    public static let accentedBackgroundLightness = 0.16
    /// The share of the tint's OKLCH chroma the accented background keeps (unconfirmed).
    public static let accentedBackgroundChromaShare = 0.25
    /// The most chroma the accented background takes, so strong tints stay a dark backdrop.
    public static let accentedBackgroundMaximumChroma = 0.03
    /// OKLCH lightness of the vibrant mode's background: a dark neutral (unconfirmed; the Lock
    /// Screen's wallpaper varies, and dark is the usual case).
    public static let vibrantBackgroundLightness = 0.25

    /// The accented mode's background for a tint: the tint's hue at
    /// ``accentedBackgroundLightness``, with ``accentedBackgroundChromaShare`` of its chroma (at
    /// most ``accentedBackgroundMaximumChroma``), opaque sRGB.
    public static func accentedBackground(tint: SRGB) -> SRGB {
        let lch = OKLCH(tint.clipped)
        let chroma = min(lch.chroma * accentedBackgroundChromaShare, accentedBackgroundMaximumChroma)
        return SRGB(OKLab(OKLCH(lightness: accentedBackgroundLightness, chroma: chroma, hue: lch.hue))).clipped
    }

    /// What a translucent widget background is composited over in full color: white in light
    /// appearances, black in dark (what lies behind a widget is not known; unconfirmed).
    public static func backdrop(_ scheme: Appearance.Scheme) -> SRGB {
        scheme.plainBackground
    }

    /// The dimming iOS 26's Clear and Tinted home screens put on a widget's glass: black at this
    /// opacity (unconfirmed: a figure quoted by third parties, not Apple).
    public static let homeScreenGlassDimming = 0.35
    /// The opacity of the tint on the Tinted home screen's glass (unconfirmed).
    public static let homeScreenGlassTintOpacity = 0.3

    /// The glass a widget is drawn on on a Clear or Tinted home screen: clear glass, tinted on
    /// Tinted, with ``homeScreenGlassDimming`` of black (all unconfirmed).
    public static func homeScreenGlass(_ screen: WidgetHomeScreen, tint: SRGB) -> GlassSurface {
        GlassSurface(variant: .clear,
                     tint: screen == .tinted ? SRGB(red: tint.red, green: tint.green, blue: tint.blue, alpha: homeScreenGlassTintOpacity) : nil,
                     dim: SRGB(red: 0, green: 0, blue: 0, alpha: homeScreenGlassDimming))
    }

    /// The vibrant mode's background: neutral, at ``vibrantBackgroundLightness``.
    public static let vibrantBackground = SRGB(OKLab(OKLCH(lightness: vibrantBackgroundLightness, chroma: 0, hue: nil))).clipped

    /// How luminance becomes alpha when a color is desaturated: its WCAG relative luminance
    /// (linear light, 0…1) encoded with the sRGB transfer curve, so that white at this alpha
    /// over black shows the gray the color desaturates to. Black gives 0, white 1, sRGB mid-gray
    /// `#777777` about 0.47. The color's own alpha is not included.
    public static func luminanceAlpha(_ color: SRGB) -> Double {
        let y = min(max(SRGB(red: color.red, green: color.green, blue: color.blue).clipped.relativeLuminance, 0), 1)
        return TransferFunction.sRGB.encode(y)
    }

    /// Which group an element is drawn in under the accented mode.
    public enum Group: String, Hashable, Sendable, Codable {
        /// White at the element's alpha.
        case `default`
        /// The tint at the element's alpha.
        case accent
        /// Left as it is (a `fullColor` image).
        case unchanged
    }

    /// The group an element falls in under the accented mode: an image by its accented
    /// rendering mode, anything else by `widgetAccentable`.
    public static func group(accentable: Bool, image: WidgetImageRenderingMode?) -> Group {
        switch image {
        case .fullColor: .unchanged
        case .accented, .accentedDesaturated: .accent
        case .desaturated: .default
        case nil: accentable ? .accent : .default
        }
    }

    /// What an element paints in a mode, before compositing: a color with an alpha.
    ///
    /// - Parameters:
    ///   - color: the element's color, sRGB, with its alpha.
    ///   - alpha: the element's own opacity, 0…1; it multiplies the color's.
    ///   - monochrome: the alpha of white the element switches to outside full color, if it does
    ///     (it then replaces `color` and `alpha` in the accented and vibrant modes).
    ///   - tint: the tint, for the accented mode.
    ///
    /// With `a = color.alpha × alpha`:
    /// - fullColor: `color` at `a`.
    /// - accented: accent group → tint at `a`; default group → white at `a`; a
    ///   `desaturated`/`accentedDesaturated` image → white/tint at `a × luminanceAlpha(color)`; a
    ///   `fullColor` image → `color` at `a`.
    /// - vibrant: white at `a × luminanceAlpha(color)`.
    public static func paint(
        color: SRGB, alpha: Double, accentable: Bool, image: WidgetImageRenderingMode?, monochrome: Double?,
        mode: WidgetRenderingMode, tint: SRGB
    ) -> SRGB {
        var color = color
        var a = min(max(color.alpha * alpha, 0), 1)
        if mode != .fullColor, let monochrome {
            color = defaultGroupColor
            a = monochrome
        }
        func white(_ alpha: Double) -> SRGB { SRGB(red: 1, green: 1, blue: 1, alpha: alpha) }
        switch mode {
        case .fullColor:
            return SRGB(red: color.red, green: color.green, blue: color.blue, alpha: a)
        case .vibrant:
            return white(a * luminanceAlpha(color))
        case .accented:
            let desaturated = image == .desaturated || image == .accentedDesaturated
            let shown = desaturated ? a * luminanceAlpha(color) : a
            switch group(accentable: accentable, image: image) {
            case .unchanged: return SRGB(red: color.red, green: color.green, blue: color.blue, alpha: a)
            case .accent: return SRGB(red: tint.red, green: tint.green, blue: tint.blue, alpha: shown)
            case .default: return white(shown)
            }
        }
    }
}
