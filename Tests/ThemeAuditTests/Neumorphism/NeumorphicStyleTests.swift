import ColorScience
import Testing
@testable import ThemeAudit

@Suite struct NeumorphicStyleTests {
    static let darkStart = SRGB(RGBA8(red: 50, green: 60, blue: 65))
    static let white = SRGB(red: 1, green: 1, blue: 1)

    @Test func derivesFromTheSeedsDarkStart() {
        let style = NeumorphicStyle.derive(base: Self.darkStart, dark: true)
        #expect(style.surface == Self.darkStart)
        #expect(!style.surfaceAdjusted)
        let (s, h, d) = (OKLCH(style.surface), OKLCH(style.highlight), OKLCH(style.shade))
        #expect(abs(h.lightness - s.lightness - 0.08) < 0.01)
        #expect(abs(s.lightness - d.lightness - 0.05) < 0.01)
        #expect(abs((h.hue ?? 0) - (s.hue ?? 0)) < 5)  // hue kept
        let raised = style.appearance(.flat)
        #expect(raised.shadows.map(\.x) == [-10, 10])
        #expect(style.appearance(.pressed).shadows.map(\.x) == [5, -5])
        #expect(raised.shadows.allSatisfy { $0.radius == 10 })
        let scaled = NeumorphicStyle.derive(base: Self.darkStart, dark: true, scale: 2)
        #expect(scaled.appearance(.pressed).shadows.map(\.y) == [10, -10])
    }

    @Test(arguments: [SRGB(red: 0, green: 0, blue: 0), SRGB(RGBA8(red: 250, green: 250, blue: 250)), SRGB(red: 1, green: 1, blue: 1)])
    func shadowsDifferFromExtremeBasesAndStayInGamut(base: SRGB) {
        for dark in [false, true] {
            let style = NeumorphicStyle.derive(base: base, dark: dark)
            for shadow in [style.highlight, style.shade] {
                #expect(RGBA8(rounding: shadow) != RGBA8(rounding: base))
                #expect(RGBA8(rounding: shadow) != RGBA8(rounding: style.surface))
                #expect(shadow.isInGamut())
            }
            #expect(style.highlight.relativeLuminance > style.surface.relativeLuminance)
            #expect(style.shade.relativeLuminance < style.surface.relativeLuminance)
        }
    }

    @Test func accentRingKeepsHueAndFillsThePressedState() {
        let accent = SRGB(RGBA8(red: 60, green: 160, blue: 240))
        let style = NeumorphicStyle.derive(base: Self.darkStart, dark: true, accent: accent)
        #expect(style.ring?.start == accent)
        #expect(style.appearance(.pressed).fill == style.ring?.reversed)
        #expect(style.appearance(.convex).stroke?.gradient == style.ring)
    }
}
