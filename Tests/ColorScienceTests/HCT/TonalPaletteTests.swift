import PropertyBased
import Testing
@testable import ColorScience

/// Material's tonal and core palettes: known answers and rules.
@Suite struct TonalPaletteTests {
    /// material-color-utilities' `TonalPalette` test of pure blue.
    @Test func blueMatchesMaterial() {
        let blue = TonalPalette(seed: RGBA8(red: 0, green: 0, blue: 255))
        let expected: [Int: String] = [
            100: "#ffffff", 95: "#f1efff", 90: "#e0e0ff", 80: "#bec2ff", 70: "#9da3ff", 60: "#7c84ff",
            50: "#5a64ff", 40: "#343dff", 30: "#0000ef", 20: "#0001ac", 10: "#00006e", 0: "#000000",
        ]
        for (tone, hex) in expected {
            #expect(blue.tone(tone).hexRGB == hex, "tone \(tone)")
        }
    }

    @Test func toneNinetyNineOfAYellowHueIsTheAverageOfItsNeighbors() {
        let yellow = TonalPalette(hue: 110, chroma: 60)
        #expect(TonalPalette.isYellow(hue: 110))
        let t98 = yellow.tone(98), t100 = yellow.tone(100)
        #expect(yellow.tone(99) == TonalPalette.average(t98, t100))
        #expect(yellow.tone(99.0) == yellow.tone(99))
        // Outside 105 ≤ h < 125 tone 99 is the solver's.
        #expect(!TonalPalette.isYellow(hue: 96.7))
        #expect(!TonalPalette.isYellow(hue: 125))
        let gold = TonalPalette(hue: 96.7, chroma: 64)
        #expect(gold.tone(99) == HCT(hue: 96.7, chroma: 64, tone: 99).rgba8)
    }

    @Test func averageRoundsHalfUp() {
        let a = RGBA8(red: 254, green: 0, blue: 10)
        let b = RGBA8(red: 255, green: 1, blue: 10)
        #expect(TonalPalette.average(a, b) == RGBA8(red: 255, green: 1, blue: 10))
    }

    /// material-color-utilities' `KeyColor` tests.
    @Test func keyColorReachesTheRequestedChromaNearToneFifty() {
        let exact = TonalPalette(hue: 50, chroma: 60).keyColor
        #expect(Swift.abs((exact.hue ?? 0) - 50) < 10)
        #expect(Swift.abs(exact.chroma - 60) < 0.5)
        #expect(exact.tone > 0 && exact.tone < 100)

        let high = TonalPalette(hue: 149, chroma: 200).keyColor
        #expect(Swift.abs((high.hue ?? 0) - 149) < 10)
        #expect(high.chroma > 89)

        let low = TonalPalette(hue: 50, chroma: 3).keyColor
        #expect(Swift.abs(low.chroma - 3) < 0.5)
        #expect(Swift.abs(low.tone - 50) < 0.5)
    }

    @Test func seedPaletteKeepsTheSeed() {
        let seed = RGBA8(red: 0x67, green: 0x50, blue: 0xa4)
        let palette = TonalPalette(seed: seed)
        #expect(palette.keyColor == HCT(seed))
        #expect(palette.tone(40) == seed)
        let viaModel = TonalPalette(seed: SRGB(seed))
        #expect(Swift.abs(viaModel.hue - palette.hue) < 1e-9)
        #expect(Swift.abs(viaModel.chroma - palette.chroma) < 1e-9)
    }

    @Test func hueIsFolded() {
        #expect(Swift.abs(TonalPalette(hue: 400, chroma: 10).hue - 40) < 1e-9)
        #expect(Swift.abs(TonalPalette(hue: -20, chroma: 10).hue - 340) < 1e-9)
    }

    @Test func corePaletteFollowsMaterialsRecipe() {
        let seed = RGBA8(red: 0x42, green: 0x85, blue: 0xf4)
        let hct = HCT(seed)
        let core = CorePalette(seed: seed)
        let h = hct.hue ?? 0
        #expect(Swift.abs(core.primary.chroma - Swift.max(48, hct.chroma)) < 1e-9)
        #expect(Swift.abs(core.secondary.chroma - 16) < 1e-9)
        #expect(Swift.abs(core.tertiary.hue - PolarMath.normalizedDegrees(h + 60)) < 1e-9)
        #expect(Swift.abs(core.tertiary.chroma - 24) < 1e-9)
        #expect(Swift.abs(core.neutral.chroma - 4) < 1e-9)
        #expect(Swift.abs(core.neutralVariant.chroma - 8) < 1e-9)
        #expect(Swift.abs(core.error.hue - 25) < 1e-9 && Swift.abs(core.error.chroma - 84) < 1e-9)
        for role in CorePalette.Role.allCases {
            #expect(Swift.abs(core[role].hue - (role == .error ? 25 : role == .tertiary ? core.tertiary.hue : h)) < 1e-9)
        }
        #expect(CorePalette.Role(rawValue: "a1") == .primary)
        #expect(CorePalette.Role(rawValue: "n2") == .neutralVariant)
    }

    @Test func everyPaletteToneIsOpaqueAndOrderedByLightness() async {
        await propertyCheck(count: 40, input: Gen.double(in: 0..<360), Gen.double(in: 0...120)) { hue, chroma in
            let tones = TonalPalette(hue: hue, chroma: chroma).tones
            #expect(tones.count == 101)
            #expect(tones.allSatisfy { $0.alpha == 255 })
            let luminances = tones.map { SRGB($0).relativeLuminance }
            for t in 1...100 {
                #expect(luminances[t] >= luminances[t - 1] - 1e-9, "tone \(t) of \(hue), \(chroma)")
            }
        }
    }
}
