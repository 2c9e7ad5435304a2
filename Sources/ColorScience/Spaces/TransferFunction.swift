import RealModule

/// A transfer function between gamma-encoded and linear-light values of an RGB space.
///
/// All curves are odd (sign-preserving), so out-of-range values round-trip, as CSS Color 4 requires.
public enum TransferFunction: Sendable, Hashable {
    /// The sRGB curve of IEC 61966-2-1 (also Display P3's): linear below 0.04045 (encoded)
    /// and 0.0031308 (linear), exponent 2.4 above.
    case sRGB
    /// Adobe RGB (1998): a pure power of 563/256.
    case a98RGB
    /// ProPhoto RGB (ROMM RGB): exponent 1.8 with a linear toe below 16/512 (encoded), 1/512 (linear).
    case proPhotoRGB
    /// ITU-R BT.2020 as CSS Color 4 defines `rec2020` since csswg-drafts issue 12574 (2025): the
    /// display-referred EOTF of ITU-R BT.1886 with black lift 0 and gain 1, a pure power of 2.4
    /// (not the camera OETF of BT.2020 Table 4, with 0.45 and a linear toe).
    case rec2020
    /// No curve: the values are already linear.
    case linear

    /// Encoded value → linear light.
    @inlinable
    public func linearize(_ value: Double) -> Double {
        let magnitude = Swift.abs(value)
        let sign: Double = value < 0 ? -1 : 1
        switch self {
        case .sRGB:
            if magnitude <= 0.04045 { return value / 12.92 }
            return sign * Double.pow((magnitude + 0.055) / 1.055, 2.4)
        case .a98RGB:
            return sign * Double.pow(magnitude, 563.0 / 256.0)
        case .proPhotoRGB:
            if magnitude <= 16.0 / 512.0 { return value / 16 }
            return sign * Double.pow(magnitude, 1.8)
        case .rec2020:
            return sign * Double.pow(magnitude, 2.4)
        case .linear:
            return value
        }
    }

    /// Linear light → encoded value.
    @inlinable
    public func encode(_ value: Double) -> Double {
        let magnitude = Swift.abs(value)
        let sign: Double = value < 0 ? -1 : 1
        switch self {
        case .sRGB:
            if magnitude <= 0.0031308 { return value * 12.92 }
            return sign * (1.055 * Double.pow(magnitude, 1 / 2.4) - 0.055)
        case .a98RGB:
            return sign * Double.pow(magnitude, 256.0 / 563.0)
        case .proPhotoRGB:
            if magnitude < 1.0 / 512.0 { return value * 16 }
            return sign * Double.pow(magnitude, 1 / 1.8)
        case .rec2020:
            return sign * Double.pow(magnitude, 1 / 2.4)
        case .linear:
            return value
        }
    }

    /// Encoded → linear, per channel.
    @inlinable
    public func linearize(_ v: SIMD3<Double>) -> SIMD3<Double> {
        SIMD3(linearize(v.x), linearize(v.y), linearize(v.z))
    }

    /// Linear → encoded, per channel.
    @inlinable
    public func encode(_ v: SIMD3<Double>) -> SIMD3<Double> {
        SIMD3(encode(v.x), encode(v.y), encode(v.z))
    }
}
