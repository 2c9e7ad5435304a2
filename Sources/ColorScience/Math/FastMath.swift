/// Elementary functions for the hot conversion paths, accurate to a few units in the last place
/// and several times faster than the C library's: the cube root of OKLab and CIELAB, and the
/// arctangent of every hue.
@usableFromInline
enum FastMath {
    /// The real cube root, sign-preserving, with no division (and, on the usual inputs, finite
    /// with |x| ≥ 2^−1000, one well-predicted branch): a bit-level first guess of the inverse
    /// cube root r ≈ x^(−1/3) (within 3.5 %), times a polynomial approximation of t^(−1/3),
    /// t = x·r³ (to 2e-10), then y = x·r² and one Newton step y − (y³ − x)·r²/3 (r² stands in
    /// for 1/y²). Error ≤ 0.97 ulp against a correctly rounded cube root (80 million inputs over
    /// every binade); the three Halley steps it replaces, with a division each, erred up to 2.9.
    @inlinable @inline(__always)
    static func cbrt(_ value: Double) -> Double {
        let magnitude = value.bitPattern & 0x7FFF_FFFF_FFFF_FFFF
        // One unsigned comparison: 2^−1000 ≤ |value| < ∞. Zero, tiny, infinite and NaN inputs
        // take the out-of-line path.
        guard magnitude &- 0x0170_0000_0000_0000 < 0x7FF0_0000_0000_0000 - 0x0170_0000_0000_0000 else {
            return cbrtOfUnusual(value)
        }
        let x = Double(bitPattern: magnitude)
        // The magic constant minimizes the spread of t over every binade: 0.9022 ≤ t ≤ 1.1084.
        let r0 = Double(bitPattern: 0x553E_F4DC_0020_0000 &- magnitude / 3)
        let r0Squared = r0 * r0
        let p = inverseCubeRootNearOne((x * r0) * r0Squared)
        // r = r0·p, so y = x·r² = (x·r0²)·p² and r² = r0²·p²: the x·r0² factor is ready early.
        let pSquared = p * p
        let y = (x * r0Squared) * pSquared
        let rSquaredOver3 = (r0Squared * pSquared) * (1.0 / 3)
        // y³ − x is tiny next to x, so one Newton step leaves the error below 1 ulp.
        let root = y - (y * y * y - x) * rSquaredOver3
        return Double(bitPattern: root.bitPattern | (value.bitPattern & 0x8000_0000_0000_0000))
    }

    /// The cube root of zero, infinity, NaN (each itself) and of |x| < 2^−1000 (scaled by 2^240,
    /// whose cube root is 2^80, so that the bit-level guess works): the rare inputs of `cbrt`.
    @usableFromInline @inline(never)
    static func cbrtOfUnusual(_ value: Double) -> Double {
        guard value.isFinite, value != 0 else { return value }
        return cbrt(value * 0x1p240) * 0x1p-80
    }

    /// The cube roots of three numbers at once, each exactly as `cbrt(_:)` computes it (the
    /// same operations, lane by lane): the three lanes share one branch and their polynomial and
    /// Newton step run on packed lanes (half the floating-point instructions of three calls).
    @inlinable @inline(__always)
    static func cbrt(_ value: SIMD3<Double>) -> SIMD3<Double> {
        let sign: UInt64 = 0x8000_0000_0000_0000
        let magnitude = SIMD3(value.x.bitPattern, value.y.bitPattern, value.z.bitPattern) & ~sign
        let limit: UInt64 = 0x7FF0_0000_0000_0000 - 0x0170_0000_0000_0000
        let offset = magnitude &- 0x0170_0000_0000_0000
        guard offset.x < limit, offset.y < limit, offset.z < limit else { return cbrtOfUnusual(value) }
        let x = SIMD3(
            Double(bitPattern: magnitude.x), Double(bitPattern: magnitude.y), Double(bitPattern: magnitude.z))
        let r0 = SIMD3(
            Double(bitPattern: 0x553E_F4DC_0020_0000 &- magnitude.x / 3),
            Double(bitPattern: 0x553E_F4DC_0020_0000 &- magnitude.y / 3),
            Double(bitPattern: 0x553E_F4DC_0020_0000 &- magnitude.z / 3))
        let r0Squared = r0 * r0
        let p = inverseCubeRootNearOne((x * r0) * r0Squared)
        let pSquared = p * p
        let y = (x * r0Squared) * pSquared
        let rSquaredOver3 = (r0Squared * pSquared) * (1.0 / 3)
        let root = y - (y * y * y - x) * rSquaredOver3
        return SIMD3(
            Double(bitPattern: root.x.bitPattern | (value.x.bitPattern & sign)),
            Double(bitPattern: root.y.bitPattern | (value.y.bitPattern & sign)),
            Double(bitPattern: root.z.bitPattern | (value.z.bitPattern & sign)))
    }

    /// Three cube roots one by one, when a lane is zero, tiny, infinite or NaN: the rare inputs
    /// of the three-lane `cbrt`, kept out of line.
    @usableFromInline @inline(never)
    static func cbrtOfUnusual(_ value: SIMD3<Double>) -> SIMD3<Double> {
        SIMD3(cbrt(value.x), cbrt(value.y), cbrt(value.z))
    }

    /// t^(−1/3) for 0.9015 ≤ t ≤ 1.1095: a degree-6 minimax polynomial (relative error
    /// 2.03e-10), evaluated by Estrin's scheme (three levels of multiply-add instead of six). The
    /// fit is in d = t − 1; its coefficients are expanded here into powers of t, which saves the
    /// subtraction (the rounding of the larger coefficients stays below 1e-14).
    @inlinable @inline(__always)
    static func inverseCubeRootNearOne(_ t: Double) -> Double {
        inverseCubeRootNearOne(SIMD2(repeating: t)).x
    }

    /// `inverseCubeRootNearOne(_:)` in every lane.
    @inlinable @inline(__always)
    static func inverseCubeRootNearOne<Lanes: SIMD>(_ t: Lanes) -> Lanes where Lanes.Scalar == Double {
        let t2 = t * t
        let low = (2.10829775737107 - 3.160923389688098 * t) + (4.509375669860573 - 4.199172375444545 * t) * t2
        let high = (2.414919466268297 - 0.7816607346936262 * t) + 0.10916360638813584 * t2
        return low + high * (t2 * t2)
    }

    /// The angle of the point (x, y) in radians, −π … π, as C's `atan2`: the arctangent of the
    /// smaller magnitude over the larger (`octantArctangent`), folded into the right quadrant.
    @inlinable
    static func atan2(y: Double, x: Double) -> Double {
        let ax = Swift.abs(x), ay = Swift.abs(y)
        let high = Swift.max(ax, ay), low = Swift.min(ax, ay)
        guard high > 0 else { return 0 }
        let (w, upper) = octantArctangent(low: low, high: high)
        var angle = upper * (Double.pi / 4) + w
        angle = ay > ax ? Double.pi / 2 - angle : angle
        angle = x < 0 ? Double.pi - angle : angle
        // Negated by flipping the sign bit, not by a branch (y = −0 gives +0 and +π, as before).
        return Double(bitPattern: angle.bitPattern ^ (y < 0 ? 0x8000_0000_0000_0000 : 0))
    }

    /// The hue angle of the point (x, y) in degrees, 0 ≤ h < 360: `atan2(y, x)` in degrees with
    /// negative angles raised by 360, computed without a branch, so that random hues cost no
    /// mispredictions. The quadrant folds (90° − θ, 180° − φ, 360° − ψ) are gathered into one
    /// whole-degree offset and one sign, both found from sign bits in parallel with the
    /// arctangent, so the degrees cost one multiplication and one addition after it (one
    /// rounding, where the radian route rounds after each fold).
    @inlinable @inline(__always)
    static func hueDegrees(y: Double, x: Double) -> Double {
        let ax = Swift.abs(x), ay = Swift.abs(y)
        let high = Swift.max(ax, ay), low = Swift.min(ax, ay)
        guard high > 0 else { return 0 }
        let (w, upper) = octantArctangent(low: low, high: high)
        // 0 or 1 from sign bits (integers, not floating-point selects, which the compiler may turn
        // into branches). x = −0 counts as west and y = −0 as south: the hue is the same.
        let swap = Int((ax - ay).bitPattern >> 63)  // |y| > |x|
        let west = Int(x.bitPattern >> 63), south = Int(y.bitPattern >> 63)
        // The octant k = 0…7 counterclockwise from +x holds hues 45k…45(k + 1): there the hue is
        // 90·⌈k/2⌉ + θ for even k and 90·⌈k/2⌉ − θ for odd k, with θ = 45·upper + w the first-
        // octant angle. Hence offset = 45·(k + (k mod 2 xor upper)) and the sign of w.
        let negative = swap ^ west ^ south
        let octant = south << 2 | (west ^ south) << 1 | negative
        let offset = 45 &* (octant &+ (negative ^ Int(upper)))
        let degrees = w * (180 / Double.pi)
        let hue = Double(offset) + Double(bitPattern: degrees.bitPattern ^ (UInt64(negative) << 63))
        return hue >= 360 ? 0 : hue
    }

    /// atan(low / high) for 0 ≤ low ≤ high, high > 0, as `upper · π/4 + w`: with one division, u =
    /// low / high, or above tan(π/8) (`upper` = 1) u = (low − high) / (low + high), since
    /// atan(low / high) = π/4 + atan u; then w = atan u by an odd polynomial of degree 23 fitted
    /// (Chebyshev, 40-digit reference) to atan on |u| ≤ tan(π/8), relative error ≤ 2.2e-16.
    ///
    /// The reduction multiplies by `upper` (0 or 1, exact) instead of selecting, so the compiler
    /// keeps one division and no branch.
    @inlinable @inline(__always)
    static func octantArctangent(low: Double, high: Double) -> (w: Double, upper: Double) {
        let upper = low > 0.41421356237309504880 * high ? 1.0 : 0.0
        let u = (low - upper * high) / (high + upper * low)
        let z = u * u
        return (u + u * z * atanSeries(z), upper)
    }

    /// The polynomial p(z) of atan u = u + u·z·p(z), z = u², |u| ≤ tan(π/8): degree 10 in z,
    /// evaluated by Estrin's scheme (four levels of multiply-add instead of eleven).
    @inlinable @inline(__always)
    static func atanSeries(_ z: Double) -> Double {
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
