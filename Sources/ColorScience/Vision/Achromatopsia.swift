/// Achromatopsia (complete color blindness) as grayscale in linear light.
///
/// Every color becomes the gray R = G = B = Y with Y = 0.2126 R + 0.7152 G + 0.0722 B (the
/// ITU-R BT.709 luminance coefficients rounded to four places), computed on linear-light sRGB.
/// This is the `grayscale(1)` matrix of the W3C Filter Effects Module Level 1 (§ grayscale),
/// applied in linear light as coloraide 8.13.1's `filter('grayscale', 1, space='srgb-linear')`.
/// No published model of achromatopsia is more specific for display simulation.
enum Achromatopsia {
    /// Linear sRGB → the gray of its luminance.
    static let matrix = Matrix3(
        SIMD3(0.2126, 0.7152, 0.0722),
        SIMD3(0.2126, 0.7152, 0.0722),
        SIMD3(0.2126, 0.7152, 0.0722)
    )
}
