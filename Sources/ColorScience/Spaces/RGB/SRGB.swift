/// A gamma-encoded sRGB color (IEC 61966-2-1:1999), the space of hex colors and CSS `rgb()`.
///
/// Channels are 0…1 inside the gamut; alpha is 0…1.
public struct SRGB: RGBColorModel {
    public static let space = ColorSpace.srgb
    public static let transfer = TransferFunction.sRGB
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

    /// The sRGB color of linear-light values (the fast path, without XYZ).
    @inlinable
    public init(_ linear: LinearSRGB) {
        self.init(rgb: TransferFunction.sRGB.encode(linear.rgb), alpha: linear.alpha)
    }

    /// The color of 8-bit channels (byte / 255).
    @inlinable
    public init(_ bytes: RGBA8) {
        self.init(
            red: Double(bytes.red) / 255,
            green: Double(bytes.green) / 255,
            blue: Double(bytes.blue) / 255,
            alpha: Double(bytes.alpha) / 255
        )
    }

    /// The relative luminance Y (WCAG 2.x): the Y of XYZ D65 from the linear channels, with the
    /// CSS Color 4 matrix row (0.2126…, 0.7151…, 0.0721…). Alpha is ignored.
    @inlinable
    public var relativeLuminance: Double {
        LinearSRGB(self).relativeLuminance
    }
}
