import ColorScience
import Testing
@testable import ThemeAudit

@Suite struct NeumorphicGeneratorTests {
    let style = NeumorphicStyle.derive(base: NeumorphicStyleTests.darkStart, dark: true)

    // The generated Swift is compared with golden files and type-checked against the SwiftUI
    // stub in ThemeCodegenTests (`NeumorphicSwiftTypeCheckTests`).
    @Test func swiftIsDeterministic() {
        let source = NeumorphicSwiftGenerator.source(style)
        #expect(source == NeumorphicSwiftGenerator.source(NeumorphicStyle.derive(base: NeumorphicStyleTests.darkStart, dark: true)))
    }

    @Test func swiftForARoundedAccentStyle() {
        let ringed = NeumorphicStyle.derive(
            base: NeumorphicStyleTests.darkStart, shape: .rounded(cornerRadius: 12), dark: true,
            accent: SRGB(RGBA8(red: 60, green: 160, blue: 240)))
        let source = NeumorphicSwiftGenerator.source(ringed, name: "Colorful")
        #expect(source.hasPrefix(NeumorphicSwiftGenerator.marker))
        #expect(source.contains("struct ColorfulButtonStyle: ButtonStyle"))
        #expect(source.contains("struct ColorfulToggleStyle: ToggleStyle"))
        #expect(source.contains("RoundedRectangle(cornerRadius: 12, style: .continuous)"))
        #expect(source.contains("static var colorfulRingStart: Color { Color(red: 60 / 255, green: 160 / 255, blue: 240 / 255) }"))
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
}
