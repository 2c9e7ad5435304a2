import ColorScience
import Testing
@testable import ThemeModel

@Suite("Reading DTCG resolver documents")
struct DTCGResolverTests {
    @Test("contexts set the values of their appearances; the rest fall back as Tincture's conditions do")
    func appearances() throws {
        let document = try ThemeDocument(contentsOfDTCGResolver: DTCGFixtures.path("resolver/theme.resolver.json"))
        #expect(document.name == "Example app")
        let theme = try ResolvedTheme(document)
        func hex(_ path: TokenPath, _ appearance: Appearance) -> String? { theme.color(path, in: appearance)?.rgba8.hexRGB }
        let text: TokenPath = "color.text"
        #expect(hex(text, .light) == "#1c1c1e")
        #expect(hex(text, Appearance(.light, .normal, .elevated)) == "#1c1c1e")
        #expect(hex(text, Appearance(.light, .increased)) == "#000000")
        #expect(hex(text, Appearance(.light, .increased, .elevated)) == "#000000")
        #expect(hex(text, .dark) == "#d1d1d1")
        #expect(hex(text, Appearance(.dark, .increased)) == "#ffffff")
        #expect(hex(text, Appearance(.dark, .increased, .elevated)) == "#ffffff")
        let background: TokenPath = "color.background"
        #expect(hex(background, .light) == "#ffffff")
        #expect(hex(background, Appearance(.light, .increased)) == "#ffffff")
        #expect(hex(background, .dark) == "#1c1c1e")
        #expect(hex(background, Appearance(.dark, .normal, .elevated)) == "#2c2c2e")
        #expect(hex(background, Appearance(.dark, .increased, .elevated)) == "#2c2c2e")
        #expect(theme.color(background, in: Appearance(.dark, .increased))?.condition.name == "dark")
    }

    @Test("a token the same in every context has one value; one that differs has a value per context")
    func conditions() throws {
        let document = try ThemeDocument(contentsOfDTCGResolver: DTCGFixtures.path("resolver/theme.resolver.json"))
        let accent = try #require(document.tokens.first { $0.path == "color.accent" })
        #expect(accent.conditions == [.any])
        #expect(accent.description == "Same in every theme.")
        let text = try #require(document.tokens.first { $0.path == "color.text" })
        #expect(text.conditions.map(\.name) == ["light", "dark", "light+increased", "dark+increased"])
        #expect(document.palette.count == 5)
        #expect(document.dtcg == nil)
    }

    @Test("sources are read relative to the resolver, once each")
    func loadsRelative() throws {
        var requested: [String] = []
        let text = try DTCGFixtures.text("resolver/theme.resolver.json")
        _ = try ThemeDocument(dtcgResolver: text, file: "tokens/theme.resolver.json") { (path: String) throws(ThemeErrors) -> String in
            requested.append(path)
            let name = String(path.dropFirst("tokens/".count))
            do { return try DTCGFixtures.text("resolver/" + name) } catch { throw ThemeErrors([]) }
        }
        #expect(requested == [
            "tokens/foundation.tokens.json", "tokens/theme/light.tokens.json", "tokens/theme/light-high-contrast.tokens.json",
            "tokens/theme/dark.tokens.json", "tokens/theme/dark-high-contrast.tokens.json", "tokens/theme/dark-elevated.tokens.json",
        ])
    }

    @Test("a context that is not an appearance is unsupported, naming the context and the accepted names")
    func unsupportedContext() throws {
        do {
            _ = try ThemeDocument(contentsOfDTCGResolver: DTCGFixtures.path("resolver/unsupported-context.resolver.json"))
            Issue.record("expected an error")
        } catch {
            let error = try #require(error.errors.first)
            #expect(error.kind == .unsupported)
            #expect(error.value == "sepia")
            #expect(error.location?.line == 8 && error.location?.column == 9)
            #expect(error.suggestion?.contains("lightHighContrast") == true && error.suggestion?.contains("darkHighContrastElevated") == true)
        }
    }

    @Test("inline sets and modifiers in resolutionOrder, without a modifier every token has one value")
    func inline() throws {
        let text = """
            {
              "version": "2025.10",
              "resolutionOrder": [
                { "type": "set", "name": "all", "sources": [
                  { "c": { "$type": "color", "a": { "$value": { "colorSpace": "srgb", "components": [1, 0, 0] } } } },
                  { "c": { "a": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [0, 0, 1] } } } }
                ] }
              ]
            }
            """
        let document = try ThemeDocument(dtcgResolver: text, file: "r.json") { (path: String) throws(ThemeErrors) -> String in
            throw ThemeErrors([ThemeError(.unreadable, "no files here", at: nil, value: path)])
        }
        let theme = try ResolvedTheme(document)
        #expect(theme.color("c.a", in: .dark)?.rgba8.hexRGB == "#0000ff")
    }
}
