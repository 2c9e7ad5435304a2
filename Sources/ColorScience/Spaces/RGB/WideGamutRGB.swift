/// An Adobe RGB (1998) compatible color (CSS `a98-rgb`), gamma 563/256, D65.
public struct A98RGB: RGBColorModel {
    public static let space = ColorSpace.a98RGB
    public static let transfer = TransferFunction.a98RGB
    public static let toXYZ = ConversionMatrices.linearA98RGBToXYZ
    public static let fromXYZ = ConversionMatrices.xyzToLinearA98RGB

    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

    @inlinable
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }
}

/// A ProPhoto RGB color (CSS `prophoto-rgb`, ROMM RGB), white D50; converted to and from XYZ
/// D65 with Bradford adaptation.
public struct ProPhotoRGB: RGBColorModel {
    public static let space = ColorSpace.proPhotoRGB
    public static let transfer = TransferFunction.proPhotoRGB
    public static let toXYZ = ConversionMatrices.bradfordD50ToD65 * ConversionMatrices.linearProPhotoRGBToXYZD50
    public static let fromXYZ = ConversionMatrices.xyzD50ToLinearProPhotoRGB * ConversionMatrices.bradfordD65ToD50

    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

    @inlinable
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }
}

/// An ITU-R BT.2020 color (CSS `rec2020`), D65.
public struct Rec2020: RGBColorModel {
    public static let space = ColorSpace.rec2020
    public static let transfer = TransferFunction.rec2020
    public static let toXYZ = ConversionMatrices.linearRec2020ToXYZ
    public static let fromXYZ = ConversionMatrices.xyzToLinearRec2020

    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

    @inlinable
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }
}
