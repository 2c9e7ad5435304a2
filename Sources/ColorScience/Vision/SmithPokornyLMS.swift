/// The cone space (LMS) in which Viénot 1999 and Brettel 1997 project colors.
///
/// Smith & Pokorny (1975) cone fundamentals, as Viénot, Brettel & Mollon (1999) use them, expressed
/// from linear-light sRGB. Only directions matter to the projections (planes through black), so
/// the scale of each cone response is immaterial.
enum SmithPokornyLMS {
    /// Linear sRGB → LMS.
    ///
    /// Source: coloraide 8.13.1, `coloraide/filters/cvd.py`, `LRGB_TO_LMS` (Viénot, Brettel &
    /// Mollon 1999, "Digital video colourmaps for checking the legibility of displays by
    /// dichromats", Color Research & Application 24(4), with the Smith–Pokorny fundamentals).
    /// The same numbers are the `lms_from_linear_srgb` convention of the reference vectors.
    static let fromLinearSRGB = Matrix3(
        SIMD3(0.178824041258, 0.4351609057000001, 0.04119349692),
        SIMD3(0.034556423182, 0.27155382458, 0.038671308360000003),
        SIMD3(0.000299565576, 0.0018430896, 0.01467086136)
    )

    /// LMS → linear sRGB (the inverse of `fromLinearSRGB`).
    static let toLinearSRGB: Matrix3 = {
        guard let inverse = fromLinearSRGB.inverse else { preconditionFailure("LMS matrix is singular") }
        return inverse
    }()

    /// The LMS of a linear sRGB color.
    static func lms(linear rgb: SIMD3<Double>) -> SIMD3<Double> { fromLinearSRGB * rgb }

    /// The linear sRGB matrix that moves a color along cone axis `cone` (0 = L, 1 = M, 2 = S) onto
    /// the plane through black with LMS normal `normal`, keeping the other two cone responses:
    /// LMS → projection → linear sRGB.
    static func projectionMatrix(ontoPlaneWithNormal normal: SIMD3<Double>, alongCone cone: Int) -> Matrix3 {
        var rows = [SIMD3<Double>(1, 0, 0), SIMD3(0, 1, 0), SIMD3(0, 0, 1)]
        var row = -normal / normal[cone]
        row[cone] = 0
        rows[cone] = row
        return toLinearSRGB * Matrix3(rows[0], rows[1], rows[2]) * fromLinearSRGB
    }

    /// The cross product `a × b`: the normal of the plane through black that holds `a` and `b`.
    static func cross(_ a: SIMD3<Double>, _ b: SIMD3<Double>) -> SIMD3<Double> {
        SIMD3(a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x)
    }

    /// The dot product `a · b`.
    static func dot(_ a: SIMD3<Double>, _ b: SIMD3<Double>) -> Double {
        a.x * b.x + a.y * b.y + a.z * b.z
    }
}
