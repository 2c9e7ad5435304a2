/// HSL on gamma-encoded sRGB (CSS `hsl()`): hue in degrees, saturation and lightness 0…1.
public struct HSL: ColorModel {
    public static let space = ColorSpace.hsl

    /// Hue in degrees, 0 ≤ h < 360 when converted; `nil` when powerless (saturation 0).
    public var hue: Double?
    /// Saturation, 0…1.
    public var saturation: Double
    /// Lightness, 0…1.
    public var lightness: Double
    public var alpha: Double

    @inlinable
    public init(hue: Double?, saturation: Double, lightness: Double, alpha: Double = 1) {
        self.hue = hue
        self.saturation = saturation
        self.lightness = lightness
        self.alpha = alpha
    }

    /// The HSL form of an sRGB color (CSS Color 4 `rgbToHsl`).
    @inlinable
    public init(_ srgb: SRGB) {
        let rgb = srgb.rgb
        let maxC = Swift.max(rgb.x, rgb.y, rgb.z), minC = Swift.min(rgb.x, rgb.y, rgb.z)
        var hue = HueMath.hue(rgb, max: maxC, min: minC)
        let lightness = (maxC + minC) / 2
        var saturation = 0.0
        if maxC != minC, lightness != 0, lightness != 1 {
            saturation = (maxC - lightness) / Swift.min(lightness, 1 - lightness)
        }
        if saturation < 0 {
            // Out-of-gamut input: flip to the opposite hue with positive saturation (CSS Color 4).
            saturation = -saturation
            hue = hue.map { PolarMath.normalizedDegrees($0 + 180) }
        }
        if saturation == 0 { hue = nil }
        self.init(hue: hue, saturation: saturation, lightness: lightness, alpha: srgb.alpha)
    }

    @inlinable
    public var xyz: SIMD3<Double> { SRGB(self).xyz }

    @inlinable
    public init(xyz: SIMD3<Double>, alpha: Double) { self.init(SRGB(xyz: xyz, alpha: alpha)) }

    public var coordinates: ColorCoordinates { ColorCoordinates(hue, saturation, lightness) }

    public init(coordinates: ColorCoordinates, alpha: Double) {
        self.init(
            hue: coordinates.first, saturation: coordinates.second ?? 0,
            lightness: coordinates.third ?? 0, alpha: alpha)
    }
}

extension SRGB {
    /// The sRGB form of an HSL color (CSS Color 4 `hslToRgb`).
    @inlinable
    public init(_ hsl: HSL) {
        self.init(
            rgb: HueMath.rgb(hue: hsl.hue, saturation: hsl.saturation, lightness: hsl.lightness),
            alpha: hsl.alpha)
    }
}
