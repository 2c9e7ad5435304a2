extension Matrix3 {
    /// The element-wise linear interpolation `a · (1 − t) + b · t` (t = 0 gives `a`, t = 1 gives `b`).
    static func interpolated(from a: Matrix3, to b: Matrix3, weight t: Double) -> Matrix3 {
        Matrix3(
            a.row0 * (1 - t) + b.row0 * t,
            a.row1 * (1 - t) + b.row1 * t,
            a.row2 * (1 - t) + b.row2 * t
        )
    }
}
