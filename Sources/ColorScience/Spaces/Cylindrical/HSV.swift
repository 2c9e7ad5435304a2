/// HSV, also called HSB, on gamma-encoded sRGB: hue in degrees, saturation and value 0…1.
public struct HSV: ColorModel {
    public static let space = ColorSpace.hsv

    /// Hue in degrees, 0 ≤ h < 360 when converted; `nil` when powerless (saturation 0).
    public var hue: Double?
    /// Saturation, 0…1.
    public var saturation: Double
    /// Value (brightness), 0…1.
    public var value: Double
    public var alpha: Double

    @inlinable
    public init(hue: Double?, saturation: Double, value: Double, alpha: Double = 1) {
        self.hue = hue
        self.saturation = saturation
        self.value = value
        self.alpha = alpha
    }

    /// The HSV form of an sRGB color: value = max, saturation = (max − min) / max.
    @inlinable
    public init(_ srgb: SRGB) {
        let rgb = srgb.rgb
        let maxC = Swift.max(rgb.x, rgb.y, rgb.z), minC = Swift.min(rgb.x, rgb.y, rgb.z)
        let saturation = maxC == 0 ? 0 : (maxC - minC) / maxC
        let hue = saturation == 0 ? nil : HueMath.hue(rgb, max: maxC, min: minC)
        self.init(hue: hue, saturation: saturation, value: maxC, alpha: srgb.alpha)
    }

    @inlinable
    public var xyz: SIMD3<Double> { SRGB(self).xyz }

    @inlinable
    public init(xyz: SIMD3<Double>, alpha: Double) { self.init(SRGB(xyz: xyz, alpha: alpha)) }

    public var coordinates: ColorCoordinates { ColorCoordinates(hue, saturation, value) }

    public init(coordinates: ColorCoordinates, alpha: Double) {
        self.init(
            hue: coordinates.first, saturation: coordinates.second ?? 0, value: coordinates.third ?? 0,
            alpha: alpha)
    }
}

extension SRGB {
    /// The sRGB form of an HSV color: `f(n) = v − v·s·max(0, min(k, 4 − k, 1))`,
    /// `k = (n + h/60) mod 6`.
    @inlinable
    public init(_ hsv: HSV) {
        let h = PolarMath.normalizedDegrees(hsv.hue ?? 0)
        func channel(_ n: Double) -> Double {
            let k = (n + h / 60).truncatingRemainder(dividingBy: 6)
            return hsv.value - hsv.value * hsv.saturation * Swift.max(0, Swift.min(k, 4 - k, 1))
        }
        self.init(red: channel(5), green: channel(3), blue: channel(1), alpha: hsv.alpha)
    }
}
