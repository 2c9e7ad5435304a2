import PropertyBased
@testable import ColorScience

/// Generators of colors for property tests.
enum ColorGen {
    /// Any 8-bit opaque color.
    static var rgba8: Generator<RGBA8, some SendableSequenceType> {
        zip(Gen.uint8(in: 0...255), Gen.uint8(in: 0...255), Gen.uint8(in: 0...255))
            .map { RGBA8(red: $0, green: $1, blue: $2) }
    }

    /// Any in-gamut sRGB color with real-valued channels.
    static var srgb: Generator<SRGB, some SendableSequenceType> {
        zip(Gen.double(in: 0...1), Gen.double(in: 0...1), Gen.double(in: 0...1))
            .map { SRGB(red: $0, green: $1, blue: $2) }
    }

    /// OKLCH colors over and beyond the visible range (many outside sRGB and Display P3).
    static var oklch: Generator<OKLCH, some SendableSequenceType> {
        zip(Gen.double(in: 0...1), Gen.double(in: 0...0.45), Gen.double(in: 0..<360))
            .map { OKLCH(lightness: $0, chroma: $1, hue: $2) }
    }
}

/// The largest absolute difference between the channels of two vectors.
func maxDifference(_ a: SIMD3<Double>, _ b: SIMD3<Double>) -> Double {
    let d = a - b
    return max(abs(d.x), abs(d.y), abs(d.z))
}
