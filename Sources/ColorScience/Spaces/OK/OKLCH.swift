/// OKLCh, the polar form of OKLab: lightness 0…1, chroma ≥ 0 (about 0.37 at most inside
/// Display P3), hue in degrees.
public struct OKLCH: ColorModel {
    public static let space = ColorSpace.oklch
    /// Below this chroma the hue is powerless (CSS Color 4 `OKLab_to_OKLCH`, ε = 0.000004).
    public static let achromaticChroma = 0.000004

    /// Perceived lightness, 0…1.
    public var lightness: Double
    /// Chroma, ≥ 0.
    public var chroma: Double
    /// Hue angle in degrees, 0 ≤ h < 360; `nil` when powerless.
    public var hue: Double?
    public var alpha: Double

    @inlinable
    public init(lightness: Double, chroma: Double, hue: Double?, alpha: Double = 1) {
        self.lightness = lightness
        self.chroma = chroma
        self.hue = hue
        self.alpha = alpha
    }

    /// The polar form of an OKLab color.
    @inlinable @inline(__always)
    public init(_ oklab: OKLab) {
        let (chroma, hue) = PolarMath.polar(a: oklab.a, b: oklab.b, epsilon: Self.achromaticChroma)
        self.init(lightness: oklab.lightness, chroma: chroma, hue: hue, alpha: oklab.alpha)
    }

    /// The fast path from sRGB.
    @inlinable
    public init(_ srgb: SRGB) { self.init(OKLab(srgb)) }

    /// The fast path from 8-bit sRGB, always inlined so that a caller's loop pays no call.
    @inlinable @inline(__always)
    public init(_ bytes: RGBA8) { self.init(OKLab(bytes)) }

    @inlinable
    public var xyz: SIMD3<Double> { OKLab(self).xyz }

    @inlinable
    public init(xyz: SIMD3<Double>, alpha: Double) { self.init(OKLab(xyz: xyz, alpha: alpha)) }

    public var coordinates: ColorCoordinates { ColorCoordinates(lightness, chroma, hue) }

    public init(coordinates: ColorCoordinates, alpha: Double) {
        self.init(
            lightness: coordinates.first ?? 0, chroma: coordinates.second ?? 0, hue: coordinates.third,
            alpha: alpha)
    }
}
