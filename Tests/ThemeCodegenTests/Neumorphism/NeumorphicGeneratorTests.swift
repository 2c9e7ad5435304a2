import ColorScience
import Testing
import ThemeModel
@testable import ThemeCodegen

/// What the neumorphic generators write: every look of the neumorphism article (flat, gradient,
/// pressed, the stroke overlays, the ring) for any shape, and the theme's controls. The whole
/// files are compared with golden files and type-checked in `NeumorphicSwiftTypeCheckTests`.
@Suite struct NeumorphicGeneratorTests {
    static let darkStart = SRGB(RGBA8(red: 50, green: 60, blue: 65))
    let style = NeumorphicStyle.derive(base: NeumorphicGeneratorTests.darkStart, dark: true)

    @Test func swiftIsDeterministic() {
        let source = NeumorphicSwiftGenerator.source(style)
        #expect(source == NeumorphicSwiftGenerator.source(NeumorphicStyle.derive(base: NeumorphicGeneratorTests.darkStart, dark: true)))
    }

    @Test("the background draws the flat and gradient fills, reversed when pressed, and both stroke overlays")
    func everyLook() {
        let source = NeumorphicSwiftGenerator.source(style)
        // The flat state: the surface alone.
        #expect(source.contains("case .flat:\n                shape.fill(palette.surface)"))
        // The gradient variant: highlight → shade raised, reversed pressed (darkStart → darkEnd in the article).
        #expect(source.contains("isHighlighted ? [palette.shade, palette.highlight] : [palette.highlight, palette.shade]"))
        // The stroke overlays: the shade around the raised control, the gradient around the pressed one.
        #expect(source.contains("shape.stroke(palette.shade, lineWidth: 4)"))
        #expect(source.contains("shape.stroke(LinearGradient(colors: [palette.highlight, palette.shade], startPoint: .topLeading, endPoint: .bottomTrailing), lineWidth: 4)"))
        #expect(source.contains("} else if stroked {"))
        // Shadows offset 10, 5 when pressed.
        #expect(source.contains(".shadow(color: palette.highlight, radius: 10, x: -10, y: -10)"))
        #expect(source.contains(".shadow(color: palette.highlight, radius: 10, x: 5, y: 5)"))
        // The background, button and toggle styles take any shape.
        #expect(source.contains("struct NeumorphicBackground<S: Shape>: View"))
        #expect(source.contains("struct NeumorphicButtonStyle<S: Shape>: ButtonStyle"))
        #expect(source.contains("struct NeumorphicToggleStyle<S: Shape>: ToggleStyle"))
        #expect(source.contains("static let neumorphic = NeumorphicColors(NeumorphicPalette(surface: Color(red: 50 / 255, green: 60 / 255, blue: 65 / 255)"))
    }

    @Test("a style's members carry its shape, fill, stroke and size", arguments: [
        (NeumorphicShape.circle, "Circle", "Circle()"),
        (.capsule, "Capsule", "Capsule()"),
        (.rounded(cornerRadius: 12), "RoundedRectangle", "RoundedRectangle(cornerRadius: 12, style: .continuous)"),
        (.custom("Hexagon"), "Hexagon", "Hexagon()"),
        (.custom("Shapes.Ticket"), "Shapes.Ticket", "Shapes.Ticket()"),
    ])
    func shapes(shape: NeumorphicShape, type: String, expression: String) {
        let flat = NeumorphicStyle.derive(base: Self.darkStart, shape: shape, dark: true, fill: .flat, stroked: false)
        let source = NeumorphicSwiftGenerator.source(flat, name: "Pad", width: 60, height: 44)
        #expect(source.contains("extension ButtonStyle where Self == PadButtonStyle<\(type)> {"))
        #expect(source.contains("extension ToggleStyle where Self == PadToggleStyle<\(type)> {"))
        #expect(source.contains("static var pad: Self { PadButtonStyle(colors: .pad, shape: \(expression), fill: .flat, stroked: false, minWidth: 60, minHeight: 44) }"))
    }

    @Test func swiftForARoundedAccentStyle() {
        let ringed = NeumorphicStyle.derive(
            base: NeumorphicGeneratorTests.darkStart, shape: .rounded(cornerRadius: 12), dark: true,
            accent: SRGB(RGBA8(red: 60, green: 160, blue: 240)))
        let source = NeumorphicSwiftGenerator.source(ringed, name: "Colorful")
        #expect(source.hasPrefix(NeumorphicSwiftGenerator.marker))
        #expect(source.contains("struct ColorfulButtonStyle<S: Shape>: ButtonStyle"))
        #expect(source.contains("struct ColorfulToggleStyle<S: Shape>: ToggleStyle"))
        #expect(source.contains("shape: RoundedRectangle(cornerRadius: 12, style: .continuous)"))
        #expect(source.contains("ring: ColorfulRing(start: Color(red: 60 / 255, green: 160 / 255, blue: 240 / 255), end: "))
        // The ring strokes both states and, reversed, fills the pressed one.
        #expect(source.contains("if isHighlighted, let ring = palette.ring {"))
        #expect(source.contains("[ring.end, ring.start]"))
    }

    @Test func cssColorsParse() throws {
        let css = NeumorphicCSSGenerator.stylesheet(style)
        #expect(css.hasPrefix(NeumorphicCSSGenerator.marker))
        #expect(css.contains("box-shadow: -10px -10px 20px"))
        #expect(css.contains("linear-gradient(135deg, "))
        let hexes = css.split(whereSeparator: { " ,;()".contains($0) }).filter { $0.hasPrefix("#") }
        #expect(hexes.count >= 6)
        let expected = Set([style.surface, style.highlight, style.shade].map { RGBA8(rounding: $0) })
        for hex in hexes {
            let color = try Color(css: String(hex))
            #expect(expected.contains(RGBA8(rounding: color.srgb)), "\(hex)")
        }
    }

    @Test("CSS follows the style's shape and fill", arguments: [
        (NeumorphicShape.capsule, "  border-radius: 9999px;"),
        (.custom("Rectangle"), "  border-radius: 0;"),
        (.custom("Ellipse"), "  border-radius: 50%;"),
        (.custom("Hexagon"), "  /* Hexagon is a SwiftUI shape CSS cannot draw: give the element its outline (clip-path). */"),
    ])
    func cssShapes(shape: NeumorphicShape, line: String) {
        let flat = NeumorphicStyle.derive(base: Self.darkStart, shape: shape, dark: true, fill: .flat, stroked: false)
        let css = NeumorphicCSSGenerator.stylesheet(flat)
        #expect(css.split(separator: "\n").map(String.init).contains(line))
        // Flat, without strokes: the surface in both states, no border.
        #expect(css.components(separatedBy: "  background: \(RGBA8(rounding: flat.surface).hexRGB);").count == 3)
        #expect(!css.contains("border:"))
    }

    static func theme(_ controls: String) -> String {
        """
        tokens:
          surface:
            page:
              light: "#e0e5ec"
              dark: "rgb(50 60 65)"
          icon:
            primary:
              light: "#1c1c1e"
              dark: white
        neumorphic:
        \(controls)
        """
    }

    @Test("the theme's controls: colors per color scheme and contrast, each control's members in its shape")
    func themeControls() throws {
        let theme = try ResolvedTheme(yaml: Self.theme("""
              main-button:
                surface: "{surface.page}"
                icon: "{icon.primary}"
                shape: Hexagon
                fill: flat
                size: 64x48
            """), file: "t.yml")
        let files = try NeumorphicGenerator().generate(GeneratorInput(theme: theme, name: "App"))
        #expect(files.map(\.path) == ["App+Neumorphic.swift"])
        let source = files[0].contents
        #expect(source.contains("    static let mainButton = NeumorphicColors(\n        light: NeumorphicPalette(surface: Color(red: 224 / 255, green: 229 / 255, blue: 236 / 255)"))
        #expect(source.contains("        dark: NeumorphicPalette(surface: Color(red: 50 / 255, green: 60 / 255, blue: 65 / 255)"))
        #expect(source.contains("static var mainButton: Self { NeumorphicButtonStyle(colors: .mainButton, shape: Hexagon(), fill: .flat, minWidth: 64, minHeight: 48) }"))
        #expect(source.contains("case (.dark, .increased): darkIncreasedContrast"))
    }

    @Test("a theme without controls, a control named like SwiftUI's own style, two controls with one Swift name are refused")
    func refusals() throws {
        let none = try ResolvedTheme(yaml: "tokens:\n  a: red\n", file: "t.yml")
        #expect(throws: GeneratorError.self) { try NeumorphicGenerator().generate(GeneratorInput(theme: none)) }
        let control = "    surface: \"{surface.page}\"\n    icon: \"{icon.primary}\"\n"
        let plain = try ResolvedTheme(yaml: Self.theme("  plain:\n" + control), file: "t.yml")
        #expect(throws: GeneratorError.self) { try NeumorphicGenerator().generate(GeneratorInput(theme: plain)) }
        let twice = try ResolvedTheme(yaml: Self.theme("  main-button:\n" + control + "  main_button:\n" + control), file: "t.yml")
        #expect(throws: GeneratorError.self) { try NeumorphicGenerator().generate(GeneratorInput(theme: twice)) }
        let unknownTheme = try ResolvedTheme(yaml: Self.theme("  play:\n" + control), file: "t.yml")
        #expect(throws: GeneratorError.self) { try NeumorphicGenerator(theme: "ocean").generate(GeneratorInput(theme: unknownTheme)) }
    }
}
