/// Viénot, Brettel & Mollon (1999): dichromacy as one projection in cone space.
///
/// F. Viénot, H. Brettel, J. D. Mollon, "Digital video colourmaps for checking the legibility of
/// displays by dichromats", Color Research & Application 24(4), 243–252, 1999.
///
/// The missing cone's response is replaced so that every color lands on one plane through black
/// in Smith–Pokorny LMS (`SmithPokornyLMS`): for protanopia and deuteranopia the plane holds
/// sRGB blue and yellow (which dichromats see as normal observers do); for tritanopia, an
/// approximation the paper does not give, the plane holds red and cyan (as coloraide and
/// daltonlens do). The result is one 3×3 matrix in linear-light sRGB; derived here, it agrees with
/// the `matrices` convention of the reference vectors (coloraide 8.13.1) to 1e-15.
enum Vienot1999 {
    /// The full-severity simulation matrix in linear sRGB for a dichromacy (`cone` 0 = L, 1 = M, 2 = S).
    static func matrix(missingCone cone: Int) -> Matrix3 {
        let lms = SmithPokornyLMS.lms(linear:)
        let normal: SIMD3<Double>
        if cone == 2 {
            normal = SmithPokornyLMS.cross(lms(SIMD3(0, 1, 1)), lms(SIMD3(1, 0, 0)))  // cyan × red
        } else {
            normal = SmithPokornyLMS.cross(lms(SIMD3(1, 1, 0)), lms(SIMD3(0, 0, 1)))  // yellow × blue
        }
        return SmithPokornyLMS.projectionMatrix(ontoPlaneWithNormal: normal, alongCone: cone)
    }

    /// The matrices for protanopia, deuteranopia and tritanopia, computed once.
    static let matrices: [Matrix3] = (0..<3).map(matrix(missingCone:))
}
