import ColorScience
import Testing
@testable import ThemeModel

@Suite("DTCG named themes")
struct DTCGNamedThemeTests {
    /// Two named themes, one extending the other: a palette color the same in every appearance,
    /// a token that differs between appearances (elevated included), an added palette color.
    static let yaml = """
        palette:
          ink: "#111111"
        tokens:
          background: {light: "#ffffff", dark: "#000000"}
          tint/accent: "{palette.ink}"
        themes:
          ocean:
            description: Blue.
            palette:
              ink: "#003366"
            tokens:
              background: {light: "#e8f4fa", dark: "#0f2530", dark+elevated: "#16303c"}
          deep:
            extends: ocean
            palette:
              sea: "#0a5f8a"
            tokens:
              tint/accent: "{palette.sea}"
        """

    /// Reads exported files back through their resolver.
    static func readBack(_ export: DTCGExport, name: String) throws -> ThemeDocument {
        let files = Dictionary(uniqueKeysWithValues: export.files.map { ($0.path, $0.contents) })
        let resolver = try #require(files["\(name).resolver.json"])
        return try ThemeDocument(dtcgResolver: resolver, file: "\(name).resolver.json") { (path: String) throws(ThemeErrors) -> String in
            guard let text = files[path] else { throw ThemeErrors([ThemeError(.unreadable, "no such file", at: nil, value: path)]) }
            return text
        }
    }

    /// Every named theme's palette colors and tokens have the same colors in all eight appearances.
    static func expectSameColors(_ back: ResolvedTheme, _ original: ResolvedTheme, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        #expect(back.themeNames == original.themeNames, sourceLocation: sourceLocation)
        let paths = original.paths.filter { !$0.isSystem }
        for theme in original.themeNames {
            for path in paths {
                for appearance in Appearance.all {
                    #expect(back.color(path, in: appearance, theme: theme)?.rgba8 == original.color(path, in: appearance, theme: theme)?.rgba8,
                            "\(theme) \(path) \(appearance)", sourceLocation: sourceLocation)
                }
            }
        }
    }

    @Test("theme → DTCG → theme keeps every named theme's colors in every appearance, what it extends and its description")
    func roundTrip() throws {
        let original = try ResolvedTheme(yaml: Self.yaml, file: "t.yml")
        let back = try ResolvedTheme(try Self.readBack(DTCGExport(theme: original, name: "t"), name: "t"))
        Self.expectSameColors(back, original)
        #expect(back.document.themes.map(\.name) == ["ocean", "deep"])
        #expect(back.document.themes.map(\.extends) == ["default", "ocean"])
        #expect(back.document.themes.map(\.description) == ["Blue.", nil])
        // A theme overrides only what differs from the theme it extends.
        #expect(Set(back.document.themes[0].overrides.map(\.path)) == ["palette.ink", "background"])
        #expect(Set(back.document.themes[1].overrides.map(\.path)) == ["tint.accent", "palette.sea"])
    }

    @Test("a theme modifier after the appearance modifier, a context per theme; a value that differs between appearances is an alias to the values group")
    func files() throws {
        let export = DTCGExport(theme: try ResolvedTheme(yaml: Self.yaml, file: "t.yml"), name: "t")
        #expect(export.files.map(\.path) == ["t.tokens.json", "t.light.tokens.json", "t.dark.tokens.json", "t.darkElevated.tokens.json",
                                             "t.theme-ocean.tokens.json", "t.theme-deep.tokens.json", "t.resolver.json"])
        let contents = Dictionary(uniqueKeysWithValues: export.files.map { ($0.path, $0.contents) })
        let resolver = try DTCGFixtures.json(try #require(contents["t.resolver.json"]))
        let modifier = try #require(resolver["modifiers"]?["theme"])
        #expect(modifier["contexts"]?.members?.map(\.key) == ["default", "ocean", "deep"])
        #expect(modifier["contexts"]?["default"] == .array([]))
        #expect(modifier["default"] == .string("default"))
        #expect(modifier["$extensions"]?["com.tincture"]?["themes"]?["deep"]?["extends"] == .string("ocean"))
        guard case .array(let order) = resolver["resolutionOrder"] else { throw ThemeErrors([]) }
        #expect(order.last == .object([DTCGMember("$ref", .string("#/modifiers/theme"))]))
        let ocean = try DTCGFixtures.json(try #require(contents["t.theme-ocean.tokens.json"]))
        #expect(ocean["palette"]?["ink"]?["$value"]?["hex"] == .string("#003366"))
        #expect(ocean["background"]?["$value"] == .string("{themes.ocean.background}"))
        // Deep holds what it inherits from ocean too: one context is chosen.
        let deep = try DTCGFixtures.json(try #require(contents["t.theme-deep.tokens.json"]))
        #expect(deep.members?.map(\.key) == ["$schema", "palette", "tint", "background"])
        #expect(deep["tint"]?["accent"]?["$value"] == .string("{palette.sea}"))
        let elevated = try DTCGFixtures.json(try #require(contents["t.darkElevated.tokens.json"]))
        #expect(elevated["themes"]?["$extensions"]?["com.tincture"]?["themeValues"] == .bool(true))
        #expect(elevated["themes"]?["ocean"]?["background"]?["$value"]?["hex"] == .string("#16303c"))
    }

    @Test("named themes over colors that are the same in every appearance: a resolver with the theme modifier only")
    func themesOnly() throws {
        let original = try ResolvedTheme(yaml: """
            tokens:
              tint: "#0000ff"
            themes:
              red:
                tokens:
                  tint: "#ff0000"
            """, file: "t.yml")
        let export = DTCGExport(theme: original, name: "t")
        #expect(export.files.map(\.path) == ["t.tokens.json", "t.theme-red.tokens.json", "t.resolver.json"])
        let resolver = try DTCGFixtures.json(export.files[2].contents)
        #expect(resolver["modifiers"]?.members?.map(\.key) == ["theme"])
        Self.expectSameColors(try ResolvedTheme(try Self.readBack(export, name: "t")), original)
    }

    @Test("the values group takes another name when a token's path starts with 'themes'")
    func valuesGroupName() throws {
        let original = try ResolvedTheme(yaml: """
            tokens:
              themes/accent: {light: "#0000ff", dark: "#3333ff"}
            themes:
              red:
                tokens:
                  themes/accent: {light: "#ff0000", dark: "#ff3333"}
            """, file: "t.yml")
        let export = DTCGExport(theme: original, name: "t")
        let red = try DTCGFixtures.json(try #require(export.files.first { $0.path == "t.theme-red.tokens.json" }).contents)
        #expect(red["themes"]?["accent"]?["$value"] == .string("{themes-2.red.themes.accent}"))
        let back = try ResolvedTheme(try Self.readBack(export, name: "t"))
        Self.expectSameColors(back, original)
        #expect(back.document.tokens.map(\.path) == ["themes.accent"])
    }

    @Test("a resolver from another tool: any modifier that is not appearances names themes, its default the file's own")
    func foreignModifier() throws {
        let text = """
            {
              "version": "2025.10",
              "sets": { "base": { "sources": [{ "c": { "$type": "color",
                "bg": { "$value": { "colorSpace": "srgb", "components": [1, 1, 1] } },
                "fg": { "$value": { "colorSpace": "srgb", "components": [0, 0, 0] } } } }] } },
              "modifiers": { "brand": { "contexts": {
                "globex": [{ "c": { "fg": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [0, 0, 1] } } } }],
                "acme": []
              }, "default": "acme" } },
              "resolutionOrder": [{ "$ref": "#/sets/base" }, { "$ref": "#/modifiers/brand" }]
            }
            """
        let document = try ThemeDocument(dtcgResolver: text, file: "r.json") { (path: String) throws(ThemeErrors) -> String in
            throw ThemeErrors([ThemeError(.unreadable, "no files here", at: nil, value: path)])
        }
        #expect(document.themes.map(\.name) == ["globex"])
        #expect(document.themes.first?.overrides.map(\.path) == ["c.fg"])
        let theme = try ResolvedTheme(document)
        #expect(theme.color("c.fg", in: .dark)?.rgba8.hexRGB == "#000000")
        #expect(theme.color("c.fg", in: .dark, theme: "globex")?.rgba8.hexRGB == "#0000ff")
        #expect(theme.color("c.bg", in: .light, theme: "globex")?.rgba8.hexRGB == "#ffffff")
    }

    @Test("theme modifier problems: two of them, a theme that extends nothing, a theme that adds a token", arguments: [
        (##""modifiers": { "a": { "contexts": { "x": [], "y": [] } }, "b": { "contexts": { "p": [], "q": [] } } }, "resolutionOrder": [{ "$ref": "#/modifiers/a" }, { "$ref": "#/modifiers/b" }]"##,
         ThemeError.Kind.unsupported, "one modifier whose contexts are themes"),
        (##""modifiers": { "t": { "contexts": { "default": [], "x": [] }, "$extensions": { "com.tincture": { "themes": { "x": { "extends": "nope" } } } } } }, "resolutionOrder": [{ "$ref": "#/modifiers/t" }]"##,
         .unknownReference, "extends a theme"),
        (##""modifiers": { "t": { "contexts": { "default": [], "x": [{ "n": { "$type": "color", "$value": "#ffffff" } }] } } }, "resolutionOrder": [{ "$ref": "#/modifiers/t" }]"##,
         .unsupported, "adds a token"),
    ] as [(String, ThemeError.Kind, String)])
    func problems(body: String, kind: ThemeError.Kind, words: String) throws {
        do {
            _ = try ThemeDocument(dtcgResolver: #"{ "version": "2025.10", "# + body + " }", file: "r.resolver.json") { (path: String) throws(ThemeErrors) -> String in
                throw ThemeErrors([ThemeError(.unreadable, "no such file", at: nil, value: path)])
            }
            Issue.record("expected an error")
        } catch {
            let first = try #require(error.errors.first { $0.kind == kind }, "\(error)")
            #expect(first.location?.file == "r.resolver.json")
            #expect(first.message.contains(words), "\(error)")
        }
    }
}
