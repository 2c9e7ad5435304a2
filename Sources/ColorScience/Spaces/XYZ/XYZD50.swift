/// CIE 1931 XYZ relative to the D50 white (Y of white = 1), adapted from D65 with the Bradford
/// transform (CSS Color 4): the base of CIELAB and of ProPhoto RGB.
public struct XYZD50: ColorModel {
    public static let space = ColorSpace.xyzD50

    public var x: Double
    public var y: Double
    public var z: Double
    public var alpha: Double

    @inlinable
    public init(x: Double, y: Double, z: Double, alpha: Double = 1) {
        self.x = x
        self.y = y
        self.z = z
        self.alpha = alpha
    }

    /// The D50 coordinates as a vector.
    @inlinable
    public var d50: SIMD3<Double> { SIMD3(x, y, z) }

    @inlinable
    public init(d50: SIMD3<Double>, alpha: Double = 1) {
        self.init(x: d50.x, y: d50.y, z: d50.z, alpha: alpha)
    }

    @inlinable
    public var xyz: SIMD3<Double> { ConversionMatrices.bradfordD50ToD65 * d50 }

    @inlinable
    public init(xyz: SIMD3<Double>, alpha: Double) {
        self.init(d50: ConversionMatrices.bradfordD65ToD50 * xyz, alpha: alpha)
    }

    public var coordinates: ColorCoordinates { ColorCoordinates(x, y, z) }

    public init(coordinates: ColorCoordinates, alpha: Double) {
        self.init(d50: coordinates.filled, alpha: alpha)
    }
}
