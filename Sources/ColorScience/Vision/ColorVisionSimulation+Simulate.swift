extension ColorVisionSimulation {
    /// The color as seen with the deficiency, in linear-light sRGB, **not clipped**: the result
    /// may leave 0…1 (as the reference vectors' `linear` field). Alpha is carried through.
    @inlinable
    public func simulate(_ color: LinearSRGB) -> LinearSRGB {
        LinearSRGB(rgb: transform.apply(color.rgb), alpha: color.alpha)
    }

    /// The color as seen with the deficiency, in gamma-encoded sRGB: decoded to linear light
    /// (IEC 61966-2-1), transformed, clipped to 0…1, encoded. For finite input every channel of
    /// the result lies in 0…1. Alpha is carried through.
    @inlinable
    public func simulate(_ color: SRGB) -> SRGB {
        let linear = transform.apply(TransferFunction.sRGB.linearize(color.rgb))
        let clipped = linear.clamped(lowerBound: SIMD3(repeating: 0), upperBound: SIMD3(repeating: 1))
        return SRGB(rgb: TransferFunction.sRGB.encode(clipped), alpha: color.alpha)
    }

    /// The 8-bit color as seen with the deficiency: the same pipeline as for `SRGB`, rounded to
    /// the nearest byte (`floor(c · 255 + 0.5)`), through exact lookup tables (the values of
    /// `SRGBTables.linear(_:)` and `SRGBTables.byte(linear:)`, see `SRGB8LookupTables`), so it
    /// needs no power function and allocates nothing. Alpha is carried through unchanged.
    @inlinable
    public func simulate(_ color: RGBA8) -> RGBA8 {
        SRGB8LookupTables.shared.withPointers { tables in
            tables.color(linear: transform.apply(tables.linear(color)), alpha: color.alpha)
        }
    }
}
