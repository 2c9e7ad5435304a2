import PropertyBased
import Testing
@testable import ColorScience

@Suite struct MeasurePropertyTests {
    @Test func contrastIsSymmetricAndBetween1And21() async {
        await propertyCheck(count: 1000, input: ColorGen.rgba8, ColorGen.rgba8) { a, b in
            let ab = WCAG21Contrast.ratio(a, b), ba = WCAG21Contrast.ratio(b, a)
            #expect(abs(ab - ba) < 1e-12)
            #expect(ab >= 1 && ab <= 21 + 1e-9)
            #expect(abs(ab - WCAG21Contrast.ratio(SRGB(a), SRGB(b))) < 1e-12)
        }
        #expect(abs(WCAG21Contrast.ratio(RGBA8(red: 0, green: 0, blue: 0), RGBA8(red: 255, green: 255, blue: 255)) - 21) < 1e-12)
    }

    @Test func displayedRatiosAreTruncatedNeverRoundedUp() {
        #expect(ContrastRatioFormat.string(4.499999) == "4.49")
        #expect(ContrastRatioFormat.string(4.5) == "4.50")
        #expect(ContrastRatioFormat.string(4.57) == "4.57")
        #expect(ContrastRatioFormat.string(21) == "21.00")
        #expect(ContrastRatioFormat.string(2.999) == "2.99")
        #expect(ContrastRatioFormat.string(6.9999999999) == "6.99")
        #expect(ContrastRatioFormat.string(1.05, decimals: 1) == "1.0")
    }

    @Test func requiredFiguresAreWrittenAsGiven() {
        #expect(ContrastRatioFormat.figure(4.5) == "4.5")
        #expect(ContrastRatioFormat.figure(3) == "3")
        #expect(ContrastRatioFormat.figure(44) == "44")
        #expect(ContrastRatioFormat.figure(1e19) == "1e+19")
    }

    @Test func truncatedDisplayNeverExceedsTheRatio() async {
        await propertyCheck(count: 2000, input: Gen.double(in: 1...21)) { ratio in
            let shown = Double(ContrastRatioFormat.string(ratio))!
            #expect(shown <= ratio)
            #expect(ratio - shown < 0.01)
        }
    }

    @Test func compositingEdgeCases() async {
        await propertyCheck(count: 200, input: ColorGen.srgb, ColorGen.srgb) { fg, bg in
            #expect(maxDifference(fg.composited(over: bg).rgb, fg.rgb) < 1e-15)  // opaque stays
            var clear = fg
            clear.alpha = 0
            #expect(maxDifference(clear.composited(over: bg).rgb, bg.rgb) < 1e-15)
            var half = fg
            half.alpha = 0.5
            var translucentBackground = bg
            translucentBackground.alpha = 0.5
            let out = half.composited(over: translucentBackground)
            #expect(abs(out.alpha - 0.75) < 1e-15)
        }
    }

    @Test func differencesAreSymmetricAndZeroOnlyForTheSameColor() async {
        await propertyCheck(count: 300, input: ColorGen.srgb, ColorGen.srgb) { a, b in
            for method in ColorDifference.allCases {
                #expect(abs(method.between(a, b) - method.between(b, a)) < 1e-9)
                #expect(method.between(a, a) < 1e-9)
                #expect(method.between(a, b) >= 0)
            }
        }
    }

    @Test func gamutMappingLandsInsideAndIsIdempotent() async {
        await propertyCheck(count: 300, input: ColorGen.oklch) { origin in
            for gamut in Gamut.allCases {
                let mapped = gamut.mapped(origin)
                #expect(mapped.space == gamut.space)
                let model = mapped
                #expect(gamut.contains(model))
                let again = gamut.mapped(model)
                #expect(maxDifference(again.coordinates.filled, mapped.coordinates.filled) < 1e-9)
            }
        }
    }

    @Test func gamutMappingKeepsInGamutColorsAndHue() async {
        await propertyCheck(count: 300, input: ColorGen.srgb) { srgb in
            let mapped = Gamut.srgb.mapped(srgb).converted(to: SRGB.self)
            #expect(maxDifference(mapped.rgb, srgb.rgb) < 1e-9)
        }
    }
}

@Suite struct ContrastExtremesTests {
    // Exact equality is the property under test here: white sums to exactly 1.
    @Test func blackOnWhiteIsExactly21() {
        let black = SRGB(red: 0, green: 0, blue: 0), white = SRGB(red: 1, green: 1, blue: 1)
        #expect(white.relativeLuminance == 1)
        #expect(WCAG21Contrast.ratio(black, white) == 21)
        #expect(WCAG21Contrast.ratio(RGBA8(red: 0, green: 0, blue: 0), RGBA8(red: 255, green: 255, blue: 255)) == 21)
        #expect(ContrastRatioFormat.string(WCAG21Contrast.ratio(black, white)) == "21.00")
        #expect(WCAG21Contrast.ratio(white, white) == 1)
    }
}
