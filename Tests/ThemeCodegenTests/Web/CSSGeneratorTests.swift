import ColorScience
import Testing
@testable import ThemeCodegen
import ThemeModel

@Suite("CSS generator")
struct CSSGeneratorTests {
    @Test("matches the golden files", arguments: WebGolden.examples)
    func golden(example: String) throws {
        let files = try CSSGenerator().generate(GeneratorInput(theme: WebGolden.theme(example)))
        #expect(files.map(\.path) == ["colors.css"])
        try WebGolden.check(files, generator: "css", example: example)
    }

    @Test("every color value parses with Color(css:), and the file is marked and deterministic", arguments: WebGolden.examples)
    func valuesParse(example: String) throws {
        let input = try GeneratorInput(theme: WebGolden.theme(example))
        let text = try CSSGenerator().generate(input)[0].contents
        #expect(text == (try CSSGenerator().generate(input)[0].contents))
        #expect(GeneratedMarker.isMarked(text))
        let declarations = Self.declarations(text)
        #expect(!declarations.isEmpty)
        for (_, value) in declarations {
            #expect(throws: Never.self) { _ = try Color(css: value) }
        }
    }

    @Test("light values, dark and contrast blocks declare only what changes")
    func cascade() throws {
        let theme = try WebGolden.theme("try-swift")
        let text = try CSSGenerator().generate(GeneratorInput(theme: theme))[0].contents
        #expect(text.contains(":root {\n  --text-primary: #2c2c2c;"))
        #expect(text.contains("@media (prefers-color-scheme: dark) {\n  :root {\n    --text-primary: #ffffff;"))
        #expect(text.contains("@media (prefers-contrast: more) {\n  :root {\n    --text-primary: #000000;\n  }\n}"))
        // The contrast block also applies in dark, so dark + more restores dark's white.
        #expect(Self.block(text, "(prefers-color-scheme: dark) and (prefers-contrast: more)").contains("--text-primary: #ffffff;"))
        #expect(!Self.block(text, "(prefers-color-scheme: dark) and (prefers-contrast: more)").contains("--text-secondary"))
        #expect(text.contains("--text-secondary: rgb(44 44 44 / 0.75);"))
        #expect(text.contains("[data-theme=\"ocean\"] {\n  --background-secondary: #e8f4fa;\n  --tint-accent: #00759f;\n}"))
        // Sunset extends ocean: its own selector repeats ocean's background.
        #expect(text.contains("[data-theme=\"sunset\"] {\n  --background-secondary: #e8f4fa;\n  --tint-accent: #a8620f;\n}"))
        // Ocean's dark accent equals the default's but must undo ocean's light declaration.
        #expect(text.contains("  [data-theme=\"ocean\"] {\n    --background-secondary: #0f2530;\n    --tint-accent: #009edc;\n  }"))
    }

    @Test("the declarations each appearance ends up with are the theme's colors")
    func cascadeGivesColors() throws {
        let theme = try WebGolden.theme("try-swift")
        let names = theme.tokens.map(\.path)
        for themeName in theme.themeNames {
            let values = CSSGenerator.blocks.map { block in names.map { path in theme.color(path, in: block.appearance, theme: themeName).map { CSSGenerator.values(for: $0.color) } ?? [] } }
            let inherited = themeName == ThemeDocument.defaultThemeName ? nil : CSSGenerator.blocks.map { block in names.map { path in theme.color(path, in: block.appearance).map { CSSGenerator.values(for: $0.color) } ?? [] } }
            let declared = CSSGenerator.cascade(values, inherited: inherited, names: names.map { IdentifierWords($0).kebab })
            for (index, block) in CSSGenerator.blocks.enumerated() {
                for (token, name) in names.map({ IdentifierWords($0).kebab }).enumerated() {
                    var current = inherited?[index][token]
                    for earlier in 0...index where CSSGenerator.blocks[earlier].appearance.isMatched(by: block.appearance) {
                        let found = declared[earlier].filter { $0.hasPrefix(name + ":") }
                        if !found.isEmpty { current = found.map { String($0.dropFirst(name.count + 2).dropLast()) } }
                    }
                    #expect(current == values[index][token], "\(themeName) \(block.appearance) \(name)")
                }
            }
        }
    }

    @Test("a color outside sRGB is an sRGB fallback then color(display-p3 …), with alpha, with or without the display-p3 option")
    func displayP3() throws {
        let yaml = """
            tokens:
              tint:
                vivid:
                  light: "color(display-p3 1 0 0)"
                  dark: "color(display-p3 0 1 0 / 0.5)"
            """
        let theme = try ResolvedTheme(yaml: yaml, file: "p3.yml")
        let wide = try CSSGenerator().generate(GeneratorInput(theme: theme, displayP3: true))[0].contents
        #expect(wide.contains(":root {\n  --tint-vivid: #ff0000;\n  --tint-vivid: color(display-p3 1 0 0);\n}"))
        #expect(wide.contains("--tint-vivid: color(display-p3 0 1 0 / 0.5);"))
        for (_, value) in Self.declarations(wide) {
            let color = try Color(css: value)
            #expect(Gamut.displayP3.contains(color, tolerance: 1e-6))
        }
        // Without the option too: a wide color is never left as its sRGB fallback alone.
        let narrow = try CSSGenerator().generate(GeneratorInput(theme: theme, displayP3: false))[0].contents
        #expect(narrow == wide)
        #expect(CSSGenerator().clippedColors(GeneratorInput(theme: theme)).isEmpty)
    }

    @Test("a color outside Display P3 is clipped into it and named, with the ΔEOK lost")
    func beyondDisplayP3() throws {
        let yaml = """
            tokens:
              tint:
                laser: "color(rec2020 0 1 0)"
                plain: "#336699"
            """
        let theme = try ResolvedTheme(yaml: yaml, file: "rec2020.yml")
        let input = GeneratorInput(theme: theme)
        let text = try CSSGenerator().generate(input)[0].contents
        #expect(text.contains("--tint-laser: #00ff00;\n  --tint-laser: color(display-p3 0 1 0);"), "\(text)")
        let clips = CSSGenerator().clippedColors(input)
        #expect(clips.map(\.token) == ["tint.laser"])
        let clip = try #require(clips.first)
        #expect(clip.gamut == .displayP3)
        #expect(clip.everywhere)
        #expect(clip.deltaEOK > 0.05 && clip.deltaEOK < 0.2, "\(clip.deltaEOK)")
        #expect(clip.description.hasPrefix("tint.laser: outside Display P3 in every appearance; CSS's color(display-p3 …) cannot hold it, so it is clipped into Display P3 (ΔEOK 0."))
    }

    @Test("two tokens with the same property name are an error")
    func collision() throws {
        let yaml = """
            tokens:
              text:
                primary-label: "#000000"
                primaryLabel: "#111111"
            """
        let theme = try ResolvedTheme(yaml: yaml, file: "clash.yml")
        #expect(throws: GeneratorError.self) { try CSSGenerator().generate(GeneratorInput(theme: theme)) }
    }

    /// (property, value) of every declaration.
    static func declarations(_ text: String) -> [(String, String)] {
        text.split(separator: "\n").compactMap { line in
            let trimmed = line.drop { $0 == " " }
            guard trimmed.hasPrefix("--"), let colon = trimmed.firstIndex(of: ":"), trimmed.hasSuffix(";") else { return nil }
            let value = trimmed[trimmed.index(after: colon)...].dropLast().drop { $0 == " " }
            return (String(trimmed[..<colon]), String(value))
        }
    }

    /// The text of the @media block with this query.
    static func block(_ text: String, _ media: String) -> String {
        guard let start = text.range(of: "@media \(media) {") else { return "" }
        let rest = text[start.upperBound...]
        return String(rest[..<(rest.range(of: "\n}\n")?.lowerBound ?? rest.endIndex)])
    }
}
