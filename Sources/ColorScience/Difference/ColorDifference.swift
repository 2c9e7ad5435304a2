/// A color-difference formula: `ColorDifference.ciede2000.between(a, b)`.
public enum ColorDifference: String, Sendable, Hashable, CaseIterable {
    /// CIE 1976 ΔE*ab: Euclidean distance in CIELAB D65. About 2.3 is a just-noticeable difference.
    case cie76 = "76"
    /// CIEDE2000 in CIELAB D65 (kL = kC = kH = 1). About 1 is a just-noticeable difference.
    case ciede2000 = "2000"
    /// ΔEOK: Euclidean distance in OKLab (L 0…1, not ×100). About 0.02 is a just-noticeable
    /// difference (the JND of CSS Color 4 gamut mapping).
    case ok

    /// The difference between two colors of any models (alpha ignored).
    @inlinable
    public func between(_ a: some ColorModel, _ b: some ColorModel) -> Double {
        between(xyz: a.xyz, xyz: b.xyz)
    }

    /// The difference between two sRGB colors (the OKLab fast path for ΔEOK).
    @inlinable
    public func between(_ a: SRGB, _ b: SRGB) -> Double {
        self == .ok ? DeltaEOK.difference(OKLab(a), OKLab(b)) : between(xyz: a.xyz, xyz: b.xyz)
    }

    /// The difference between two colors given as XYZ D65.
    @inlinable
    public func between(xyz a: SIMD3<Double>, xyz b: SIMD3<Double>) -> Double {
        switch self {
        case .cie76: DeltaE76.difference(CIELabD65(xyz: a, alpha: 1).vector, CIELabD65(xyz: b, alpha: 1).vector)
        case .ciede2000: DeltaE2000.difference(CIELabD65(xyz: a, alpha: 1).vector, CIELabD65(xyz: b, alpha: 1).vector)
        case .ok: DeltaEOK.difference(OKLab(xyz: a, alpha: 1), OKLab(xyz: b, alpha: 1))
        }
    }
}

/// CIE 1976 ΔE*ab: the Euclidean distance between two CIELAB colors.
public enum DeltaE76 {
    @inlinable
    public static func difference(_ lab1: SIMD3<Double>, _ lab2: SIMD3<Double>) -> Double {
        let d = lab1 - lab2
        return (d.x * d.x + d.y * d.y + d.z * d.z).squareRoot()
    }
}

/// ΔEOK (CSS Color 4 §"deltaEOK"): the Euclidean distance in OKLab, L 0…1.
public enum DeltaEOK {
    @inlinable
    public static func difference(_ a: OKLab, _ b: OKLab) -> Double {
        let d = a.lab - b.lab
        return (d.x * d.x + d.y * d.y + d.z * d.z).squareRoot()
    }
}

extension CIELabD65 {
    /// (L, a, b) as a vector.
    @inlinable
    public var vector: SIMD3<Double> { SIMD3(lightness, a, b) }
}

extension CIELab {
    /// (L, a, b) as a vector.
    @inlinable
    public var vector: SIMD3<Double> { SIMD3(lightness, a, b) }
}
