import ColorScience
import Testing
@testable import ThemeModel

/// The material model: blend modes, the layer table, the Reduce Transparency colors.
@Suite("Materials: layer model")
struct MaterialLayerTests {
    /// Separable blend modes at points worked out by hand from W3C Compositing Level 1 §10.3.
    @Test("color dodge and overlay per channel", arguments: [
        (MaterialLayer.Blend.colorDodge, 0.5, 0.5, 1.0),
        (.colorDodge, 0.25, 0.5, 0.5),
        (.colorDodge, 0.0, 0.9, 0.0),
        (.colorDodge, 0.3, 1.0, 1.0),
        (.colorDodge, 0.4, 0.2, 0.5),
        (.overlay, 0.25, 0.5, 0.25),
        (.overlay, 0.75, 0.5, 0.75),
        (.overlay, 1.0, 0.2, 1.0),
        (.overlay, 0.0, 0.8, 0.0),
        (.overlay, 0.25, 0.6, 0.3),
        (.overlay, 0.75, 0.6, 0.8),
    ])
    func blend(mode: MaterialLayer.Blend, backdrop: Double, source: Double, expected: Double) {
        #expect(abs(mode.channel(backdrop: backdrop, source: source) - expected) < 1e-12)
    }

    /// The tint over the blended content, from the table's figures: `a·tint + (1 − a)·blend`.
    @Test("a layer over content: light thin over 40 % gray, dark regular over 25 % and 75 % gray")
    func overContent() {
        let thin = MaterialLayer.layer(.thin, .light)
        // Dodge with #333333 (0.2): 0.4 / 0.8 = 0.5; then 0.7 · 166/255 + 0.3 · 0.5.
        let expectedThin = 0.7 * 166 / 255 + 0.3 * 0.5
        #expect(abs(thin.over(SRGB(red: 0.4, green: 0.4, blue: 0.4)).red - expectedThin) < 1e-9)
        let regular = MaterialLayer.layer(.regular, .dark)
        let s = 140.0 / 255, tint = 37.0 / 255
        let low = 0.82 * tint + 0.18 * (2 * 0.25 * s)
        let high = 0.82 * tint + 0.18 * (1 - 2 * 0.25 * (1 - s))
        #expect(abs(regular.over(SRGB(red: 0.25, green: 0.25, blue: 0.25)).green - low) < 1e-9)
        #expect(abs(regular.over(SRGB(red: 0.75, green: 0.75, blue: 0.75)).blue - high) < 1e-9)
        #expect(regular.over(SRGB(red: 0.75, green: 0.75, blue: 0.75, alpha: 0.2)).alpha >= 1)
    }

    /// Over the plain background: `a·tint + (1 − a)·255` in light, `a·tint` in dark, rounded.
    @Test("Reduce Transparency's opaque colors", arguments: [
        (SystemMaterial.ultraThin, Appearance.Scheme.light, "#e3e3e3"),
        (.thin, .light, "#c1c1c1"),
        (.regular, .light, "#c1c1c1"),
        (.thick, .light, "#9c9c9c"),
        (.ultraThin, .dark, "#141414"),
        (.thin, .dark, "#1a1a1a"),
        (.regular, .dark, "#1e1e1e"),
        (.thick, .dark, "#212121"),
    ])
    func reduceTransparency(material: SystemMaterial, scheme: Appearance.Scheme, hex: String) {
        let layer = MaterialLayer.layer(material, scheme)
        #expect(RGBA8(rounding: layer.reduceTransparency).hex == hex)
        #expect(layer.reduceTransparency.alpha >= 1)
    }

    @Test("thicker materials let less of the content through, in both schemes", arguments: Appearance.Scheme.allCases)
    func thicknessOrder(scheme: Appearance.Scheme) {
        let white = SRGB(red: 1, green: 1, blue: 1), black = SRGB(red: 0, green: 0, blue: 0)
        let spread = MaterialLayer.layers(scheme).map { $0.over(white).red - $0.over(black).red }
        #expect(spread.count == 4)
        for (thinner, thicker) in zip(spread, spread.dropFirst()) { #expect(thicker < thinner) }
        #expect(spread.allSatisfy { $0 > 0 })
    }

    @Test("material names: theme file, SwiftUI and UIKit", arguments: [
        ("ultraThin", SystemMaterial.ultraThin, "ultraThinMaterial", "systemUltraThinMaterial"),
        ("ultra-thin", .ultraThin, "ultraThinMaterial", "systemUltraThinMaterial"),
        ("thin", .thin, "thinMaterial", "systemThinMaterial"),
        ("Regular", .regular, "regularMaterial", "systemMaterial"),
        ("thick", .thick, "thickMaterial", "systemThickMaterial"),
    ])
    func names(text: String, material: SystemMaterial, swiftUI: String, uiKit: String) {
        #expect(SystemMaterial(name: text) == material)
        #expect(material.swiftUIName == swiftUI)
        #expect(material.uiKitName == uiKit)
    }

    @Test("an unknown material name is nil")
    func unknownName() {
        #expect(SystemMaterial(name: "ultraThick") == nil)
        #expect(SystemMaterial(name: "") == nil)
    }
}
