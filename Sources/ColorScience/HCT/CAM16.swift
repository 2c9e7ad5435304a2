import RealModule

/// A color's appearance in the CAM16 model: hue, chroma, lightness and their relatives, under given
/// viewing conditions.
///
/// CAM16 is the color appearance model of Li et al., "Comprehensive color solutions: CAM16, CAT16,
/// and CAM16-UCS", Color Research & Application 42(6), 2017. The formulas follow
/// material-color-utilities (`Cam16.fromXyzInViewingConditions` and `xyzInViewingConditions`,
/// typescript/hct/cam16.ts, Apache 2.0), which HCT is built on: CAT16 cone responses, a degree of
/// adaptation per channel, the post-adaptation compression 400·x^0.42 / (x^0.42 + 27.13), and the
/// CAM16-UCS coordinates with c1 = 0.007, c2 = 0.0228.
///
/// XYZ here is relative to the viewing conditions' white, with Y of white = 1 (ColorScience's
/// convention; CAM16's own formulas use Y = 100, and the conversion scales by 100 inside).
public struct CAM16: Sendable, Hashable {
    /// Hue angle h in degrees, 0 ≤ h < 360.
    public var hue: Double
    /// Chroma C, ≥ 0: colorfulness relative to the brightness of white (about 0…115 inside sRGB
    /// under Material's conditions).
    public var chroma: Double
    /// Lightness J, 0 (black) … 100 (the white).
    public var lightness: Double
    /// Brightness Q, ≥ 0.
    public var brightness: Double
    /// Colorfulness M, ≥ 0.
    public var colorfulness: Double
    /// Saturation s, ≥ 0.
    public var saturation: Double

    /// The CAT16 matrix from XYZ to cone responses (Li et al. 2017, eq. 2; the six-decimal values
    /// material-color-utilities uses).
    static let m16 = Matrix3(
        SIMD3(0.401288, 0.650173, -0.051461),
        SIMD3(-0.250268, 1.204414, 0.045854),
        SIMD3(-0.002079, 0.048952, 0.953127)
    )

    /// The inverse of `m16`, computed rather than rounded.
    static let m16Inverse = m16.inverse!

    /// The appearance of a color given as XYZ (Y of white = 1) seen in `conditions`.
    ///
    /// For a stimulus no light produces (see ``init(realizable:conditions:)``) lightness or
    /// chroma is NaN; use that initializer when the color may be one.
    public init(xyz: SIMD3<Double>, conditions: ViewingConditions = .material) {
        self.init(responses: CAM16.adaptedResponses(xyz, conditions), conditions: conditions)
    }

    /// The appearance of a color given as XYZ (Y of white = 1) seen in `conditions`, or `nil` when
    /// CAM16 gives it none.
    ///
    /// CAM16's forward model needs an achromatic response A ≥ 0 (J is a power of A) and a sum of
    /// post-adaptation cone responses R'a + G'a + 21/20 B'a > 0 (the denominator of t). Every
    /// color light can produce has both. A stimulus beyond the spectral locus may have neither:
    /// `oklch(0 0.1 30)` has OKLab lightness 0 and chroma 0.1, so two of its cone responses are
    /// negative and the sum is below zero.
    public init?(realizable xyz: SIMD3<Double>, conditions: ViewingConditions = .material) {
        let responses = CAM16.adaptedResponses(xyz, conditions)
        // Material's formulas leave out the 0.1 CAM16 adds to each response; 0.305 adds them back.
        guard responses.p2 >= 0, responses.u + 0.305 > 0 else { return nil }
        self.init(responses: responses, conditions: conditions)
    }

    /// The compressed cone responses of XYZ, and from them the opponent dimensions a
    /// (redness–greenness) and b (yellowness–blueness), u (the sum in t's denominator, less
    /// 0.305) and p2 (the achromatic response before N_bb).
    private static func adaptedResponses(_ xyz: SIMD3<Double>, _ vc: ViewingConditions)
        -> (a: Double, b: Double, u: Double, p2: Double)
    {
        // Cone responses, discounted by the degree of adaptation, then compressed.
        let discounted = vc.rgbD * (CAM16.m16 * (xyz * 100))
        let rA = CAM16.adaptedResponse(vc.fl * discounted.x / 100)
        let gA = CAM16.adaptedResponse(vc.fl * discounted.y / 100)
        let bA = CAM16.adaptedResponse(vc.fl * discounted.z / 100)
        return (
            a: (11 * rA - 12 * gA + bA) / 11,
            b: (rA + gA - 2 * bA) / 9,
            u: (20 * rA + 20 * gA + 21 * bA) / 20,
            p2: (40 * rA + 20 * gA + bA) / 20
        )
    }

    private init(responses: (a: Double, b: Double, u: Double, p2: Double), conditions: ViewingConditions) {
        let vc = conditions
        let (a, b, u, p2) = responses

        var hue = Double.atan2(y: b, x: a) * 180 / Double.pi
        if hue < 0 { hue += 360 } else if hue >= 360 { hue -= 360 }

        let ac = p2 * vc.nbb
        let j = 100 * Double.pow(ac / vc.aw, vc.c * vc.z)
        let q = (4 / vc.c) * (j / 100).squareRoot() * (vc.aw + 4) * vc.flRoot

        let huePrime = hue < 20.14 ? hue + 360 : hue
        let eHue = 0.25 * (Double.cos(huePrime * Double.pi / 180 + 2) + 3.8)
        let p1 = 50000 / 13 * eHue * vc.nc * vc.ncb
        let t = p1 * (a * a + b * b).squareRoot() / (u + 0.305)
        let alpha = Double.pow(t, 0.9) * Double.pow(1.64 - Double.pow(0.29, vc.n), 0.73)
        let chroma = alpha * (j / 100).squareRoot()

        self.hue = hue
        self.chroma = chroma
        self.lightness = j
        self.brightness = q
        self.colorfulness = chroma * vc.flRoot
        self.saturation = 50 * (alpha * vc.c / (vc.aw + 4)).squareRoot()
    }

    /// The appearance with lightness J (0…100), chroma C (≥ 0) and hue h (degrees) in `conditions`;
    /// brightness, colorfulness and saturation follow from them.
    public init(lightness j: Double, chroma: Double, hue: Double, conditions: ViewingConditions = .material) {
        let vc = conditions
        self.hue = hue
        self.chroma = chroma
        self.lightness = j
        self.brightness = (4 / vc.c) * (j / 100).squareRoot() * (vc.aw + 4) * vc.flRoot
        self.colorfulness = chroma * vc.flRoot
        let alpha = j > 0 ? chroma / (j / 100).squareRoot() : 0
        self.saturation = 50 * (alpha * vc.c / (vc.aw + 4)).squareRoot()
    }

    /// The color as XYZ (Y of white = 1) that has this appearance in `conditions`: the inverse
    /// model from J, C and h. The result may lie outside any display's gamut.
    public func xyz(conditions: ViewingConditions = .material) -> SIMD3<Double> {
        let vc = conditions
        let alpha = chroma == 0 || lightness == 0 ? 0 : chroma / (lightness / 100).squareRoot()
        let t = Double.pow(alpha / Double.pow(1.64 - Double.pow(0.29, vc.n), 0.73), 1 / 0.9)
        let hRad = hue * Double.pi / 180
        let eHue = 0.25 * (Double.cos(hRad + 2) + 3.8)
        let ac = vc.aw * Double.pow(lightness / 100, 1 / vc.c / vc.z)
        let p1 = eHue * (50000 / 13) * vc.nc * vc.ncb
        let p2 = ac / vc.nbb
        let hSin = Double.sin(hRad)
        let hCos = Double.cos(hRad)
        let cone = CAM16.unadaptedResponses(p1: p1, p2: p2, t: t, hueSin: hSin, hueCos: hCos) * (100 / vc.fl)
        return CAM16.m16Inverse * (cone / vc.rgbD) / 100
    }

    /// CAM16-UCS coordinates (J*, a*, b*): J* = 1.7 J / (1 + 0.007 J), M* = ln(1 + 0.0228 M) / 0.0228.
    public var ucs: SIMD3<Double> {
        let jStar = (1 + 100 * 0.007) * lightness / (1 + 0.007 * lightness)
        let mStar = Double.log(onePlus: 0.0228 * colorfulness) / 0.0228
        let hRad = hue * Double.pi / 180
        return SIMD3(jStar, mStar * Double.cos(hRad), mStar * Double.sin(hRad))
    }

    /// The CAM16-UCS color difference ΔE' = 1.41 · ΔE_UCS^0.63 (Li et al. 2017, eq. 21).
    public func distance(to other: CAM16) -> Double {
        let d = ucs - other.ucs
        return 1.41 * Double.pow((d * d).sum().squareRoot(), 0.63)
    }

    /// The post-adaptation compression of one scaled cone response x (= F_L · R_D / 100):
    /// sign(x) · 400 |x|^0.42 / (|x|^0.42 + 27.13).
    @inline(__always)
    static func adaptedResponse(_ x: Double) -> Double {
        let af = Double.pow(Swift.abs(x), 0.42)
        let signed: Double = x < 0 ? -1 : (x > 0 ? 1 : 0)
        return signed * 400 * af / (af + 27.13)
    }

    /// The inverse of `adaptedResponse`: a compressed response back to the scaled cone response.
    @inline(__always)
    static func inverseAdaptedResponse(_ adapted: Double) -> Double {
        let magnitude = Swift.abs(adapted)
        let base = Swift.max(0, 27.13 * magnitude / (400 - magnitude))
        let signed: Double = adapted < 0 ? -1 : (adapted > 0 ? 1 : 0)
        return signed * Double.pow(base, 1 / 0.42)
    }

    /// The inverse of CAM16's post-adaptation step (CAM16 §"inverse model", as
    /// material-color-utilities writes it): from the intermediate values p1, p2, t and the hue's
    /// sine and cosine to the cone responses before adaptation (not yet scaled by 100 / F_L).
    @usableFromInline
    static func unadaptedResponses(p1: Double, p2: Double, t: Double, hueSin: Double, hueCos: Double) -> SIMD3<Double> {
        let gamma = 23 * (p2 + 0.305) * t / (23 * p1 + 11 * t * hueCos + 108 * t * hueSin)
        let a = gamma * hueCos
        let b = gamma * hueSin
        let rA = (460 * p2 + 451 * a + 288 * b) / 1403
        let gA = (460 * p2 - 891 * a - 261 * b) / 1403
        let bA = (460 * p2 - 220 * a - 6300 * b) / 1403
        return SIMD3(inverseAdaptedResponse(rA), inverseAdaptedResponse(gA), inverseAdaptedResponse(bA))
    }
}
