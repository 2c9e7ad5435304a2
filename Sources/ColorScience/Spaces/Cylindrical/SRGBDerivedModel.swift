/// A model defined directly on gamma-encoded sRGB (sRGB itself, HSL, HSV, HWB): these convert
/// among themselves without going through XYZ.
public protocol SRGBDerivedModel: ColorModel {
    /// The model of an sRGB color.
    init(_ srgb: SRGB)
    /// The sRGB form of this color.
    var srgb: SRGB { get }
}

extension SRGB: SRGBDerivedModel {
    public init(_ srgb: SRGB) { self = srgb }
    public var srgb: SRGB { self }
}

extension HSL: SRGBDerivedModel {
    public var srgb: SRGB { SRGB(self) }
}

extension HSV: SRGBDerivedModel {
    public var srgb: SRGB { SRGB(self) }
}

extension HWB: SRGBDerivedModel {
    public var srgb: SRGB { SRGB(self) }
}
