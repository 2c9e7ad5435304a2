/// HWB on gamma-encoded sRGB (CSS `hwb()`): hue in degrees, whiteness and blackness 0…1.
public struct HWB: ColorModel {
    public static let space = ColorSpace.hwb

    /// Hue in degrees, 0 ≤ h < 360 when converted; `nil` when powerless (achromatic).
    public var hue: Double?
    /// Whiteness, 0…1.
    public var whiteness: Double
    /// Blackness, 0…1.
    public var blackness: Double
    public var alpha: Double

    @inlinable
    public init(hue: Double?, whiteness: Double, blackness: Double, alpha: Double = 1) {
        self.hue = hue
        self.whiteness = whiteness
        self.blackness = blackness
        self.alpha = alpha
    }

    /// The HWB form of an sRGB color: whiteness = min, blackness = 1 − max.
    @inlinable
    public init(_ srgb: SRGB) {
        let rgb = srgb.rgb
        let maxC = Swift.max(rgb.x, rgb.y, rgb.z), minC = Swift.min(rgb.x, rgb.y, rgb.z)
        self.init(
            hue: HueMath.hue(rgb, max: maxC, min: minC), whiteness: minC, blackness: 1 - maxC,
            alpha: srgb.alpha)
    }

    @inlinable
    public var xyz: SIMD3<Double> { SRGB(self).xyz }

    @inlinable
    public init(xyz: SIMD3<Double>, alpha: Double) { self.init(SRGB(xyz: xyz, alpha: alpha)) }

    public var coordinates: ColorCoordinates { ColorCoordinates(hue, whiteness, blackness) }

    public init(coordinates: ColorCoordinates, alpha: Double) {
        self.init(
            hue: coordinates.first, whiteness: coordinates.second ?? 0,
            blackness: coordinates.third ?? 0, alpha: alpha)
    }
}

extension SRGB {
    /// The sRGB form of an HWB color (CSS Color 4 `hwbToRgb`): a gray when whiteness + blackness
    /// ≥ 1, otherwise the pure hue scaled by 1 − w − b and lifted by w.
    @inlinable
    public init(_ hwb: HWB) {
        let w = hwb.whiteness, b = hwb.blackness
        if w + b >= 1 {
            let gray = w / (w + b)
            self.init(red: gray, green: gray, blue: gray, alpha: hwb.alpha)
            return
        }
        let pure = HueMath.rgb(hue: hwb.hue, saturation: 1, lightness: 0.5)
        self.init(rgb: pure * (1 - w - b) + SIMD3(repeating: w), alpha: hwb.alpha)
    }
}
