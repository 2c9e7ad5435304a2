/// Elementary functions for the hot conversion paths, accurate to a few units in the last place
/// and several times faster than the C library's: the cube root of OKLab and CIELAB, and the
/// arctangent of every hue.
@usableFromInline
enum FastMath {
    /// The real cube root, sign-preserving, with no division: a bit-level first guess of the
    /// inverse cube root r ≈ x^(−1/3) (within 3.5 %), refined by a polynomial in t = x·r³ to
    /// 2e-10, then y = x·r² and one Newton step y − (y³ − x)·r²/3 (r² stands in for 1/y²).
    /// Error ≤ 0.97 ulp against a correctly rounded cube root (tested on 80 million inputs).
    @inlinable
    static func cbrt(_ value: Double) -> Double {
        guard value.isFinite, value != 0 else { return value }
        var x = Swift.abs(value)
        var scale = 1.0
        if x < 0x1p-1000 {
            // Subnormal and tiny inputs: scale by 2^240 (cube root 2^80) so the bit trick works.
            x *= 0x1p240
            scale = 0x1p-80
        }
        // The magic constant minimizes the spread of t over every binade: 0.9022 ≤ t ≤ 1.1084.
        var r = Double(bitPattern: 0x553E_F4DC_0020_0000 &- x.bitPattern / 3)
        let d = (x * r) * (r * r) - 1
        r *= inverseCubeRootNearOne(d)
        let r2 = r * r
        let y = x * r2
        // y³ − x is tiny next to x, so one Newton step leaves the error below 1 ulp.
        return (y - (y * y * y - x) * (r2 * (1.0 / 3))) * (value < 0 ? -scale : scale)
    }

    /// (1 + d)^(−1/3) for −0.0985 ≤ d ≤ 0.1095: a degree-6 minimax polynomial (relative error
    /// 2.03e-10), evaluated by Estrin's scheme (three levels of multiply-add instead of six).
    @inlinable @inline(__always)
    static func inverseCubeRootNearOne(_ d: Double) -> Double {
        let d2 = d * d
        let low = (1.0000000000618072 - 0.33333334636671325 * d) + (0.22222209002249768 - 0.17282972954490136 * d) * d2
        let high = (0.14406988862220368 - 0.12667909636481114 * d) + 0.10916360638813584 * d2
        return low + high * (d2 * d2)
    }

    /// The angle of the point (x, y) in radians, −π … π, as C's `atan2`: the smaller magnitude
    /// over the larger, u = low / high, or above tan(π/8) their difference over their sum, with
    /// atan u = π/4 + atan((low − high) / (low + high)); then an odd polynomial of degree 23
    /// fitted (Chebyshev, 40-digit reference) to atan on |u| ≤ tan(π/8). Relative error ≤ 2.2e-16
    /// on that interval.
    ///
    /// Branch-free past the zero test, so that random angles cost no mispredictions: both
    /// reductions are evaluated side by side in the two lanes of a `SIMD2` (one packed division,
    /// one packed polynomial: the same latency as one) and a select keeps the right one. The
    /// polynomial is evaluated by Estrin's scheme (four levels of multiply-add instead of eleven).
    @inlinable
    static func atan2(y: Double, x: Double) -> Double {
        let ax = Swift.abs(x), ay = Swift.abs(y)
        let high = Swift.max(ax, ay), low = Swift.min(ax, ay)
        guard high > 0 else { return 0 }
        let u = SIMD2(low, low - high) / SIMD2(high, low + high)
        let z = u * u
        let both = SIMD2(0, Double.pi / 4) + (u + u * z * atanSeries(z))
        var angle = low > 0.41421356237309504880 * high ? both.y : both.x
        angle = ay > ax ? Double.pi / 2 - angle : angle
        angle = x < 0 ? Double.pi - angle : angle
        // Negated by flipping the sign bit, not by a branch (y = −0 gives +0 and +π, as before).
        return Double(bitPattern: angle.bitPattern ^ (y < 0 ? 0x8000_0000_0000_0000 : 0))
    }

    /// The polynomial p(z) of atan u = u + u·z·p(z), z = u², |u| ≤ tan(π/8): degree 10 in z,
    /// in each lane.
    @inlinable @inline(__always)
    static func atanSeries(_ z: SIMD2<Double>) -> SIMD2<Double> {
        let z2 = z * z, z4 = z2 * z2
        let p01 = -0.3333333333333331 + 0.19999999999992402 * z
        let p23 = -0.142857142842689 + 0.111111109919501 * z
        let p45 = -0.09090903826563747 + 0.07692168619657179 * z
        let p67 = -0.06664334297171913 + 0.058567881902750946 * z
        let p89 = -0.05079038664183879 + 0.03906257328533385 * z
        let q0 = p01 + p23 * z2
        let q1 = p45 + p67 * z2
        let q2 = p89 - 0.01898579123752084 * z2
        return (q0 + q1 * z4) + q2 * (z4 * z4)
    }
}

/// An immutable table of numbers, allocated once and never freed, read in hot loops without
/// reference counting or bounds checks.
public struct LookupTable: @unchecked Sendable {
    // @unchecked Sendable: the storage is written only while `init` runs, is never written or
    // freed afterwards, and is only read; sharing it across threads is therefore safe.
    @usableFromInline let base: UnsafeMutablePointer<Double>
    /// The number of entries.
    public let count: Int

    /// A table holding `values`.
    public init(_ values: [Double]) {
        base = .allocate(capacity: values.count)
        base.initialize(from: values, count: values.count)
        count = values.count
    }

    /// Entry `index`; the caller guarantees `0 ≤ index < count`.
    @inlinable
    public subscript(index: Int) -> Double { base[index] }
}

extension LookupTable: RandomAccessCollection {
    public var startIndex: Int { 0 }
    public var endIndex: Int { count }
}
