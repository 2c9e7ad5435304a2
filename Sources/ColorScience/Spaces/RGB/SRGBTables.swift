/// Lookup tables for 8-bit sRGB: the exact linear value of each byte, and the linear thresholds at
/// which the rounded 8-bit value changes. They make 8-bit conversions exact and allocation-free.
public enum SRGBTables {
    /// `linearValues[b]` = the sRGB curve (IEC 61966-2-1) applied to `b / 255`.
    public static let linearValues = LookupTable(
        (0...255).map { TransferFunction.sRGB.linearize(Double($0) / 255) })

    /// `thresholds[k]` is the linear value whose encoded value is `(k + 0.5) / 255`: a linear
    /// value encodes to byte `k + 1` or more exactly when it is at least `thresholds[k]`.
    public static let thresholds = LookupTable(
        (0..<255).map { TransferFunction.sRGB.linearize((Double($0) + 0.5) / 255) })

    /// The linear value of one byte.
    @inlinable
    public static func linear(_ byte: UInt8) -> Double {
        linearValues[Int(byte)]
    }

    /// The byte nearest to the encoded value of a linear value (clamped to 0…1 first): the same as
    /// `floor(encode(clamp(v)) · 255 + 0.5)`, with no power function, in constant time (a binned
    /// table and one threshold test; see `SRGB8LookupTables`). NaN gives 0.
    @inlinable
    public static func byte(linear value: Double) -> UInt8 {
        SRGB8LookupTables.shared.withPointers { $0.byte(linear: value) }
    }

    /// The same byte by a binary search of the 255 thresholds (8 steps); builds the binned table.
    @usableFromInline
    static func byteBySearch(linear value: Double) -> UInt8 {
        var low = 0
        var step = 128
        while step > 0 {
            let probe = low + step - 1
            if probe < 255, value >= thresholds[probe] { low += step }
            step >>= 1
        }
        return UInt8(low)
    }
}
