/// CIELAB relative to D50, as CSS `lab()`: lightness 0…100, a and b unbounded (about ±125 for
/// display colors). XYZ is Bradford-adapted from D65.
public struct CIELab: ColorModel {
    public static let space = ColorSpace.lab

    /// L*, 0…100.
    public var lightness: Double
    /// a*, green (−) to red (+).
    public var a: Double
    /// b*, blue (−) to yellow (+).
    public var b: Double
    public var alpha: Double

    @inlinable
    public init(lightness: Double, a: Double, b: Double, alpha: Double = 1) {
        self.lightness = lightness
        self.a = a
        self.b = b
        self.alpha = alpha
    }

    @inlinable
    public var xyz: SIMD3<Double> {
        ConversionMatrices.bradfordD50ToD65
            * LabMath.xyz(fromLab: SIMD3(lightness, a, b), white: ConversionMatrices.whiteD50)
    }

    @inlinable
    public init(xyz: SIMD3<Double>, alpha: Double) {
        let lab = LabMath.lab(
            fromXYZ: ConversionMatrices.bradfordD65ToD50 * xyz, white: ConversionMatrices.whiteD50)
        self.init(lightness: lab.x, a: lab.y, b: lab.z, alpha: alpha)
    }

    public var coordinates: ColorCoordinates { ColorCoordinates(lightness, a, b) }

    public init(coordinates: ColorCoordinates, alpha: Double) {
        let v = coordinates.filled
        self.init(lightness: v.x, a: v.y, b: v.z, alpha: alpha)
    }

    /// The rectangular form of a D50 LCh color.
    @inlinable
    public init(_ lch: CIELCH) {
        let (a, b) = PolarMath.rectangular(chroma: lch.chroma, hue: lch.hue)
        self.init(lightness: lch.lightness, a: a, b: b, alpha: lch.alpha)
    }
}

/// CIELAB relative to D65 (no chromatic adaptation): the space of ΔE76 and ΔE2000 here.
public struct CIELabD65: ColorModel {
    public static let space = ColorSpace.labD65

    /// L*, 0…100.
    public var lightness: Double
    /// a*, green (−) to red (+).
    public var a: Double
    /// b*, blue (−) to yellow (+).
    public var b: Double
    public var alpha: Double

    @inlinable
    public init(lightness: Double, a: Double, b: Double, alpha: Double = 1) {
        self.lightness = lightness
        self.a = a
        self.b = b
        self.alpha = alpha
    }

    @inlinable
    public var xyz: SIMD3<Double> {
        LabMath.xyz(fromLab: SIMD3(lightness, a, b), white: ConversionMatrices.whiteD65)
    }

    @inlinable
    public init(xyz: SIMD3<Double>, alpha: Double) {
        let lab = LabMath.lab(fromXYZ: xyz, white: ConversionMatrices.whiteD65)
        self.init(lightness: lab.x, a: lab.y, b: lab.z, alpha: alpha)
    }

    public var coordinates: ColorCoordinates { ColorCoordinates(lightness, a, b) }

    public init(coordinates: ColorCoordinates, alpha: Double) {
        let v = coordinates.filled
        self.init(lightness: v.x, a: v.y, b: v.z, alpha: alpha)
    }

    /// The rectangular form of a D65 LCh color.
    @inlinable
    public init(_ lch: CIELCHD65) {
        let (a, b) = PolarMath.rectangular(chroma: lch.chroma, hue: lch.hue)
        self.init(lightness: lch.lightness, a: a, b: b, alpha: lch.alpha)
    }
}
