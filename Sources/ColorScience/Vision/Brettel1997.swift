/// Brettel, Viénot & Mollon (1997): dichromacy as a projection onto two half-planes in cone space.
///
/// H. Brettel, F. Viénot, J. D. Mollon, "Computerized simulation of color appearance for
/// dichromats", Journal of the Optical Society of America A 14(10), 2647–2655, 1997.
///
/// A dichromat's colors lie on two half-planes through black that meet along the neutral axis:
/// one holds the 475 nm spectral color, the other 575 nm (protanopia, deuteranopia); for
/// tritanopia, 485 nm and 660 nm. A color is moved along the missing cone's axis onto the
/// half-plane on its side of the plane that holds the neutral axis and that axis. Following
/// daltonlens 0.1.5 (`Simulator_Brettel1997`, `use_white_as_neutral=True`), the neutral axis is
/// sRGB white rather than the equal-energy white, so white stays white; the cone space is
/// Smith–Pokorny (`SmithPokornyLMS`). The anchor colors themselves are fixed points.
struct Brettel1997: Sendable, Hashable {
    /// Linear sRGB → linear sRGB for colors on the first anchor's side (`separation · rgb ≥ 0`).
    var firstHalfPlane: Matrix3
    /// Linear sRGB → linear sRGB for colors on the second anchor's side (`separation · rgb < 0`).
    var secondHalfPlane: Matrix3
    /// The normal, in linear sRGB, of the plane that separates the two half-planes.
    var separation: SIMD3<Double>

    /// CIE 1931 2° standard observer color-matching functions (x̄, ȳ, z̄) at the anchor
    /// wavelengths: the XYZ of unit-power monochromatic light. Source: CIE 15:2004 Table T.4 (the
    /// 1931 2° observer), the values colour-science's `MSDS_CMFS['CIE 1931 2 Degree Standard
    /// Observer']` and daltonlens 0.1.5 use.
    static let xyz475nm = SIMD3<Double>(0.1421, 0.1126, 1.0419)
    static let xyz485nm = SIMD3<Double>(0.05795, 0.1693, 0.6162)
    static let xyz575nm = SIMD3<Double>(0.8425, 0.9154, 0.0018)
    static let xyz660nm = SIMD3<Double>(0.1649, 0.0610, 0.0000)

    /// Linear sRGB → XYZ with the 7-digit matrix of the sRGB article of Wikipedia, as daltonlens
    /// 0.1.5 uses it (`convert.XYZ_from_linearRGB_BT709`) to bring the anchors into LMS. It only
    /// places the anchor directions; the reference vectors were made with it.
    static let xyzFromLinearSRGB = Matrix3(
        SIMD3(0.412456, 0.3575761, 0.1804375),
        SIMD3(0.212672, 0.7151522, 0.0721750),
        SIMD3(0.019333, 0.1191920, 0.9503041)
    )

    /// The anchors' colors in linear sRGB (out of gamut: they are spectral colors). The simulation
    /// leaves each of them unchanged.
    static func anchorsInLinearSRGB(missingCone cone: Int) -> (SIMD3<Double>, SIMD3<Double>) {
        guard let rgbFromXYZ = xyzFromLinearSRGB.inverse else { preconditionFailure("singular XYZ matrix") }
        return cone == 2
            ? (rgbFromXYZ * xyz485nm, rgbFromXYZ * xyz660nm)
            : (rgbFromXYZ * xyz475nm, rgbFromXYZ * xyz575nm)
    }

    /// The full-severity simulation of a dichromacy (`cone` 0 = L, 1 = M, 2 = S).
    init(missingCone cone: Int) {
        let (rgb1, rgb2) = Brettel1997.anchorsInLinearSRGB(missingCone: cone)
        var anchor1 = SmithPokornyLMS.lms(linear: rgb1)
        var anchor2 = SmithPokornyLMS.lms(linear: rgb2)
        let neutral = SmithPokornyLMS.lms(linear: SIMD3(1, 1, 1))
        var axis = SIMD3<Double>(0, 0, 0)
        axis[cone] = 1
        let separationLMS = SmithPokornyLMS.cross(neutral, axis)
        if SmithPokornyLMS.dot(separationLMS, anchor1) < 0 { swap(&anchor1, &anchor2) }
        firstHalfPlane = SmithPokornyLMS.projectionMatrix(
            ontoPlaneWithNormal: SmithPokornyLMS.cross(neutral, anchor1), alongCone: cone)
        secondHalfPlane = SmithPokornyLMS.projectionMatrix(
            ontoPlaneWithNormal: SmithPokornyLMS.cross(neutral, anchor2), alongCone: cone)
        // n · (M rgb) = (Mᵀ n) · rgb: the same test done directly on linear sRGB.
        separation = SmithPokornyLMS.fromLinearSRGB.transposed * separationLMS
    }

    /// The same projections blended with the identity: severity · simulation + (1 − severity) · color.
    func blended(severity: Double) -> Brettel1997 {
        var copy = self
        copy.firstHalfPlane = .interpolated(from: .identity, to: firstHalfPlane, weight: severity)
        copy.secondHalfPlane = .interpolated(from: .identity, to: secondHalfPlane, weight: severity)
        return copy
    }

    /// The full-severity simulations of protanopia, deuteranopia and tritanopia, computed once.
    static let dichromacies: [Brettel1997] = (0..<3).map(Brettel1997.init(missingCone:))
}
