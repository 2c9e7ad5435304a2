import PropertyBased
import Testing
@testable import ColorScience

@Suite struct ConversionPropertyTests {
    /// Every space except HCT (whose inverse is a gamut-bounded solver, tested with HCT) takes an
    /// sRGB color and gives it back.
    static let invertibleSpaces = ColorSpace.allCases.filter { $0 != .hct }

    @Test(arguments: invertibleSpaces)
    func roundTripsThroughEverySpace(space: ColorSpace) async {
        await propertyCheck(count: 300, input: ColorGen.srgb) { srgb in
            let there = Color(srgb).converted(to: space)
            let back = there.converted(to: SRGB.self)
            let error = maxDifference(back.rgb, srgb.rgb)
            #expect(error < 1e-9, "\(srgb) → \(space) \(there.coordinates) → \(back)")
        }
    }

    @Test(arguments: invertibleSpaces)
    func roundTripsBetweenAnyTwoSpaces(space: ColorSpace) async {
        await propertyCheck(count: 60, input: ColorGen.srgb) { srgb in
            for other in Self.invertibleSpaces {
                let back = Color(srgb).converted(to: space).converted(to: other).converted(to: space)
                    .converted(to: SRGB.self)
                #expect(maxDifference(back.rgb, srgb.rgb) < 1e-8, "\(srgb) via \(space) and \(other)")
            }
        }
    }

    @Test func alphaIsCarriedThroughEveryConversion() async {
        await propertyCheck(count: 50, input: ColorGen.srgb, Gen.double(in: 0...1)) { srgb, alpha in
            var color = srgb
            color.alpha = alpha
            for space in Self.invertibleSpaces {
                #expect(Color(color).converted(to: space).alpha == alpha)
            }
        }
    }

    @Test func bytesRoundTripExactly() async {
        await propertyCheck(count: 500, input: ColorGen.rgba8) { bytes in
            #expect(RGBA8(rounding: SRGB(bytes)) == bytes)
            #expect(RGBA8(rounding: SRGB(LinearSRGB(bytes))) == bytes)
        }
    }

    @Test func byteOfLinearMatchesRoundingTheEncodedValue() async {
        await propertyCheck(count: 2000, input: Gen.double(in: -0.1...1.1)) { linear in
            let expected = RGBA8.byte(TransferFunction.sRGB.encode(linear))
            #expect(SRGBTables.byte(linear: linear) == expected, "linear \(linear)")
        }
    }

    @Test func powerlessHuesAreUndefined() {
        for gray in [0.0, 0.2, 0.5, 1.0] {
            let c = Color(SRGB(red: gray, green: gray, blue: gray))
            for space in ColorSpace.allCases {
                guard let hueIndex = space.hueIndex, space != .hct else { continue }
                #expect(c.converted(to: space).coordinates[hueIndex] == nil, "\(space) hue of gray \(gray)")
            }
        }
    }

    @Test func pureBlueIsInsideSRGBAfterARoundTrip() {
        let blue = SRGB(red: 0, green: 0, blue: 1)
        let back = SRGB(OKLCH(blue))
        #expect(Gamut.srgb.contains(OKLCH(blue)))
        #expect(back.isInGamut())
        #expect(Gamut.displayP3.contains(blue))
        #expect(!Gamut.srgb.contains(DisplayP3(red: 1, green: 0, blue: 0)))
    }
}
