/// A 3×3 matrix of `Double`, stored as three rows, for the linear steps of color conversion.
///
/// Every conversion matrix in ColorScience is a `Matrix3` constant that cites its source.
public struct Matrix3: Sendable, Hashable {
    /// The first, second and third rows.
    public var row0, row1, row2: SIMD3<Double>

    /// A matrix from three rows.
    @inlinable
    public init(_ row0: SIMD3<Double>, _ row1: SIMD3<Double>, _ row2: SIMD3<Double>) {
        self.row0 = row0
        self.row1 = row1
        self.row2 = row2
    }

    /// A matrix from nine numbers, row by row.
    @inlinable
    public init(rows: [[Double]]) {
        precondition(rows.count == 3 && rows.allSatisfy { $0.count == 3 }, "Matrix3 needs 3×3 numbers")
        self.init(
            SIMD3(rows[0][0], rows[0][1], rows[0][2]),
            SIMD3(rows[1][0], rows[1][1], rows[1][2]),
            SIMD3(rows[2][0], rows[2][1], rows[2][2])
        )
    }

    /// The identity matrix.
    public static let identity = Matrix3(SIMD3(1, 0, 0), SIMD3(0, 1, 0), SIMD3(0, 0, 1))

    /// A diagonal matrix.
    @inlinable
    public static func diagonal(_ d: SIMD3<Double>) -> Matrix3 {
        Matrix3(SIMD3(d.x, 0, 0), SIMD3(0, d.y, 0), SIMD3(0, 0, d.z))
    }

    /// The columns of the matrix.
    @inlinable
    public var transposed: Matrix3 {
        Matrix3(
            SIMD3(row0.x, row1.x, row2.x),
            SIMD3(row0.y, row1.y, row2.y),
            SIMD3(row0.z, row1.z, row2.z)
        )
    }

    /// The matrix applied to a column vector.
    @inlinable
    public static func * (m: Matrix3, v: SIMD3<Double>) -> SIMD3<Double> {
        // Written out rather than with SIMD reductions: the compiler keeps it in registers,
        // and the order of the additions is fixed (x + y + z), as in the reference code.
        SIMD3(
            m.row0.x * v.x + m.row0.y * v.y + m.row0.z * v.z,
            m.row1.x * v.x + m.row1.y * v.y + m.row1.z * v.z,
            m.row2.x * v.x + m.row2.y * v.y + m.row2.z * v.z
        )
    }

    /// The matrix product `a · b` (apply `b` first, then `a`).
    @inlinable
    public static func * (a: Matrix3, b: Matrix3) -> Matrix3 {
        let t = b.transposed
        func row(_ r: SIMD3<Double>) -> SIMD3<Double> {
            SIMD3(
                r.x * t.row0.x + r.y * t.row0.y + r.z * t.row0.z,
                r.x * t.row1.x + r.y * t.row1.y + r.z * t.row1.z,
                r.x * t.row2.x + r.y * t.row2.y + r.z * t.row2.z
            )
        }
        return Matrix3(row(a.row0), row(a.row1), row(a.row2))
    }

    /// The determinant.
    public var determinant: Double {
        row0.x * (row1.y * row2.z - row1.z * row2.y)
            - row0.y * (row1.x * row2.z - row1.z * row2.x)
            + row0.z * (row1.x * row2.y - row1.y * row2.x)
    }

    /// The inverse matrix, or `nil` when the matrix is singular.
    public var inverse: Matrix3? {
        let det = determinant
        guard det != 0, det.isFinite else { return nil }
        let c0 = SIMD3(
            row1.y * row2.z - row1.z * row2.y,
            row0.z * row2.y - row0.y * row2.z,
            row0.y * row1.z - row0.z * row1.y
        )
        let c1 = SIMD3(
            row1.z * row2.x - row1.x * row2.z,
            row0.x * row2.z - row0.z * row2.x,
            row0.z * row1.x - row0.x * row1.z
        )
        let c2 = SIMD3(
            row1.x * row2.y - row1.y * row2.x,
            row0.y * row2.x - row0.x * row2.y,
            row0.x * row1.y - row0.y * row1.x
        )
        return Matrix3(c0 / det, c1 / det, c2 / det)
    }
}
