import ColorScience
import Foundation
import Testing
import ThemeModel
@testable import ThemeAudit

/// The emulation's formulas, against values worked out by hand.
@Suite("Widget rendering emulation")
struct WidgetRenderingTests {
    static let tint = SRGB(red: 1, green: 149.0 / 255, blue: 0)

    @Test("luminance becomes alpha as the sRGB-encoded relative luminance",
          arguments: [("#ffffff", 1.0), ("#000000", 0.0), ("#777777", 0x77 / 255.0), ("#ff0000", 1.055 * pow(0.2126, 1 / 2.4) - 0.055)])
    func luminanceAlpha(hex: String, expected: Double) throws {
        let color = SRGB(try RGBA8(hex: hex))
        // 1e-4: the library takes red's luminance weight from the sRGB matrix (0.21264), WCAG rounds it to 0.2126.
        #expect(abs(WidgetRendering.luminanceAlpha(color) - expected) < 1e-4)
    }

    struct PaintCase: Sendable, CustomTestStringConvertible {
        var name: String
        var accentable = false
        var image: WidgetImageRenderingMode?
        var monochrome: Double?
        var mode: WidgetRenderingMode
        /// Expected paint: red, green, blue, alpha.
        var expected: (Double, Double, Double, Double)
        var testDescription: String { name }
    }

    /// A red at alpha 0.5 drawn with element alpha 0.6: a = 0.3; red's luminance alpha is
    /// 1.055 · 0.2126^(1/2.4) − 0.055 ≈ 0.49841.
    static let redAlpha = 1.055 * pow(0.2126, 1 / 2.4) - 0.055
    static let paints: [PaintCase] = [
        PaintCase(name: "full color keeps the color at color alpha × element alpha", mode: .fullColor, expected: (1, 0, 0, 0.3)),
        PaintCase(name: "accented, default group: white at a", mode: .accented, expected: (1, 1, 1, 0.3)),
        PaintCase(name: "accented, accent group: the tint at a", accentable: true, mode: .accented, expected: (1, 149.0 / 255, 0, 0.3)),
        PaintCase(name: "accented image: the tint at a", image: .accented, mode: .accented, expected: (1, 149.0 / 255, 0, 0.3)),
        PaintCase(name: "desaturated image: white at a × luminance", image: .desaturated, mode: .accented, expected: (1, 1, 1, 0.3 * redAlpha)),
        PaintCase(name: "accentedDesaturated image: the tint at a × luminance", image: .accentedDesaturated, mode: .accented,
                  expected: (1, 149.0 / 255, 0, 0.3 * redAlpha)),
        PaintCase(name: "fullColor image: unchanged", accentable: true, image: .fullColor, mode: .accented, expected: (1, 0, 0, 0.3)),
        PaintCase(name: "vibrant: white at a × luminance", mode: .vibrant, expected: (1, 1, 1, 0.3 * redAlpha)),
        PaintCase(name: "monochrome replaces color and alpha outside full color", monochrome: 0.6, mode: .accented, expected: (1, 1, 1, 0.6)),
        PaintCase(name: "monochrome in vibrant: white at that alpha", monochrome: 0.6, mode: .vibrant, expected: (1, 1, 1, 0.6)),
        PaintCase(name: "monochrome does not touch full color", monochrome: 0.6, mode: .fullColor, expected: (1, 0, 0, 0.3)),
    ]

    @Test("each mode paints what the formulas say", arguments: paints)
    func paint(_ c: PaintCase) {
        let paint = WidgetRendering.paint(color: SRGB(red: 1, green: 0, blue: 0, alpha: 0.5), alpha: 0.6, accentable: c.accentable,
                                          image: c.image, monochrome: c.monochrome, mode: c.mode, tint: Self.tint)
        let (r, g, b, a) = c.expected
        #expect(abs(paint.red - r) < 1e-9 && abs(paint.green - g) < 1e-9 && abs(paint.blue - b) < 1e-9 && abs(paint.alpha - a) < 1e-4,
                "\(paint)")
    }

    @Test("the accented background is near-black in the tint's hue; a gray tint gives a neutral one")
    func backgrounds() {
        // OKLCH lightness 0.16, no chroma: linear gray 0.16³, sRGB-encoded.
        let gray = 1.055 * pow(pow(0.16, 3), 1 / 2.4) - 0.055
        let neutral = WidgetRendering.accentedBackground(tint: SRGB(red: 1, green: 1, blue: 1))
        #expect(abs(neutral.red - gray) < 1e-4 && abs(neutral.green - gray) < 1e-4 && abs(neutral.blue - gray) < 1e-4)
        let orange = OKLCH(WidgetRendering.accentedBackground(tint: Self.tint))
        #expect(abs(orange.lightness - 0.16) < 1e-3)
        #expect(orange.chroma <= 0.03 + 1e-6 && orange.chroma > 0.02)
        #expect(abs((orange.hue ?? 0) - (OKLCH(Self.tint).hue ?? 0)) < 1)
        let vibrant = 1.055 * pow(pow(0.25, 3), 1 / 2.4) - 0.055
        #expect(abs(WidgetRendering.vibrantBackground.red - vibrant) < 1e-4)
    }

    @Test("an element drawn on another is composited over it, the rest over the background")
    func compositing() throws {
        let widget = WidgetDescription(
            name: "w", background: .literal(Color(SRGB(red: 0, green: 0, blue: 0)), text: "#000"),
            elements: [
                WidgetElement(name: "fill", color: .literal(Color(SRGB(red: 1, green: 1, blue: 1)), text: "#fff"), alpha: 0.5,
                              location: .builtIn("t")),
                WidgetElement(name: "text", color: .literal(Color(SRGB(red: 0, green: 0, blue: 0)), text: "#000"), alpha: 0.5, on: "fill",
                              location: .builtIn("t")),
            ], location: .builtIn("t"))
        let resolved = ResolvedWidget(widget: widget, theme: "default", appearance: .dark, background: SRGB(red: 0, green: 0, blue: 0),
                                      colors: [SRGB(red: 1, green: 1, blue: 1), SRGB(red: 0, green: 0, blue: 0)], roles: [.fill, .text])
        let full = WidgetSimulation(resolved, mode: .fullColor)
        // white at 0.5 over black: 0.5; black at 0.5 over that: 0.25.
        #expect(abs(full.elements[0].color.red - 0.5) < 1e-9 && abs(full.elements[1].color.red - 0.25) < 1e-9)
        #expect(abs(full.elements[1].beneath.red - 0.5) < 1e-9)
        // Accented, both default group: white at 0.5 over the background, then white at 0.5 over that.
        let accented = WidgetSimulation(resolved, mode: .accented, tint: .zeroSaturation)
        let g = accented.background.red
        #expect(abs(accented.elements[0].color.red - (0.5 + g * 0.5)) < 1e-9)
        #expect(abs(accented.elements[1].color.red - (0.5 + (0.5 + g * 0.5) * 0.5)) < 1e-9)
        #expect(accented.tint == .zeroSaturation && full.tint == nil)
    }

    @Test("the checked tints hold five system tints and the zero-saturation test tint")
    func tints() {
        #expect(WidgetTint.checked.map(\.description) == [
            "orange #ff9500", "blue #007aff", "green #34c759", "pink #ff2d55", "purple #af52de", "gray #ffffff",
        ])
        #expect(OKLCH(WidgetTint.zeroSaturation.color).chroma < 1e-4)
    }
}

extension WidgetRenderingTests {
    @Test("a translucent widget background is composited over white in light and black in dark")
    func translucentBackground() throws {
        let theme = try ResolvedTheme(yaml: """
            tokens: { a: red }
            widgets:
              w: { background: "#0000ff80", elements: { x: "#fff" } }
            """, file: "t.yml")
        let widget = try #require(theme.widget(named: "w"))
        let alpha = 0x80 / 255.0
        let light = try #require(ResolvedWidget(widget, in: theme, appearance: .light)).background
        // blue at alpha over white: red and green 1 − alpha, blue 1.
        #expect(abs(light.red - (1 - alpha)) < 1e-9 && abs(light.blue - 1) < 1e-9 && abs(light.alpha - 1) < 1e-12)
        let dark = try #require(ResolvedWidget(widget, in: theme, appearance: .dark)).background
        #expect(abs(dark.red) < 1e-9 && abs(dark.blue - alpha) < 1e-9)
    }
}
