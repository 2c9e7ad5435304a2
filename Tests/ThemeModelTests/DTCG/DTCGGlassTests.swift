import ColorScience
import Testing
@testable import ThemeModel

/// The `glass:` section in DTCG: the root's `$extensions.com.tincture.glass`, written and read back.
@Suite("DTCG: Liquid Glass")
struct DTCGGlassTests {
    static let theme = """
        palette:
          white: "#ffffff"
          ink: "#1c1c1e"
          dusk: "#2b3a55"
        tokens:
          toolbar:
            label: "{palette.white}"
          card:
            label: { light: "{palette.ink}", dark: "{palette.white}" }
          content:
            dusk: "{palette.dusk}"
        glass:
          - foreground: [toolbar.label]
            variant: clear
            dim: "#000000 / 30%"
            over: [content.dusk]
            size: 15pt bold
            minimum: 4.5
          - foreground: [card.*]
            variant: regular
            tint: "{palette.white} / 20%"

        """

    static func summary(_ document: ThemeDocument) -> [String] {
        document.glass.map { entry in
            "\(entry.foregrounds.map(\.description)) \(entry.variant.rawValue) tint=\(entry.tint.map(ThemeDocument.text(of:)) ?? "-") "
                + "dim=\(entry.dim.map(ThemeDocument.text(of:)) ?? "-") over=\(entry.over.map(\.description)) size=\(entry.size?.description ?? "-") minimum=\(entry.minimum ?? 0)"
        }
    }

    @Test("exported on the resolver's root (the theme has a dark value) and read back the same, placed in the resolver")
    func roundTrip() throws {
        let original = try ResolvedTheme(yaml: Self.theme, file: "glass.yml")
        let export = DTCGExport(theme: original, name: "glass")
        let files = Dictionary(uniqueKeysWithValues: export.files.map { ($0.path, $0.contents) })
        let resolver = try #require(files["glass.resolver.json"])
        #expect(resolver.contains("\"com.tincture\": {\n      \"glass\": ["))
        let back = try ThemeDocument(dtcgResolver: resolver, file: "glass.resolver.json") { (path: String) throws(ThemeErrors) -> String in
            guard let text = files[path] else { throw ThemeErrors([ThemeError(.unreadable, "no such file", at: nil, value: path)]) }
            return text
        }
        #expect(Self.summary(back) == Self.summary(original.document))
        #expect(back.glass.allSatisfy { $0.location.file == "glass.resolver.json" && $0.location.line > 1 })
        // …and the theme it reads audits the same glass.
        _ = try ResolvedTheme(back)
    }

    @Test("a theme whose colors are the same everywhere: on the one token file's root")
    func singleFile() throws {
        let text = Self.theme.replacingOccurrences(of: "{ light: \"{palette.ink}\", dark: \"{palette.white}\" }", with: "\"{palette.ink}\"")
        let export = DTCGExport(theme: try ResolvedTheme(yaml: text, file: "glass.yml"), name: "glass")
        #expect(export.files.map(\.path) == ["glass.tokens.json"])
        let back = try ThemeDocument(dtcg: export.files[0].contents, file: "glass.tokens.json")
        #expect(Self.summary(back) == Self.summary(try ThemeDocument(yaml: text, file: "glass.yml")))
    }

    @Test("an entry the theme file would refuse is refused at its place in the JSON", arguments: [
        (#"[{"foreground": ["a.b"], "variant": "clearer"}]"#, "unknown glass variant"),
        (#"[{"variant": "clear"}]"#, "needs `foreground`"),
        (#"{"foreground": ["a.b"]}"#, "is a list of glass entries"),
    ])
    func errors(_ glass: String, _ expected: String) {
        let text = """
            {
              "$extensions": { "com.tincture": { "glass": \(glass) } },
              "a": { "b": { "$type": "color", "$value": "#ffffff" } }
            }
            """
        do {
            _ = try ThemeDocument(dtcg: text, file: "g.tokens.json")
            Issue.record("expected an error")
        } catch {
            #expect("\(error)".contains(expected), "\(error)")
            #expect(error.errors.allSatisfy { $0.location?.file == "g.tokens.json" && $0.location?.line == 2 }, "\(error)")
        }
    }
}
