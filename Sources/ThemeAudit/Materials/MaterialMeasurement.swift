import ColorScience
import ThemeModel

/// The contrast of a foreground on a material over one content color (or on the material's
/// opaque Reduce Transparency color, when `content` is nil).
public struct MaterialMeasurement: Hashable, Sendable {
    public var material: SystemMaterial
    public var scheme: Appearance.Scheme
    /// The content beneath; nil for the opaque Reduce Transparency color.
    public var content: MaterialContent?
    /// The foreground as seen: composited over the background when translucent.
    public var foreground: SRGB
    /// The material as seen: over the content, or its opaque replacement.
    public var background: SRGB
    /// WCAG 2.x contrast ratio, 1…21.
    public var ratio: Double

    public init(material: SystemMaterial, scheme: Appearance.Scheme, content: MaterialContent?, foreground: SRGB,
                background: SRGB, ratio: Double) {
        self.material = material
        self.scheme = scheme
        self.content = content
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

    /// The lowest ratio over the contents (the first of equals), nil when there are none.
    public static func worst(over contents: [MaterialContent], foreground: SRGB, layer: MaterialLayer) -> MaterialMeasurement? {
        over(contents, foreground: foreground, layer: layer).reduce(nil) { worst, next in
            next.ratio < (worst?.ratio ?? .infinity) ? next : worst
        }
    }

    /// A foreground on the material's opaque Reduce Transparency color.
    public static func reduceTransparency(foreground: SRGB, layer: MaterialLayer) -> MaterialMeasurement {
        measure(foreground, on: layer.reduceTransparency, layer: layer, content: nil)
    }

    private static func measure(_ foreground: SRGB, on background: SRGB, layer: MaterialLayer, content: MaterialContent?) -> MaterialMeasurement {
        let seen = foreground.composited(over: background).clipped
        return MaterialMeasurement(material: layer.material, scheme: layer.scheme, content: content, foreground: seen,
                                   background: background, ratio: WCAG21Contrast.ratio(seen, background))
    }
}
