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

    /// One matrix for every color.
    init(_ matrix: Matrix3) {
        nonNegativeSide = matrix
        negativeSide = matrix
        separation = .zero
    }

    /// Brettel's two half-planes.
    init(_ halfPlanes: Brettel1997) {
        nonNegativeSide = halfPlanes.firstHalfPlane
        negativeSide = halfPlanes.secondHalfPlane
        separation = halfPlanes.separation
    }

    /// Whether the map is one matrix (the same on both sides).
    var isSingleMatrix: Bool { nonNegativeSide == negativeSide }

    /// The transformed linear-light channels (not clipped).
    @inlinable
    func apply(_ rgb: SIMD3<Double>) -> SIMD3<Double> {
        let side = separation.x * rgb.x + separation.y * rgb.y + separation.z * rgb.z
        return side < 0 ? negativeSide * rgb : nonNegativeSide * rgb
    }
}
