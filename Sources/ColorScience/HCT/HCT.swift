/// HCT (Material Design): CAM16 hue and chroma with CIE L* as tone.
///
/// Placeholder conformance while the CAM16 model is written; see HCT/ for the real model.
public struct HCT: ColorModel {
    public static let space = ColorSpace.hct
    public var hue: Double?
    public var chroma: Double
    public var tone: Double
    public var alpha: Double

    public init(hue: Double?, chroma: Double, tone: Double, alpha: Double = 1) {
        self.hue = hue
        self.chroma = chroma
        self.tone = tone
        self.alpha = alpha
    }

    public var xyz: SIMD3<Double> { fatalError("HCT is not written yet") }
    public init(xyz: SIMD3<Double>, alpha: Double) { fatalError("HCT is not written yet") }
    public var coordinates: ColorCoordinates { ColorCoordinates(hue, chroma, tone) }
    public init(coordinates: ColorCoordinates, alpha: Double) {
        self.init(hue: coordinates.first, chroma: coordinates.second ?? 0, tone: coordinates.third ?? 0, alpha: alpha)
    }
}
