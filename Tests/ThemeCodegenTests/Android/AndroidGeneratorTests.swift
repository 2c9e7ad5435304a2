import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
@testable import ThemeCodegen
import ThemeModel

@Suite("Android generator")
struct AndroidGeneratorTests {
    @Test("matches the golden files", arguments: WebGolden.examples)
    func golden(example: String) throws {
        let files = try AndroidGenerator().generate(GeneratorInput(theme: WebGolden.theme(example)))
        #expect(files.map(\.path) == ["values/colors.xml", "values-night/colors.xml"])
        try WebGolden.check(files, generator: "android", example: example)
    }

    @Test("a color outside sRGB, which colors.xml cannot hold, is named with the appearances and the ΔEOK lost")
    func wideColorsAreNamed() throws {
        let yaml = """
            tokens:
              tint:
                vivid: "color(display-p3 1 0 0)"
                plain: "#336699"
                edge: "color(srgb 1.001 0 0)"
                night:
                  light: "#ff0000"
                  dark: "oklch(0.7 0.3 145)"
            """
        let input = GeneratorInput(theme: try ResolvedTheme(yaml: yaml, file: "wide.yml"))
        let clips = AndroidGenerator().clippedColors(input)
        #expect(clips.map(\.token) == ["tint.vivid", "tint.night"])
        #expect(clips.allSatisfy { $0.gamut == .srgb })
        #expect(clips[0].everywhere)
        #expect(clips[1].places == ["dark"])
        #expect(clips[0].description.hasPrefix("tint.vivid: outside sRGB in every appearance; colors.xml cannot hold it, so it is clipped into sRGB (ΔEOK 0.04"), "\(clips[0])")
        let light = try AndroidGenerator().generate(input)[0].contents
        #expect(light.contains("<color name=\"tint_vivid\">#FFFF0000</color>"))
    }

    @Test("the XML parses, names are snake case, colors are #AARRGGBB of the theme's colors", arguments: WebGolden.examples)
    func parses(example: String) throws {
        let theme = try WebGolden.theme(example)
        let files = try AndroidGenerator().generate(GeneratorInput(theme: theme))
        for (file, scheme) in zip(files, [Appearance.Scheme.light, .dark]) {
            #expect(GeneratedMarker.isMarked(file.contents))
            let colors = try Self.colors(file.contents)
            for token in theme.tokens {
                let name = IdentifierWords(token.path).snake
                let color = try #require(theme.color(token.path, in: Appearance(scheme))).rgba8
                #expect(colors[name] == AndroidGenerator.argb(color), "\(name)")
                if let increased = theme.color(token.path, in: Appearance(scheme, .increased))?.rgba8, increased != color {
                    #expect(colors[name + "_high_contrast"] == AndroidGenerator.argb(increased))
                }
            }
        }
    }

    @Test("ARGB order, escaping, and bad names")
    func details() throws {
        #expect(AndroidGenerator.argb(.init(red: 0x11, green: 0x22, blue: 0x33, alpha: 0x80)) == "#80112233")
        let yaml = """
            name: "A & B <theme> -- x"
            tokens:
              text:
                primary-label:
                  description: "Body -- text & <b>"
                  value: "#000000"
            """
        let theme = try ResolvedTheme(yaml: yaml, file: "x.yml")
        let text = try AndroidGenerator().generate(GeneratorInput(theme: theme))[0].contents
        _ = try Self.colors(text)
        #expect(text.contains("<color name=\"text_primary_label\">#FF000000</color>"))
        let bad = try ResolvedTheme(yaml: "tokens:\n  text:\n    é: \"#000000\"\n", file: "bad.yml")
        #expect(throws: GeneratorError.self) { try AndroidGenerator().generate(GeneratorInput(theme: bad)) }
    }

    @Test("what Android cannot hold is said: each token whose elevated values differ, and each named theme")
    func notes() throws {
        let theme = try ResolvedTheme(yaml: """
            tokens:
              background: {light: "#ffffff", dark: "#000000", dark+elevated: "#1c1c1e"}
              text: {light: "#000000", dark: "#ffffff"}
            themes:
              ocean:
                tokens:
                  text: "#003366"
            """, file: "t.yml")
        let input = GeneratorInput(theme: theme)
        #expect(AndroidGenerator().notes(input) == [
            "background: its elevated values (dark+elevated, dark+increased+elevated) are not written: Android has no elevated color resources (no resource qualifier for the interface level); the base-level values are.",
            "theme 'ocean' is not written: the color resources hold the file's own theme.",
        ])
        let night = try #require(try AndroidGenerator().generate(input).first { $0.path == "values-night/colors.xml" })
        #expect(try Self.colors(night.contents)["background"] == "#FF000000")
        #expect(AndroidGenerator().notes(GeneratorInput(theme: try ResolvedTheme(yaml: "tokens:\n  text: \"#000000\"\n", file: "t.yml"))).isEmpty)
    }

    /// name → value of each `<color>`, parsing the document with XMLParser.
    static func colors(_ xml: String) throws -> [String: String] {
        let delegate = ColorCollector()
        let parser = XMLParser(data: Data(xml.utf8))
        parser.delegate = delegate
        guard parser.parse() else { throw parser.parserError ?? CocoaError(.fileReadCorruptFile) }
        return delegate.colors
    }
}

final class ColorCollector: NSObject, XMLParserDelegate {
    var colors: [String: String] = [:]
    private var name: String?
    private var text = ""

    func parser(_ parser: XMLParser, didStartElement element: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
        if element == "color" { name = attributes["name"]; text = "" }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) { text += string }

    func parser(_ parser: XMLParser, didEndElement element: String, namespaceURI: String?, qualifiedName: String?) {
        if element == "color", let name { colors[name] = text }
        name = nil
    }
}
