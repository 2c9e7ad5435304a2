/// The linear-light map of one simulation: a 3×3 matrix, or two matrices on either side of a
/// plane through black (Brettel 1997's half-planes). Precomputed once per simulation so that the
/// per-color work is one dot product and one matrix product, with no allocation.
@usableFromInline
struct PiecewiseLinearTransform: Sendable, Hashable {
    /// The matrix for colors with `separation · rgb ≥ 0` (every color, for a single matrix).
    @usableFromInline var nonNegativeSide: Matrix3
    /// The matrix for colors with `separation · rgb < 0`.
    @usableFromInline var negativeSide: Matrix3
    /// The normal of the separating plane in linear sRGB; zero for a single matrix.
    @usableFromInline var separation: SIMD3<Double>
    /// Whether the map is one matrix (the same on both sides).
    @usableFromInline var isSingleMatrix: Bool

    /// One matrix for every color.
    init(_ matrix: Matrix3) {
        nonNegativeSide = matrix
        negativeSide = matrix
        separation = .zero
        isSingleMatrix = true
    }

    /// Brettel's two half-planes.
    init(_ halfPlanes: Brettel1997) {
        nonNegativeSide = halfPlanes.firstHalfPlane
        negativeSide = halfPlanes.secondHalfPlane
        separation = halfPlanes.separation
        isSingleMatrix = false
    }

    /// The same map on colors of another linear RGB space: `toSRGB` takes them to linear sRGB,
    /// `fromSRGB` back (`fromSRGB · T(toSRGB · c)`, one matrix per side, the plane's normal
    /// carried across).
    func conjugated(toSRGB: Matrix3, fromSRGB: Matrix3) -> PiecewiseLinearTransform {
        var conjugate = self
        conjugate.nonNegativeSide = fromSRGB * nonNegativeSide * toSRGB
        conjugate.negativeSide = fromSRGB * negativeSide * toSRGB
        // s · (A c) = (Aᵀ s) · c.
        let a = toSRGB
        conjugate.separation = SIMD3(
            a.row0.x * separation.x + a.row1.x * separation.y + a.row2.x * separation.z,
            a.row0.y * separation.x + a.row1.y * separation.y + a.row2.y * separation.z,
            a.row0.z * separation.x + a.row1.z * separation.y + a.row2.z * separation.z)
        return conjugate
    }

    /// The transformed linear-light channels (not clipped).
    ///
    /// Written for the pixel loops: the products are spelled out (in the order of `Matrix3.*`,
    /// x + y + z) so that nothing is copied or called, and Brettel's two half-planes are both
    /// computed and one is selected without a branch.
    @inlinable @inline(__always)
    func apply(_ rgb: SIMD3<Double>) -> SIMD3<Double> {
        let first = Self.product(nonNegativeSide, rgb)
        if isSingleMatrix { return first }
        let second = Self.product(negativeSide, rgb)
        let side = separation.x * rgb.x + separation.y * rgb.y + separation.z * rgb.z
        // Weights 1 and 0 from the sign bit of `side` select exactly (1 · x = x, x + 0 = x for
        // finite x) with no branch for random colors to mispredict. The sign bit is also set for
        // −0, which only black (or a color within underflow of it) gives, and both sides map
        // black to black.
        let negative = Double(bitPattern: (side.bitPattern >> 63) &* (1.0 as Double).bitPattern)
        return first * (1 - negative) + second * negative
    }

    /// `m · v`, summed x + y + z like `Matrix3.*`.
    @inlinable @inline(__always)
    static func product(_ m: Matrix3, _ v: SIMD3<Double>) -> SIMD3<Double> {
        SIMD3(
            m.row0.x * v.x + m.row0.y * v.y + m.row0.z * v.z,
            m.row1.x * v.x + m.row1.y * v.y + m.row1.z * v.z,
            m.row2.x * v.x + m.row2.y * v.y + m.row2.z * v.z
        )
    }
}
