/// The hue shared by HSL, HSV and HWB (CSS Color 4 §7, `rgbToHsl`), from gamma-encoded sRGB.
@usableFromInline
enum HueMath {
    /// The hue in degrees 0 ≤ h < 360, or `nil` when the color has no chroma (max = min).
    @inlinable
    static func hue(_ rgb: SIMD3<Double>, max: Double, min: Double) -> Double? {
        let d = max - min
        guard d != 0 else { return nil }
        let h: Double
        if max == rgb.x {
            h = (rgb.y - rgb.z) / d + (rgb.y < rgb.z ? 6 : 0)
        } else if max == rgb.y {
            h = (rgb.z - rgb.x) / d + 2
        } else {
            h = (rgb.x - rgb.y) / d + 4
        }
        return PolarMath.normalizedDegrees(h * 60)
    }

    /// Gamma-encoded sRGB of a fully saturated, mid-lightness hue blended by CSS's `hslToRgb`.
    @inlinable
    static func rgb(hue: Double?, saturation: Double, lightness: Double) -> SIMD3<Double> {
        let h = PolarMath.normalizedDegrees(hue ?? 0)
        let a = saturation * Swift.min(lightness, 1 - lightness)
        func channel(_ n: Double) -> Double {
            let k = (n + h / 30).truncatingRemainder(dividingBy: 12)
            return lightness - a * Swift.max(-1, Swift.min(k - 3, 9 - k, 1))
        }
        return SIMD3(channel(0), channel(8), channel(4))
    }
}
