import PropertyBased
import RealModule
import Testing
@testable import ColorScience

/// Properties of HCT and Material's solver over random inputs.
@Suite struct HCTPropertyTests {
    /// The chroma-weighted hue difference 2·√(c₁c₂)·sin(Δh/2), the distance the vectors grade.
    static func weightedHueDifference(_ h1: Double, _ c1: Double, _ h2: Double, _ c2: Double) -> Double {
        let dh = (h2 - h1) * Double.pi / 180
        return 2 * (c1 * c2).squareRoot() * Swift.abs(Double.sin(dh / 2))
    }

    @Test func everyEightBitColorSurvivesTheRoundTrip() async {
        await propertyCheck(count: 2000, input: Gen.uint8(), Gen.uint8(), Gen.uint8()) { r, g, b in
            let color = RGBA8(red: r, green: g, blue: b)
            #expect(HCT(color).rgba8 == color, "\(color.hexRGB) → \(HCT(color))")
        }
    }

    @Test func aGridOfEightBitColorsSurvivesTheRoundTrip() {
        var failures: [String] = []
        for r in stride(from: 0, through: 255, by: 15) {
            for g in stride(from: 0, through: 255, by: 15) {
                for b in stride(from: 0, through: 255, by: 15) {
                    let color = RGBA8(red: UInt8(r), green: UInt8(g), blue: UInt8(b))
                    let back = HCT(color).rgba8
                    if back != color { failures.append("\(color.hexRGB) → \(back.hexRGB)") }
                }
            }
        }
        #expect(failures.isEmpty, "\(failures.count) failures, first: \(failures.prefix(5))")
    }

    @Test func theSolverStaysInGamutAndKeepsTheTone() async {
        await propertyCheck(
            count: 1000, input: Gen.double(in: 0..<360), Gen.double(in: 0...200), Gen.double(in: 0...100)
        ) { hue, chroma, tone in
            let hct = HCT(hue: hue, chroma: chroma, tone: tone, alpha: 0.5)
            let srgb = hct.srgb
            #expect(srgb.isInGamut(tolerance: 0), "\(hct) → \(srgb)")
            #expect(Swift.abs(srgb.alpha - 0.5) < 1e-12)
            #expect(Swift.abs(HCT(srgb).tone - tone) <= 0.05, "\(hct) → \(HCT(srgb))")
            #expect(Swift.abs(HCT(hct.rgba8).tone - tone) <= 0.5, "\(hct) → \(hct.rgba8.hexRGB)")
            #expect(SRGB(xyz: hct.xyz, alpha: 1).isInGamut())
        }
    }

    /// The solver answers with exactly the requested chroma when sRGB has it at that hue and tone,
    /// and otherwise with the most chroma sRGB has there (Material's contract).
    @Test func theSolverGivesTheRequestedChromaOrTheMostThereIs() async {
        await propertyCheck(
            count: 500, input: Gen.double(in: 0..<360), Gen.double(in: 0.01...150), Gen.double(in: 0.01...99.99)
        ) { hue, chroma, tone in
            let measured = HCT(HCT(hue: hue, chroma: chroma, tone: tone).srgb)
            let most = HCT(HCT(hue: hue, chroma: 1000, tone: tone).srgb).chroma
            let error = Swift.min(Swift.abs(measured.chroma - chroma), Swift.abs(measured.chroma - most))
            #expect(error <= 0.05, "\(hue), \(chroma), \(tone) → \(measured); most \(most)")
        }
    }

    /// Away from the extremes of tone, where the cross-section of the gamut is tiny, the hue holds.
    @Test func theSolverKeepsTheHue() async {
        await propertyCheck(
            count: 500, input: Gen.double(in: 0..<360), Gen.double(in: 0.01...150), Gen.double(in: 2...98)
        ) { hue, chroma, tone in
            let measured = HCT(HCT(hue: hue, chroma: chroma, tone: tone).srgb)
            let difference = Self.weightedHueDifference(hue, measured.chroma, measured.hue ?? hue, measured.chroma)
            #expect(difference <= 2, "\(hue), \(chroma), \(tone) → \(measured)")
        }
    }

    /// An in-gamut HCT (one made from an sRGB color) converts to XYZ and back unchanged, up to the
    /// solver's tolerance in Y. (Below tone 0.0001 the solver answers black by design.)
    @Test func inGamutHCTRoundTripsThroughXYZ() async {
        await propertyCheck(count: 500, input: Gen.double(in: 0...1), Gen.double(in: 0...1), Gen.double(in: 0...1)) {
            r, g, b in
            let hct = HCT(SRGB(red: r, green: g, blue: b))
            guard hct.tone >= 0.01 else { return }
            let back = HCT(xyz: hct.xyz, alpha: 1)
            #expect(Swift.abs(back.tone - hct.tone) <= 0.05, "\(hct) → \(back)")
            #expect(Swift.abs(back.chroma - hct.chroma) <= 0.05, "\(hct) → \(back)")
            let difference = Self.weightedHueDifference(hct.hue ?? 0, hct.chroma, back.hue ?? 0, back.chroma)
            #expect(difference <= 0.05, "\(hct) → \(back)")
        }
    }

    /// CAM16's forward and inverse models agree.
    @Test func cam16InvertsItself() async {
        await propertyCheck(count: 500, input: Gen.double(in: 0...1), Gen.double(in: 0...1), Gen.double(in: 0...1)) {
            r, g, b in
            let xyz = SRGB(red: r, green: g, blue: b).xyz
            let back = CAM16(xyz: xyz, conditions: .material).xyz(conditions: .material)
            let error = back - xyz
            #expect((error * error).sum().squareRoot() <= 1e-9, "\(xyz) → \(back)")
        }
    }
}
