/// CIE LCh relative to D50, as CSS `lch()`: the polar form of `CIELab`.
public struct CIELCH: ColorModel {
    public static let space = ColorSpace.lch
    /// Below this chroma the hue is powerless (CSS Color 4 `Lab_to_LCH`).
    public static let achromaticChroma = 0.0015

    /// L*, 0…100.
    public var lightness: Double
    /// C*, ≥ 0 (about 150 at most for display colors).
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

    /// The polar form of a D50 Lab color.
    @inlinable
    public init(_ lab: CIELab) {
        let (chroma, hue) = PolarMath.polar(a: lab.a, b: lab.b, epsilon: Self.achromaticChroma)
        self.init(lightness: lab.lightness, chroma: chroma, hue: hue, alpha: lab.alpha)
    }

    @inlinable
    public var xyz: SIMD3<Double> { CIELab(self).xyz }

    @inlinable
    public init(xyz: SIMD3<Double>, alpha: Double) { self.init(CIELab(xyz: xyz, alpha: alpha)) }

    public var coordinates: ColorCoordinates { ColorCoordinates(lightness, chroma, hue) }

    public init(coordinates: ColorCoordinates, alpha: Double) {
        self.init(
            lightness: coordinates.first ?? 0, chroma: coordinates.second ?? 0, hue: coordinates.third,
            alpha: alpha)
    }
}

/// CIE LCh relative to D65: the polar form of `CIELabD65`.
public struct CIELCHD65: ColorModel {
    public static let space = ColorSpace.lchD65
    /// Below this chroma the hue is powerless.
    public static let achromaticChroma = 0.0015

    /// L*, 0…100.
    public var lightness: Double
    /// C*, ≥ 0.
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

    /// The polar form of a D65 Lab color.
    @inlinable
    public init(_ lab: CIELabD65) {
        let (chroma, hue) = PolarMath.polar(a: lab.a, b: lab.b, epsilon: Self.achromaticChroma)
        self.init(lightness: lab.lightness, chroma: chroma, hue: hue, alpha: lab.alpha)
    }

    @inlinable
    public var xyz: SIMD3<Double> { CIELabD65(self).xyz }

    @inlinable
    public init(xyz: SIMD3<Double>, alpha: Double) { self.init(CIELabD65(xyz: xyz, alpha: alpha)) }

    public var coordinates: ColorCoordinates { ColorCoordinates(lightness, chroma, hue) }

    public init(coordinates: ColorCoordinates, alpha: Double) {
        self.init(
            lightness: coordinates.first ?? 0, chroma: coordinates.second ?? 0, hue: coordinates.third,
            alpha: alpha)
    }
}
