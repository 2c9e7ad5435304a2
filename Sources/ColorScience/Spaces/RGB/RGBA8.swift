/// An 8-bit-per-channel sRGB color with alpha: a hex color, a pixel of a PNG.
public struct RGBA8: Sendable, Hashable {
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8
    public var alpha: UInt8

    @inlinable
    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// The nearest 8-bit color: each channel clamped to 0…1, then `floor(c · 255 + 0.5)`.
    @inlinable
    public init(rounding srgb: SRGB) {
        self.init(
            red: RGBA8.byte(srgb.red),
            green: RGBA8.byte(srgb.green),
            blue: RGBA8.byte(srgb.blue),
            alpha: RGBA8.byte(srgb.alpha)
        )
    }

    /// A unit value clamped to 0…1 and rounded half up to 0…255.
    @inlinable
    public static func byte(_ unit: Double) -> UInt8 {
        guard unit == unit else { return 0 }  // NaN
        let clamped = Swift.min(Swift.max(unit, 0), 1)
        return UInt8((clamped * 255 + 0.5).rounded(.down))
    }

    /// Lowercase hex, `#rrggbb`, or `#rrggbbaa` when not opaque.
    public var hex: String {
        alpha == 255 ? hexRGB : hexRGB + RGBA8.hexByte(alpha)
    }

    /// Lowercase hex of the color channels only, `#rrggbb`.
    public var hexRGB: String {
        "#" + RGBA8.hexByte(red) + RGBA8.hexByte(green) + RGBA8.hexByte(blue)
    }

    /// Two lowercase hex digits: `0a`, `ff`.
    public static func hexByte(_ value: UInt8) -> String {
        let digits = Array("0123456789abcdef")
        return String([digits[Int(value >> 4)], digits[Int(value & 0xF)]])
    }
}
