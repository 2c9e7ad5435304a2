import PropertyBased
import Testing

@testable import ColorScience

/// Serialize → parse gives back the same color, in every space CSS can write, for random
/// channels (some `none`) and alphas.
@Suite struct CSSRoundTripTests {
    /// A space, the channel ranges to draw from (inside what CSS keeps unclamped), and how far
    /// each channel may move at the default precision (half a unit of the last place written).
    struct Domain: Sendable, CustomTestStringConvertible {
        let space: ColorSpace
        let ranges: [ClosedRange<Double>]
        let tolerances: [Double]
        var testDescription: String { space.rawValue }
    }

    /// Five decimals for channels of range ~1, three for wider ones (written 0…255, as
    /// percentages, or in Lab units and degrees).
    static let unit = 5.0001e-6, byte = 5.0001e-4 / 255, percent = 5.0001e-4 / 100, wide = 5.0001e-4

    static let domains: [Domain] =
        [
            Domain(space: .srgb, ranges: [0...1, 0...1, 0...1], tolerances: [byte, byte, byte]),
            // Outside 0…1, sRGB is written with color(srgb …) and five decimals.
            Domain(space: .srgb, ranges: [-0.5...1.5, -0.5...1.5, -0.5...1.5], tolerances: [unit, unit, unit]),
            Domain(space: .hsl, ranges: [-720...720, 0...1, -0.2...1.2], tolerances: [wide, percent, percent]),
            Domain(space: .hwb, ranges: [0...360, -0.2...1.2, -0.2...1.2], tolerances: [wide, percent, percent]),
            Domain(space: .lab, ranges: [0...100, -160...160, -160...160], tolerances: [wide, wide, wide]),
            Domain(space: .lch, ranges: [0...100, 0...200, -360...720], tolerances: [wide, wide, wide]),
            Domain(space: .oklab, ranges: [0...1, -0.5...0.5, -0.5...0.5], tolerances: [unit, unit, unit]),
            Domain(space: .oklch, ranges: [0...1, 0...0.5, 0...360], tolerances: [unit, unit, wide]),
        ]
        + [ColorSpace.srgbLinear, .displayP3, .displayP3Linear, .a98RGB, .proPhotoRGB, .rec2020, .xyzD65, .xyzD50].map {
            Domain(space: $0, ranges: [-0.5...1.5, -0.5...1.5, -0.5...1.5], tolerances: [unit, unit, unit])
        }

    static func channel(_ range: ClosedRange<Double>) -> Generator<Double?, some SendableSequenceType> {
        Gen.double(in: range).optional(valueRate: 0.9)
    }

    /// Alpha: often exactly 1, sometimes `none`.
    static let alpha = Gen.double(in: 0...1.25).map { min($0, 1) }.optional(valueRate: 0.9)

    static func close(_ a: Double?, _ b: Double?, within tolerance: Double) -> Bool {
        switch (a, b) {
        case (nil, nil): true
        case (let a?, let b?): abs(a - b) <= tolerance
        default: false
        }
    }

    static func check(_ color: Color, _ options: CSSSerializationOptions, tolerances: [Double]) {
        let text = color.css(options)
        do {
            let back = try Color(css: text)
            #expect(back.space == color.space, "\(text)")
            for i in 0..<3 {
                let ok = close(back.coordinates[i], color.coordinates[i], within: tolerances[i])
                #expect(
                    ok,
                    "\(text): channel \(i) \(String(describing: back.coordinates[i])) ≠ \(String(describing: color.coordinates[i]))"
                )
            }
            #expect(close(back.alpha, color.alpha, within: unit), "\(text): alpha")
        } catch {
            Issue.record("\(text) does not parse: \(error)")
        }
    }

    @Test(arguments: domains)
    func losslessTextGivesTheSameColor(_ domain: Domain) async {
        await propertyCheck(
            count: 300, input: Self.channel(domain.ranges[0]), Self.channel(domain.ranges[1]),
            Self.channel(domain.ranges[2]), Self.alpha
        ) { a, b, c, alpha in
            let color = Color(space: domain.space, coordinates: ColorCoordinates(a, b, c), alpha: alpha)
            // Only the ×255 and ×100 scalings of rgb() and percentages can move the last bit.
            let tolerances = domain.ranges.map { 4e-16 * max(1, abs($0.lowerBound), abs($0.upperBound)) }
            Self.check(color, .lossless, tolerances: tolerances)
        }
    }

    @Test(arguments: domains)
    func defaultTextGivesTheSameColorUpToItsPrecision(_ domain: Domain) async {
        await propertyCheck(
            count: 300, input: Self.channel(domain.ranges[0]), Self.channel(domain.ranges[1]),
            Self.channel(domain.ranges[2]), Self.alpha
        ) { a, b, c, alpha in
            let color = Color(space: domain.space, coordinates: ColorCoordinates(a, b, c), alpha: alpha)
            Self.check(color, .default, tolerances: domain.tolerances)
        }
    }

    /// 8-bit sRGB colors are written as hex and read back exactly.
    @Test func eightBitColorsRoundTripThroughHex() async {
        await propertyCheck(
            count: 500, input: Gen.uint8(), Gen.uint8(), Gen.uint8(), Gen.uint8()
        ) { r, g, b, a in
            let bytes = RGBA8(red: r, green: g, blue: b, alpha: a)
            let color = Color(SRGB(bytes))
            let text = color.cssString
            #expect(text == bytes.hex)
            let back = try Color(css: text)
            #expect(RGBA8(rounding: back.converted(to: SRGB.self)) == bytes)
            #expect(try RGBA8(hex: text) == bytes)
        }
    }

    /// A color converted to every space and written there still converts to the same sRGB.
    @Test func everySpaceKeepsTheSRGBColor() async {
        let spaces: [ColorSpace] = ColorSpace.allCases.filter { $0 != .hct }
        await propertyCheck(
            count: 200, input: Gen.double(in: 0...1), Gen.double(in: 0...1), Gen.double(in: 0...1)
        ) { r, g, b in
            let srgb = Color(SRGB(red: r, green: g, blue: b))
            for space in spaces {
                let text = srgb.converted(to: space).css(.lossless)
                let back = try Color(css: text).converted(to: SRGB.self).rgb
                let d = back - SIMD3(r, g, b)
                #expect(max(abs(d.x), abs(d.y), abs(d.z)) < 1e-9, "\(space.rawValue): \(text)")
            }
        }
    }
}
