/// An RGB color space: a transfer curve and a linear map to XYZ D65.
///
/// In-gamut colors have every channel in 0…1; out-of-gamut values are kept (not clamped) so that
/// conversions round-trip, as CSS Color 4 does.
public protocol RGBColorModel: ColorModel {
    /// The red, green and blue channels, 0…1 inside the gamut.
    var red: Double { get set }
    var green: Double { get set }
    var blue: Double { get set }

    init(red: Double, green: Double, blue: Double, alpha: Double)

    /// The curve from encoded to linear values (`.linear` for the linear forms).
    static var transfer: TransferFunction { get }
    /// Linear RGB → XYZ D65.
    static var toXYZ: Matrix3 { get }
    /// XYZ D65 → linear RGB.
    static var fromXYZ: Matrix3 { get }
}

extension RGBColorModel {
    /// The channels as a vector.
    @inlinable
    public var rgb: SIMD3<Double> {
        get { SIMD3(red, green, blue) }
        set {
            red = newValue.x
            green = newValue.y
            blue = newValue.z
        }
    }

    /// A color from a channel vector.
    @inlinable
    public init(rgb: SIMD3<Double>, alpha: Double = 1) {
        self.init(red: rgb.x, green: rgb.y, blue: rgb.z, alpha: alpha)
    }

    @inlinable
    public var xyz: SIMD3<Double> { Self.toXYZ * Self.transfer.linearize(rgb) }

    @inlinable
    public init(xyz: SIMD3<Double>, alpha: Double) {
        self.init(rgb: Self.transfer.encode(Self.fromXYZ * xyz), alpha: alpha)
    }

    public var coordinates: ColorCoordinates { ColorCoordinates(red, green, blue) }

    public init(coordinates: ColorCoordinates, alpha: Double) {
        self.init(rgb: coordinates.filled, alpha: alpha)
    }

    /// Whether every channel lies in 0…1, allowing `tolerance` on either side (default 1e-9 of a
    /// unit; about 1/4,000,000 of an 8-bit step), so that a color that only rounding pushed out,
    /// such as pure sRGB blue after a round trip, counts as inside.
    @inlinable
    public func isInGamut(tolerance: Double = 1e-9) -> Bool {
        red >= -tolerance && red <= 1 + tolerance
            && green >= -tolerance && green <= 1 + tolerance
            && blue >= -tolerance && blue <= 1 + tolerance
    }

    /// Each channel clamped into 0…1.
    @inlinable
    public var clipped: Self {
        Self(
            red: Swift.min(Swift.max(red, 0), 1),
            green: Swift.min(Swift.max(green, 0), 1),
            blue: Swift.min(Swift.max(blue, 0), 1),
            alpha: alpha
        )
    }
}
