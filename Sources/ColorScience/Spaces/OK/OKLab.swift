import RealModule

/// OKLab (Björn Ottosson, 2020), with the 64-bit matrices of CSS Color 4: lightness 0…1, a and b
/// about ±0.4. Distances in OKLab are ΔEOK.
public struct OKLab: ColorModel {
    public static let space = ColorSpace.oklab

    /// Perceived lightness, 0 (black) … 1 (white).
    public var lightness: Double
    /// Green (−) to red (+).
    public var a: Double
    /// Blue (−) to yellow (+).
    public var b: Double
    public var alpha: Double

    @inlinable
    public init(lightness: Double, a: Double, b: Double, alpha: Double = 1) {
        self.lightness = lightness
        self.a = a
        self.b = b
        self.alpha = alpha
    }

    /// The coordinates as a vector (L, a, b).
    @inlinable
    public var lab: SIMD3<Double> { SIMD3(lightness, a, b) }

    @inlinable
    init(lab: SIMD3<Double>, alpha: Double) {
        self.init(lightness: lab.x, a: lab.y, b: lab.z, alpha: alpha)
    }

    @inlinable
    public var xyz: SIMD3<Double> { ConversionMatrices.oklabLMSToXYZ * lms }

    @inlinable
    public init(xyz: SIMD3<Double>, alpha: Double) {
        self.init(lms: ConversionMatrices.xyzToOKLabLMS * xyz, alpha: alpha)
    }

    /// OKLab from linear LMS cone responses. Always inlined: the hot 8-bit → OKLCh path of a
    /// caller's loop then pays no call.
    @inlinable @inline(__always)
    init(lms: SIMD3<Double>, alpha: Double) {
        // The matrix is fetched first: before the cube roots' rare out-of-line call, its
        // lazy-global check can leave a caller's loop.
        let toOKLab = ConversionMatrices.oklabLMSToOKLab
        self.init(lab: toOKLab * FastMath.cbrt(lms), alpha: alpha)
    }

    /// The linear LMS cone responses of this color.
    @inlinable
    var lms: SIMD3<Double> {
        let root = ConversionMatrices.oklabToOKLabLMS * lab
        return root * root * root
    }

    /// The fast path from linear sRGB: one matrix to LMS, cube roots, one matrix to OKLab.
    @inlinable @inline(__always)
    public init(_ linear: LinearSRGB) {
        self.init(lms: ConversionMatrices.linearSRGBToOKLabLMS * linear.rgb, alpha: linear.alpha)
    }

    /// The fast path from gamma-encoded sRGB.
    @inlinable
    public init(_ srgb: SRGB) { self.init(LinearSRGB(srgb)) }

    /// The fast path from 8-bit sRGB (table lookups instead of the power curve).
    @inlinable @inline(__always)
    public init(_ bytes: RGBA8) { self.init(LinearSRGB(bytes)) }

    /// The rectangular form of an OKLCh color.
    @inlinable
    public init(_ lch: OKLCH) {
        let (a, b) = PolarMath.rectangular(chroma: lch.chroma, hue: lch.hue)
        self.init(lightness: lch.lightness, a: a, b: b, alpha: lch.alpha)
    }

    public var coordinates: ColorCoordinates { ColorCoordinates(lightness, a, b) }

    public init(coordinates: ColorCoordinates, alpha: Double) {
        self.init(lab: coordinates.filled, alpha: alpha)
    }
}

extension LinearSRGB {
    /// The fast path from OKLab: one matrix to LMS, cubes, one matrix to linear sRGB.
    @inlinable
    public init(_ oklab: OKLab) {
        self.init(rgb: ConversionMatrices.oklabLMSToLinearSRGB * oklab.lms, alpha: oklab.alpha)
    }
}

extension SRGB {
    /// The fast path from OKLab.
    @inlinable
    public init(_ oklab: OKLab) { self.init(LinearSRGB(oklab)) }

    /// The fast path from OKLCh.
    @inlinable
    public init(_ oklch: OKLCH) { self.init(OKLab(oklch)) }
}
