import Testing

@testable import ColorScience

/// `Color.css(_:)`: the text written for each space, and the number formatting behind it.
@Suite struct CSSSerializationTests {
    static let examples: [(css: String, written: String)] = [
        ("#ABC", "#aabbcc"),
        ("#aabbcc80", "#aabbcc80"),
        ("rebeccapurple", "#663399"),
        ("transparent", "#00000000"),
        ("rgb(10.5 20 30)", "rgb(10.5 20 30)"),
        ("rgb(10 20 30 / 50%)", "rgb(10 20 30 / 0.5)"),
        ("rgb(none 20 30 / none)", "rgb(none 20 30 / none)"),
        ("rgb(0.1 0.2 0.3)", "rgb(0.1 0.2 0.3)"),
        ("color(srgb 1.2 -0.1 0.5)", "color(srgb 1.2 -0.1 0.5)"),
        ("hsl(480 50 50 / 25%)", "hsl(480 50% 50% / 0.25)"),
        ("hsl(none 0% 50%)", "hsl(none 0% 50%)"),
        ("hwb(90deg 10% 20%)", "hwb(90 10% 20%)"),
        ("lab(50% 20% -30)", "lab(50 25 -30)"),
        ("lch(29.2345% 44.2 27)", "lch(29.235 44.2 27)"),
        ("oklab(50% 40% -0.1)", "oklab(0.5 0.16 -0.1)"),
        ("oklch(0.627955 0.257683 29.2339)", "oklch(0.62796 0.25768 29.234)"),
        ("oklch(0.5 0 none)", "oklch(0.5 0 none)"),
        ("color(display-p3 1 0 0)", "color(display-p3 1 0 0)"),
        ("color(xyz 0.2 0.3 0.4 / 0.3)", "color(xyz-d65 0.2 0.3 0.4 / 0.3)"),
        ("color(xyz-d50 20% 30% 40%)", "color(xyz-d50 0.2 0.3 0.4)"),
        ("color(prophoto-rgb 1 0.5 none)", "color(prophoto-rgb 1 0.5 none)"),
        ("color(display-p3-linear 0.5 0.5 0.5)", "color(display-p3-linear 0.5 0.5 0.5)"),
    ]

    @Test func writesEachSpace() throws {
        for (css, written) in Self.examples {
            #expect(try Color(css: css).cssString == written, "\(css)")
        }
    }

    @Test func hexOnlyWhenAskedAndExact() throws {
        let color = try Color(css: "#3366cc")
        #expect(color.css(CSSSerializationOptions(prefersHex: false)) == "rgb(51 102 204)")
        let almost = Color(space: .srgb, coordinates: ColorCoordinates(0.2, 0.4, 0.8000001))
        #expect(almost.cssString == "rgb(51 102 204)")
        #expect(almost.css(.lossless) == "rgb(51 102 204.0000255)")
    }

    @Test func precisionIsRelativeToTheChannelRange() throws {
        let oklch = Color(space: .oklch, coordinates: ColorCoordinates(0.123456789, 0.0987654321, 123.456789))
        #expect(oklch.css(CSSSerializationOptions(precision: 3)) == "oklch(0.123 0.099 123.5)")
        #expect(oklch.css(CSSSerializationOptions(precision: 7)) == "oklch(0.1234568 0.0987654 123.45679)")
        #expect(oklch.css(.lossless) == "oklch(0.123456789 0.0987654321 123.456789)")
        let alpha = Color(space: .lab, coordinates: ColorCoordinates(50, 0, 0), alpha: 0.999999)
        #expect(alpha.cssString == "lab(50 0 0)")
    }

    /// Values `rgb()`, `hsl()`, `lab()`, … would clamp are written in a form that keeps them.
    @Test func keepsWhatCSSWouldClamp() throws {
        let cases: [(Color, String)] = [
            (Color(space: .lch, coordinates: ColorCoordinates(50, -10, 30)), "lch(50 10 210)"),
            (Color(space: .oklch, coordinates: ColorCoordinates(0.5, -0.1, nil)), "oklch(0.5 0.1 180)"),
            (Color(space: .hsl, coordinates: ColorCoordinates(30, -0.5, 0.5)), "hsl(210 50% 50%)"),
            (Color(space: .srgb, coordinates: ColorCoordinates(1.5, 0, 0)), "color(srgb 1.5 0 0)"),
        ]
        for (color, written) in cases {
            #expect(color.cssString == written)
            let back = try Color(css: written)
            let a = color.converted(to: SRGB.self).rgb
            let b = back.converted(to: SRGB.self).rgb
            #expect(maxDifference(a, b) < 1e-9, "\(written)")
        }
        for color in [
            Color(space: .lab, coordinates: ColorCoordinates(150, 10, 0)),
            Color(space: .oklab, coordinates: ColorCoordinates(-0.2, 0.1, 0.1), alpha: 0.5),
        ] {
            let written = color.css(.lossless)
            #expect(written.hasPrefix("color(xyz-d"), "\(written)")
            let back = try Color(css: written)
            #expect(maxDifference(back.xyz, color.xyz) < 1e-12, "\(written)")
            #expect(back.alpha == color.alpha)
        }
    }

    /// HSV and CIELAB/LCh D65 have no CSS form; they are written as HWB, Lab and LCh. (HCT, also
    /// written as LCh, converts through the CAM16 model, which is not in this module yet.)
    @Test func convertsSpacesCSSCannotName() throws {
        let hsv = Color(space: .hsv, coordinates: ColorCoordinates(30, 0.5, 0.5), alpha: 0.25)
        #expect(hsv.cssString == "hwb(30 25% 50% / 0.25)")
        for color in [
            Color(space: .labD65, coordinates: ColorCoordinates(50, 20, -30)),
            Color(space: .lchD65, coordinates: ColorCoordinates(50, 30, 200)),
        ] {
            let back = try Color(css: color.css(.lossless))
            #expect(back.space == (color.space == .labD65 ? .lab : .lch))
            #expect(maxDifference(back.xyz, color.xyz) < 1e-12)
        }
    }

    @Test func keepsSpacesCSSCannotNameWhenAsked() throws {
        let options = CSSSerializationOptions(keepsSpace: true)
        let examples: [(Color, String)] = [
            (Color(space: .hsv, coordinates: ColorCoordinates(30, 0.5, 0.5), alpha: 0.25), "color(--hsv 30 50% 50% / 0.25)"),
            (Color(space: .hct, coordinates: ColorCoordinates(nil, 0, 0)), "color(--hct none 0 0)"),
            (Color(space: .labD65, coordinates: ColorCoordinates(50, 20, -30)), "color(--lab-d65 50 20 -30)"),
            (Color(space: .lchD65, coordinates: ColorCoordinates(50, -30, 20)), "color(--lch-d65 50 30 200)"),
        ]
        for (color, written) in examples {
            #expect(color.css(options) == written)
            let back = try Color(css: color.css(.init(precision: nil, keepsSpace: true)))
            #expect(back.space == color.space, "\(written)")
            #expect(maxDifference(back.xyz, color.xyz) < 1e-12, "\(written)")
        }
        // Spaces CSS names are written as before.
        #expect(Color(space: .lab, coordinates: ColorCoordinates(50, 20, -30)).css(options) == "lab(50 20 -30)")
    }

    @Test func nonFiniteValuesStillGiveValidCSS() throws {
        let color = Color(space: .oklab, coordinates: ColorCoordinates(.nan, .infinity, -.infinity), alpha: .nan)
        let written = color.cssString
        #expect(written == "oklab(none 1.7976931348623157e+308 -1.7976931348623157e+308 / none)")
        // Valid CSS, whose value lies beyond what Tincture computes with: a range error, not a
        // syntax error.
        #expect { try Color(css: written) } throws: { ($0 as? CSSColorParseError)?.kind == .colorOutOfRange }
    }

    static let numbers: [(Double, Int?, String)] = [
        (0, 3, "0"), (-0.0, 3, "0"), (1, 3, "1"), (0.1, nil, "0.1"), (0.125, 2, "0.13"), (-0.125, 2, "-0.13"),
        (0.0004, 3, "0"), (-0.0004, 3, "0"), (0.9996, 3, "1"), (99.9995, 3, "100"), (199.9999, 2, "200"),
        (123456789.123, 1, "123456789.1"), (1e-7, nil, "0.0000001"), (1.5e-7, 8, "0.00000015"),
        (1e20, 0, "100000000000000000000"), (1e21, 0, "1e+21"),
        (1e22, 0, "1e+22"), (1.25e300, nil, "1.25e+300"), (Double.leastNonzeroMagnitude, nil, "5e-324"),
        (Double.leastNonzeroMagnitude, 20, "0"), (2.5, 0, "3"), (-2.5, 0, "-3"), (12.0, 5, "12"),
        (0.3 - 0.1, nil, "0.19999999999999998"),
        (0.3 - 0.1, 16, "0.2"),
    ]

    @Test func formatsNumbersCompactly() {
        for (value, digits, text) in Self.numbers {
            #expect(
                CSSNumberFormat.string(value, fractionDigits: digits) == text,
                "\(value) to \(String(describing: digits))")
        }
    }

    /// Every formatted number reads back, through `Double(_:)`, within half a unit of the last
    /// place kept.
    @Test func formattedNumbersReadBack() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<2000 {
            let value =
                Double.random(in: -1e6...1e6, using: &generator)
                / Double(Int.random(in: 1...100_000, using: &generator))
            let digits = Int.random(in: 0...10, using: &generator)
            let text = CSSNumberFormat.string(value, fractionDigits: digits)
            let back = Double(text) ?? .nan
            #expect(abs(back - value) <= 0.5000001 * pow10(-digits) + 1e-9 * abs(value), "\(value) → \(text)")
            #expect(Double(CSSNumberFormat.string(value, fractionDigits: nil)) == value)
        }
    }

    private func maxDifference(_ a: SIMD3<Double>, _ b: SIMD3<Double>) -> Double {
        let d = a - b
        return max(abs(d.x), abs(d.y), abs(d.z))
    }

    private func pow10(_ n: Int) -> Double {
        var result = 1.0
        for _ in 0..<abs(n) { result *= 10 }
        return n < 0 ? 1 / result : result
    }
}
