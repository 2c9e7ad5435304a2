import ColorScience
import Testing
import ThemeAudit
import ThemeModel

/// The bounds of content on Liquid Glass over an unknown backdrop, against figures worked out
/// by hand from the WCAG 2.x formula and source-over compositing.
@Suite("Glass worst case")
struct GlassContrastTests {
    static let white = SRGB(red: 1, green: 1, blue: 1)
    static let black = SRGB(red: 0, green: 0, blue: 0)
    /// Apple's example: clear glass with `.background(.black.opacity(0.3))`.
    static let appleExample = GlassSurface(variant: .clear, dim: SRGB(red: 0, green: 0, blue: 0, alpha: 0.3))

    @Test("White text on clear glass with 30 % black: 2.108:1 over a white backdrop (gamma), 1.400:1 in linear light")
    func appleExampleBound() {
        let gamma = GlassContrast.worstCase(of: Self.white, on: Self.appleExample)
        #expect(abs(gamma.ratio - 2.108) < 0.001, "\(gamma.ratio)")
        #expect(gamma.backdrop == Self.white)
        let linear = GlassContrast.worstCase(of: Self.white, on: Self.appleExample, blend: .linear)
        #expect(abs(linear.ratio - 1.400) < 0.001, "\(linear.ratio)")
    }

    @Test("The least black dimming for 3:1, 4.5:1 and 7:1", arguments: [
        (3.0, GlassContrast.Blend.gamma, 0.4162), (4.5, .gamma, 0.5347), (7.0, .gamma, 0.6508), (4.5, .linear, 0.8167),
    ])
    func leastDimming(_ ratio: Double, _ blend: GlassContrast.Blend, _ expected: Double) throws {
        let opacity = try #require(GlassContrast.leastDimming(for: Self.white, to: ratio, color: Self.black, on: GlassSurface(variant: .clear), blend: blend))
        #expect(abs(opacity - expected) < 0.001, "\(opacity)")
        // At that opacity the worst case reaches the ratio.
        let dimmed = GlassSurface(variant: .clear, dim: SRGB(red: 0, green: 0, blue: 0, alpha: opacity))
        #expect(GlassContrast.worstCase(of: Self.white, on: dimmed, blend: blend).ratio >= ratio - 1e-9)
    }

    @Test("Content whose luminance lies within the backdrop's range can meet its own color: 1:1")
    func matchingGray() {
        let gray = SRGB(red: 0.5, green: 0.5, blue: 0.5)
        let worst = GlassContrast.worstCase(of: gray, on: Self.appleExample)
        #expect(abs(worst.ratio - 1) < 0.001)
        // Over declared backdrops only those count.
        let known = GlassContrast.worstCase(of: gray, on: Self.appleExample, over: [Self.black])
        #expect(known.ratio > 3)
    }

    @Test("No dimming can separate content from its own color; black text needs none over a white-tinted glass")
    func unreachable() {
        #expect(GlassContrast.leastDimming(for: Self.black, to: 4.5, color: Self.black, on: GlassSurface(variant: .clear)) == nil)
        let frosted = GlassSurface(variant: .regular, tint: SRGB(red: 1, green: 1, blue: 1, alpha: 0.9))
        #expect(GlassContrast.worstCase(of: Self.black, on: frosted).ratio > 4.5)
        #expect(!GlassSurface(variant: .clear).isBounded && Self.appleExample.isBounded)
    }
}
