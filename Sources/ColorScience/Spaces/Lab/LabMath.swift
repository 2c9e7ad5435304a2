import RealModule

/// The CIELAB formulas (CIE 15:2004) with the exact constants of CSS Color 4:
/// ε = 216/24389 and κ = 24389/27.
@usableFromInline
enum LabMath {
    @usableFromInline static let epsilon = 216.0 / 24389.0
    @usableFromInline static let kappa = 24389.0 / 27.0

    /// XYZ relative to `white` → (L, a, b).
    @inlinable
    static func lab(fromXYZ xyz: SIMD3<Double>, white: SIMD3<Double>) -> SIMD3<Double> {
        let r = xyz / white
        let f = SIMD3(curve(r.x), curve(r.y), curve(r.z))
        return SIMD3(116 * f.y - 16, 500 * (f.x - f.y), 200 * (f.y - f.z))
    }

    @inlinable
    static func curve(_ t: Double) -> Double {
        t > epsilon ? FastMath.cbrt(t) : (kappa * t + 16) / 116
    }

    /// CIE L* (0…100) of a relative luminance Y (white = 1).
    @inlinable
    static func lightness(luminance y: Double) -> Double {
        116 * curve(y) - 16
    }

    /// Relative luminance Y (white = 1) of a CIE L*.
    @inlinable
    static func luminance(lightness l: Double) -> Double {
        l > kappa * epsilon ? Double.pow((l + 16) / 116, 3) : l / kappa
    }

    /// (L, a, b) → XYZ relative to `white`.
    @inlinable
    static func xyz(fromLab lab: SIMD3<Double>, white: SIMD3<Double>) -> SIMD3<Double> {
        let f1 = (lab.x + 16) / 116
        let f0 = lab.y / 500 + f1
        let f2 = f1 - lab.z / 200
        let x = f0 * f0 * f0 > epsilon ? f0 * f0 * f0 : (116 * f0 - 16) / kappa
        let y = lab.x > kappa * epsilon ? f1 * f1 * f1 : lab.x / kappa
        let z = f2 * f2 * f2 > epsilon ? f2 * f2 * f2 : (116 * f2 - 16) / kappa
        return SIMD3(x, y, z) * white
    }
}

/// Rectangular ↔ polar coordinates of the opponent spaces (Lab → LCh, OKLab → OKLCh).
@usableFromInline
enum PolarMath {
    /// (a, b) → (chroma, hue in degrees 0 ≤ h < 360); the hue is `nil` (powerless) when the chroma
    /// is below `epsilon`.
    @inlinable @inline(__always)
    static func polar(a: Double, b: Double, epsilon: Double) -> (chroma: Double, hue: Double?) {
        let chroma = (a * a + b * b).squareRoot()
        guard chroma >= epsilon else { return (chroma, nil) }
        return (chroma, FastMath.hueDegrees(y: b, x: a))
    }

    /// (chroma, hue in degrees) → (a, b); a missing hue counts as 0.
    @inlinable
    static func rectangular(chroma: Double, hue: Double?) -> (a: Double, b: Double) {
        let radians = (hue ?? 0) * (Double.pi / 180)
        return (chroma * Double.cos(radians), chroma * Double.sin(radians))
    }

    /// An angle in degrees folded into 0 ≤ h < 360.
    @inlinable
    static func normalizedDegrees(_ degrees: Double) -> Double {
        var h = degrees.truncatingRemainder(dividingBy: 360)
        if h < 0 { h += 360 }
        return h >= 360 ? 0 : h
    }
}
