import ColorScience
import Testing
@testable import ThemeModel

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

    /// The article's looks, built from one style: flat and gradient fills, raised and pressed,
    /// with and without the stroke overlays.
    @Test func looksOfTheArticle() {
        let style = NeumorphicStyle.derive(base: Self.darkStart, dark: true)
        let (surface, highlight, shade) = (style.surface, style.highlight, style.shade)
        let gradient = NeumorphicGradient(start: highlight, end: shade)

        let flat = style.look(pressed: false, fill: .flat, stroked: false)
        #expect(flat.fill == .solid(surface) && flat.stroke == nil)
        #expect(flat.shadows.map(\.x) == [-10, 10] && flat.shadows.map(\.color) == [highlight, shade])
        let flatPressed = style.look(pressed: true, fill: .flat, stroked: false)
        #expect(flatPressed.fill == .solid(surface) && flatPressed.stroke == nil)
        #expect(flatPressed.shadows.map(\.x) == [5, -5])

        let raised = style.look(pressed: false, fill: .gradient, stroked: true)
        #expect(raised.fill == gradient)
        #expect(raised.stroke == NeumorphicStroke(gradient: .solid(shade), lineWidth: 4))
        let pressed = style.look(pressed: true, fill: .gradient, stroked: true)
        #expect(pressed.fill == gradient.reversed)
        #expect(pressed.stroke == NeumorphicStroke(gradient: gradient, lineWidth: 4))

        // The named looks are these.
        #expect(style.appearance(.flat) == flat && style.appearance(.convex) == raised && style.appearance(.pressed) == pressed)
    }

    @Test func aStyleDrawsItsOwnFillAndStroke() {
        let flat = NeumorphicStyle.derive(base: Self.darkStart, dark: true, fill: .flat, stroked: false)
        #expect(flat.raised == flat.look(pressed: false, fill: .flat, stroked: false))
        #expect(flat.pressed == flat.look(pressed: true, fill: .flat, stroked: false))
        let plain = NeumorphicStyle.derive(base: Self.darkStart, dark: true)
        #expect(plain.raised == plain.appearance(.convex) && plain.pressed == plain.appearance(.pressed))
        // Every look an icon may sit on: both fills, both states.
        #expect(Set(plain.allLooks.flatMap { $0.fill.colors }) == [plain.surface, plain.highlight, plain.shade])
    }

    @Test func aRingStrokesEveryLookAndFillsThePressedOne() throws {
        let accent = SRGB(RGBA8(red: 60, green: 160, blue: 240))
        let style = NeumorphicStyle.derive(base: Self.darkStart, dark: true, accent: accent, fill: .flat, stroked: false)
        let ring = try #require(style.ring)
        for pressed in [false, true] {
            #expect(style.look(pressed: pressed, fill: .flat, stroked: false).stroke?.gradient == ring)
        }
        #expect(style.raised.fill == .solid(style.surface))
        #expect(style.pressed.fill == ring.reversed)
    }
}
