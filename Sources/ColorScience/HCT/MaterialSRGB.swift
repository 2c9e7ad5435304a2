/// The sRGB ↔ XYZ constants of material-color-utilities (typescript/utils/color_utils.ts,
/// Apache 2.0), which HCT uses so that every sRGB color gets exactly Material's hue, chroma and tone.
///
/// They differ from the CSS Color 4 matrices of `ConversionMatrices` in the fifth decimal: the Y row
/// is the rounded (0.2126, 0.7152, 0.0722) of ITU-R BT.709 and the white is (95.047, 100, 108.883).
enum MaterialSRGB {
    /// Material's D65 white, XYZ with Y = 1.
    static let whitePoint = SIMD3<Double>(0.95047, 1.0, 1.08883)

    /// Linear sRGB → XYZ (Material's `SRGB_TO_XYZ`).
    static let linearToXYZ = Matrix3(
        SIMD3(0.41233895, 0.35762064, 0.18051042),
        SIMD3(0.2126, 0.7152, 0.0722),
        SIMD3(0.01932141, 0.11916382, 0.95034478)
    )

    /// The luminance row of `linearToXYZ`.
    static let luminanceRow = linearToXYZ.row1

    /// XYZ D65 of ColorScience (CSS Color 4) → Material's XYZ: through linear sRGB, so that an sRGB
    /// color lands exactly where Material puts it.
    static let fromColorScienceXYZ = linearToXYZ * ConversionMatrices.xyzToLinearSRGB
}
