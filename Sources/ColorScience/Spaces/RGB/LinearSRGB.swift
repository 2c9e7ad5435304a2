/// A linear-light sRGB color (CSS `srgb-linear`): sRGB primaries and white, no transfer curve.
public struct LinearSRGB: RGBColorModel {
    public static let space = ColorSpace.srgbLinear
    public static let transfer = TransferFunction.linear
    public static let toXYZ = ConversionMatrices.linearSRGBToXYZ
    public static let fromXYZ = ConversionMatrices.xyzToLinearSRGB

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

    /// The linear-light values of a gamma-encoded sRGB color (the fast path, without XYZ).
    @inlinable
    public init(_ srgb: SRGB) {
        self.init(rgb: TransferFunction.sRGB.linearize(srgb.rgb), alpha: srgb.alpha)
    }

    /// The linear-light values of 8-bit sRGB channels, from a table of the 256 exact values.
    @inlinable
    public init(_ bytes: RGBA8) {
        self.init(
            red: SRGBTables.linear(bytes.red),
            green: SRGBTables.linear(bytes.green),
            blue: SRGBTables.linear(bytes.blue),
            alpha: Double(bytes.alpha) / 255
        )
    }

    /// The relative luminance Y: the middle row of the sRGB → XYZ D65 matrix (CSS Color 4),
    /// as `ConversionMatrices.luminanceWeights` (white is exactly 1).
    @inlinable
    public var relativeLuminance: Double {
        let w = ConversionMatrices.luminanceWeights
        return (w.x * red + w.y * green) + w.z * blue
    }
}
