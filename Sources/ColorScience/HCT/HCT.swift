/// HCT, Material Design's color space: CAM16 hue and chroma with CIE L* as tone.
///
/// Hue and chroma are those of CAM16 (Li et al. 2017) under Material's default viewing conditions
/// (`CAM16.ViewingConditions.material`); tone is the CIE L* of the color's relative luminance, so
/// that a tone difference predicts contrast. This is the `Hct` of material-color-utilities
/// (typescript/hct/hct.ts, Apache 2.0); coloraide's `hct` space, which uses the CSS Color 4 white
/// and matrices, agrees within 0.05.
///
/// HCT is bounded by sRGB the way Material uses it: converting to XYZ or sRGB runs Material's HCT
/// solver (`HctSolver.solveToInt`, see `HCTSolver`). When sRGB holds a color of exactly this hue,
/// chroma and tone, that is the answer; otherwise it is the color of this hue and tone on the
/// boundary of the sRGB gamut, the most chromatic one sRGB has there. Usually that lowers a chroma
/// sRGB cannot reach; very near tones 0 and 100, where the gamut's cross-section is tiny and every
/// color of a hue has some chroma, a request for less chroma than that also gets the boundary
/// color. A chroma below 0.0001, or a tone below 0.0001 or above 99.9999, gives the gray of the
/// tone. So `xyz` and `srgb` are always inside sRGB, and an out-of-gamut color does not round trip
/// through HCT. Every 8-bit sRGB color does: `HCT(bytes).rgba8 == bytes` for all 2²⁴ of them.
///
/// Colors enter through Material's own sRGB matrix (`MaterialSRGB`), so every sRGB color gets
/// exactly Material's figures; XYZ D65 input is first re-expressed in linear sRGB.
public struct HCT: ColorModel {
    public static let space = ColorSpace.hct

    /// Below this CAM16 chroma the hue is powerless (`nil`); the solver treats any request below it
    /// as a gray.
    public static let achromaticChroma = 0.0001

    /// CAM16 hue in degrees, 0 ≤ h < 360; `nil` when achromatic (chroma below
    /// `achromaticChroma`, in practice only black). A missing hue counts as 0 when converting.
    public var hue: Double?
    /// CAM16 chroma, ≥ 0. Inside sRGB it reaches about 113 (red); grays have 0…2.9 (CAM16 sees
    /// D65 white as slightly blue).
    public var chroma: Double
    /// Tone: CIE L* of the relative luminance, 0 (black) … 100 (white).
    public var tone: Double
    /// Opacity, 0…1.
    public var alpha: Double

    /// A color from its HCT coordinates. The chroma may exceed what sRGB can show at that hue and
    /// tone; conversions then lower it.
    @inlinable
    public init(hue: Double?, chroma: Double, tone: Double, alpha: Double = 1) {
        self.hue = hue
        self.chroma = chroma
        self.tone = tone
        self.alpha = alpha
    }

    /// The HCT coordinates of a color given as linear sRGB on Material's 0…100 scale.
    ///
    /// A color no light produces has no CAM16 appearance (``CAM16/init(realizable:conditions:)``);
    /// it takes the HCT of the sRGB color that CSS gamut mapping shows for it (CSS Color 4
    /// §13.2), as a display would: `oklch(0 0.1 30)`, whose OKLab lightness is 0, is black, with
    /// chroma 0 and no hue.
    init(materialLinear linear: SIMD3<Double>, alpha: Double) {
        var materialXYZ = MaterialSRGB.linearToXYZ * linear / 100
        let cam: CAM16
        if let realizable = CAM16(realizable: materialXYZ, conditions: .material) {
            cam = realizable
        } else {
            let oklch = OKLCH(xyz: ConversionMatrices.linearSRGBToXYZ * linear / 100, alpha: alpha)
            let shown = CSSGamutMapping.map(oklch, into: SRGB.self)
            materialXYZ = MaterialSRGB.linearToXYZ * TransferFunction.sRGB.linearize(shown.rgb)
            cam = CAM16(xyz: materialXYZ, conditions: .material)
        }
        self.init(
            hue: cam.chroma < Self.achromaticChroma ? nil : cam.hue,
            chroma: cam.chroma,
            tone: LabMath.lightness(luminance: materialXYZ.y),
            alpha: alpha
        )
    }

    /// The HCT of a gamma-encoded sRGB color (the fast path, without XYZ).
    public init(_ srgb: SRGB) {
        self.init(materialLinear: TransferFunction.sRGB.linearize(srgb.rgb) * 100, alpha: srgb.alpha)
    }

    /// The HCT of an 8-bit sRGB color; Material's `Hct.fromInt`.
    public init(_ bytes: RGBA8) {
        self.init(materialLinear: LinearSRGB(bytes).rgb * 100, alpha: Double(bytes.alpha) / 255)
    }

    /// The HCT of CIE XYZ D65 (Y of white = 1), through linear sRGB and Material's matrix.
    public init(xyz: SIMD3<Double>, alpha: Double) {
        self.init(materialLinear: ConversionMatrices.xyzToLinearSRGB * xyz * 100, alpha: alpha)
    }

    /// The solver's answer as linear-light sRGB, 0…1 per channel (a missing hue counts as 0).
    public var linearSRGB: LinearSRGB {
        LinearSRGB(rgb: HCTSolver.solve(hue: hue ?? 0, chroma: chroma, tone: tone) / 100, alpha: alpha)
    }

    /// The in-gamut sRGB color of this hue and tone with this chroma, or the most chroma sRGB has
    /// there (Material's HCT solver, before rounding to 8 bits; see the type's discussion). Every
    /// channel is in 0…1.
    public var srgb: SRGB { SRGB(linearSRGB) }

    /// The 8-bit sRGB color of this hue, chroma and tone: Material's `HctSolver.solveToInt`, `srgb`
    /// with each channel rounded half up. Alpha is rounded likewise.
    public var rgba8: RGBA8 { RGBA8(rounding: srgb) }

    /// CIE XYZ D65 of the solver's in-gamut sRGB color (see `srgb`).
    public var xyz: SIMD3<Double> { ConversionMatrices.linearSRGBToXYZ * linearSRGB.rgb }

    public var coordinates: ColorCoordinates { ColorCoordinates(hue, chroma, tone) }

    public init(coordinates: ColorCoordinates, alpha: Double) {
        self.init(hue: coordinates.first, chroma: coordinates.second ?? 0, tone: coordinates.third ?? 0, alpha: alpha)
    }
}
