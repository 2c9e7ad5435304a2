import RealModule

extension CAM16 {
    /// The surroundings a color is seen in, and the CAM16 parameters that follow from them.
    ///
    /// The parameters are those of CAM16 (Li et al., "Comprehensive color solutions: CAM16, CAT16,
    /// and CAM16-UCS", Color Research & Application 42(6), 2017), derived as material-color-utilities
    /// derives them (`ViewingConditions.make`, typescript/hct/viewing_conditions.ts, Apache 2.0):
    /// the degree of adaptation D is clamped to 0…1, the surround factor F is 0.8 + surround / 10,
    /// and c is interpolated between the CIECAM02 table values (0.525, 0.59, 0.69).
    ///
    /// `material` is the default of Material Design's HCT: Material's D65 white, an adapting
    /// luminance of 200/π · Y(L* = 50) ≈ 11.73 cd/m², a background of L* 50, an average surround
    /// (2.0) and no discounting of the illuminant.
    public struct ViewingConditions: Sendable, Hashable {
        /// The white point as CIE XYZ with its Y = 1.
        public let whitePoint: SIMD3<Double>
        /// The luminance of the adapting field L_A, in cd/m².
        public let adaptingLuminance: Double
        /// The CIE L* (0…100) of the background around the color.
        public let backgroundLightness: Double
        /// The surround: 0 dark (a cinema), 1 dim (a television at night), 2 average (the color lit
        /// like its surroundings). Values between interpolate.
        public let surround: Double
        /// Whether the eye discounts the illuminant (D = 1); false for self-luminous displays.
        public let discountingIlluminant: Bool

        /// Background induction factor n = Y_b / Y_w.
        let n: Double
        /// Achromatic response of the white, A_w.
        let aw: Double
        /// Brightness and chromatic background induction factors N_bb = N_cb.
        let nbb: Double
        let ncb: Double
        /// Impact of the surround, c.
        let c: Double
        /// Chromatic induction factor N_c (= F).
        let nc: Double
        /// Per-channel degree-of-adaptation factors applied to the CAT16 cone responses.
        let rgbD: SIMD3<Double>
        /// Luminance-level adaptation factor F_L and its fourth root.
        let fl: Double
        let flRoot: Double
        /// Base exponential nonlinearity z.
        let z: Double

        /// Viewing conditions from their physical description.
        ///
        /// - Parameters:
        ///   - whitePoint: the adopted white as XYZ with Y = 1.
        ///   - adaptingLuminance: L_A in cd/m² (lux × 0.0586 for a gray world).
        ///   - backgroundLightness: the background's L*, 0…100 (50: mid gray).
        ///   - surround: 0 (dark) … 2 (average).
        ///   - discountingIlluminant: whether D is forced to 1.
        public init(
            whitePoint: SIMD3<Double>,
            adaptingLuminance: Double,
            backgroundLightness: Double = 50,
            surround: Double = 2,
            discountingIlluminant: Bool = false
        ) {
            self.whitePoint = whitePoint
            self.adaptingLuminance = adaptingLuminance
            self.backgroundLightness = backgroundLightness
            self.surround = surround
            self.discountingIlluminant = discountingIlluminant

            // The white's CAT16 cone responses, with the white at Y = 100 as CAM16 states them.
            let white = whitePoint * 100
            let rgbW = CAM16.m16 * white
            let f = 0.8 + surround / 10
            c = f >= 0.9 ? lerp(0.59, 0.69, (f - 0.9) * 10) : lerp(0.525, 0.59, (f - 0.8) * 10)
            var d = discountingIlluminant ? 1 : f * (1 - (1 / 3.6) * Double.exp((-adaptingLuminance - 42) / 92))
            d = Swift.min(Swift.max(d, 0), 1)
            nc = f
            rgbD = SIMD3(repeating: d) * (SIMD3(repeating: 100) / rgbW) + SIMD3(repeating: 1 - d)
            let k = 1 / (5 * adaptingLuminance + 1)
            let k4 = k * k * k * k
            let k4F = 1 - k4
            fl = k4 * adaptingLuminance + 0.1 * k4F * k4F * Double.root(5 * adaptingLuminance, 3)
            flRoot = Double.root(fl, 4)
            n = LabMath.luminance(lightness: backgroundLightness) * 100 / white.y
            z = 1.48 + n.squareRoot()
            nbb = 0.725 / Double.pow(n, 0.2)
            ncb = nbb
            let adapted = rgbD * rgbW
            let rgbA = SIMD3(
                CAM16.adaptedResponse(fl * adapted.x / 100),
                CAM16.adaptedResponse(fl * adapted.y / 100),
                CAM16.adaptedResponse(fl * adapted.z / 100)
            )
            aw = (2 * rgbA.x + rgbA.y + 0.05 * rgbA.z) * nbb
        }

        /// Material Design's default viewing conditions (material-color-utilities
        /// `ViewingConditions.DEFAULT`): white (95.047, 100, 108.883) / 100, L_A = 200/π · Y(L* 50),
        /// background L* 50, average surround, illuminant not discounted.
        public static let material = ViewingConditions(
            whitePoint: MaterialSRGB.whitePoint,
            adaptingLuminance: 200 / Double.pi * LabMath.luminance(lightness: 50),
            backgroundLightness: 50,
            surround: 2,
            discountingIlluminant: false
        )
    }
}

private func lerp(_ a: Double, _ b: Double, _ t: Double) -> Double {
    (1 - t) * a + t * b
}
