/// CIE 1931 XYZ relative to the D65 white, Y of white = 1: the hub every model converts through.
public struct XYZD65: ColorModel {
    public static let space = ColorSpace.xyzD65

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

    @inlinable
    public var xyz: SIMD3<Double> { SIMD3(x, y, z) }

    @inlinable
    public init(xyz: SIMD3<Double>, alpha: Double) {
        self.init(x: xyz.x, y: xyz.y, z: xyz.z, alpha: alpha)
    }

    public var coordinates: ColorCoordinates { ColorCoordinates(x, y, z) }

    public init(coordinates: ColorCoordinates, alpha: Double) {
        self.init(xyz: coordinates.filled, alpha: alpha)
    }
}
