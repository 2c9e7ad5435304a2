import ColorScience
import ThemeModel

/// The contrast of a foreground on a material over one content color (or on the material's
/// opaque Reduce Transparency color, when `content` is nil).
public struct MaterialMeasurement: Hashable, Sendable {
    public var material: SystemMaterial
    public var scheme: Appearance.Scheme
    /// The content beneath; nil for the opaque Reduce Transparency color.
    public var content: MaterialContent?
    /// The vibrancy the foreground is drawn with, nil for its own color. Over content the
    /// foreground is then the vibrant color; on the opaque Reduce Transparency color it is the
    /// plain system color of the same level (there is no vibrancy without the material).
    public var vibrancy: VibrancyStyle?
    /// The foreground as seen: composited over the background when translucent, or the vibrant
    /// color.
    public var foreground: SRGB
    /// The material as seen: over the content, or its opaque replacement.
    public var background: SRGB
    /// WCAG 2.x contrast ratio, 1…21.
    public var ratio: Double

    public init(material: SystemMaterial, scheme: Appearance.Scheme, content: MaterialContent?, vibrancy: VibrancyStyle? = nil,
                foreground: SRGB, background: SRGB, ratio: Double) {
        self.material = material
        self.scheme = scheme
        self.content = content
        self.vibrancy = vibrancy
        self.foreground = foreground
        self.background = background
        self.ratio = ratio
    }

    /// A foreground (composited when translucent) on a material over each content color.
    public static func over(_ contents: [MaterialContent], foreground: SRGB, layer: MaterialLayer) -> [MaterialMeasurement] {
        contents.map { content in
            measure(foreground, on: layer.over(content.color), layer: layer, content: content)
        }
    }

    /// Content drawn with vibrancy on a material over each content color: the vibrant color of
    /// the style over the material as seen there (``Vibrancy``).
    public static func over(_ contents: [MaterialContent], vibrancy style: VibrancyStyle, layer: MaterialLayer) -> [MaterialMeasurement] {
        let vibrancy = Vibrancy.vibrancy(style, layer.scheme)
        return contents.map { content in
            let background = layer.over(content.color)
            let foreground = vibrancy.color(over: background)
            return MaterialMeasurement(material: layer.material, scheme: layer.scheme, content: content, vibrancy: style,
                                       foreground: foreground, background: background,
                                       ratio: WCAG21Contrast.ratio(foreground, background))
        }
    }

    /// The lowest ratio over the contents (the first of equals), nil when there are none.
    public static func worst(over contents: [MaterialContent], foreground: SRGB, layer: MaterialLayer) -> MaterialMeasurement? {
        lowest(over(contents, foreground: foreground, layer: layer))
    }

    /// The lowest ratio of vibrant content over the contents (the first of equals), nil when
    /// there are none.
    public static func worst(over contents: [MaterialContent], vibrancy style: VibrancyStyle, layer: MaterialLayer) -> MaterialMeasurement? {
        lowest(over(contents, vibrancy: style, layer: layer))
    }

    /// A foreground on the material's opaque Reduce Transparency color; `vibrancy` names the
    /// style it would have been drawn with on the material, when `foreground` is the plain
    /// system color standing in for it.
    public static func reduceTransparency(foreground: SRGB, layer: MaterialLayer, vibrancy: VibrancyStyle? = nil) -> MaterialMeasurement {
        var measurement = measure(foreground, on: layer.reduceTransparency, layer: layer, content: nil)
        measurement.vibrancy = vibrancy
        return measurement
    }

    static func lowest(_ measurements: [MaterialMeasurement]) -> MaterialMeasurement? {
        measurements.reduce(nil) { worst, next in next.ratio < (worst?.ratio ?? .infinity) ? next : worst }
    }

    private static func measure(_ foreground: SRGB, on background: SRGB, layer: MaterialLayer, content: MaterialContent?) -> MaterialMeasurement {
        let seen = foreground.composited(over: background).clipped
        return MaterialMeasurement(material: layer.material, scheme: layer.scheme, content: content, foreground: seen,
                                   background: background, ratio: WCAG21Contrast.ratio(seen, background))
    }
}
