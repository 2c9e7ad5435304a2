/// A gamma-encoded Display P3 color (CSS `display-p3`): DCI-P3 primaries, D65 white, sRGB curve.
public struct DisplayP3: RGBColorModel {
    public static let space = ColorSpace.displayP3
    public static let transfer = TransferFunction.sRGB
    public static let toXYZ = ConversionMatrices.linearDisplayP3ToXYZ
    public static let fromXYZ = ConversionMatrices.xyzToLinearDisplayP3

    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

    @inlinable
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }
}

/// A linear-light Display P3 color (CSS `display-p3-linear`).
public struct LinearDisplayP3: RGBColorModel {
    public static let space = ColorSpace.displayP3Linear
    public static let transfer = TransferFunction.linear
    public static let toXYZ = ConversionMatrices.linearDisplayP3ToXYZ
    public static let fromXYZ = ConversionMatrices.xyzToLinearDisplayP3

    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

    @inlinable
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }
}
