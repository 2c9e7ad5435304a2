import ColorScience
import Foundation
import Testing
@testable import ThemeModel

/// Token files of every format Tincture reads, told apart by content, alone and as sets.
@Suite("Token formats")
struct TokenFormatTests {
    static func hex(_ theme: ResolvedTheme, _ path: String, _ appearance: Appearance = .light, theme name: String = "default") -> String? {
        theme.color(TokenPath(parsing: path)!, in: appearance, theme: name)?.rgba8.hex
    }

    @Test("each format is recognised by its content", arguments: [
        (##"{"a": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [1, 0, 0]}}}"##, TokenFileKind.tokens(.dtcg)),
        (##"{"a": {"$type": "color", "$value": "#ff0000"}}"##, .tokens(.dtcgDraft)),
        (##"{"a": {"$type": "color", "$value": "#ff0000", "$extensions": {"com.figma": {"scopes": []}}}}"##, .tokens(.figmaVariables)),
        (##"{"a": {"type": "color", "value": "#ff0000"}}"##, .tokens(.tokensStudio)),
        (##"{"color": {"base": {"red": {"value": "#ff0000"}}}}"##, .tokens(.styleDictionary)),
        (##"{"a": {"type": "color", "value": "#ff0000", "referencedVariable": "$b"}}"##, .tokens(.figmaVariables)),
        (##"[{"id": "1", "name": "Light", "selectedTokenSets": {"core": "enabled"}}]"##, .tokensStudioThemes),
        (##"{"tokenSetOrder": ["core"]}"##, .tokensStudioMetadata),
        (##"{"version": "2025.10", "resolutionOrder": []}"##, .resolver),
        (##"{"name": "x", "tokens": {"a": "red"}}"##, .theme),
        (##"{"name": "package", "version": "1.0.0"}"##, .notTokens),
    ])
    func detection(json: String, kind: TokenFileKind) throws {
        #expect(TokenFileKind.detect(try DTCGJSONParser.parse(json, file: "t.json")) == kind)
    }

    @Test("DTCG draft string colors are read, with one legacy-color-string note showing the 2025.10 form")
    func draftStrings() throws {
        let folder = try TokenFolder(["draft.json": ##"{"brand": {"$type": "color", "red": {"$value": "#ff000080"}, "blue": {"$value": "rgb(0 0 255)"}, "alias": {"$value": "{brand.red}"}}}"##])
        let document = try TokenSetReader().read([folder.file("draft.json")])
        #expect(document.format == .dtcgDraft)
        let theme = try ResolvedTheme(document)
        #expect(Self.hex(theme, "brand.red") == "#ff000080")
        #expect(Self.hex(theme, "brand.alias") == "#ff000080")
        let note = try #require(document.notes.first { $0.kind == .legacyColorString })
        #expect(note.message.hasPrefix("2 colors"))
        #expect(note.suggestion?.contains("colorSpace") == true && note.suggestion?.contains("srgb") == true, "\(note)")
        #expect(note.location?.line == 1)
    }

    @Test("Style Dictionary's classic format: no types, {a.b.value} references, a folder merged into one tree")
    func styleDictionary() throws {
        let folder = try TokenFolder([
            "color/base.json": ##"{"color": {"base": {"red": {"value": "#ff0000", "comment": "brand"}, "gray": {"value": "#cccccc"}}}}"##,
            "color/font.json": ##"{"color": {"font": {"base": {"value": "{color.base.red.value}"}, "muted": {"value": "{color.base.gray}"}}}}"##,
        ])
        let document = try TokenSetReader().read([folder.path])
        #expect(document.format == .styleDictionary)
        let theme = try ResolvedTheme(document)
        #expect(Self.hex(theme, "color.font.base") == "#ff0000")
        #expect(Self.hex(theme, "color.font.muted", .dark) == "#cccccc")
        #expect(theme.color("color.font.base", in: .light)?.chain.map(\.string) == ["color.base.red"])
        #expect(document.tokens.first { $0.path == "color.base.red" }?.description == "brand")
        // The file alone reads its references from the files beside it.
        let alone = try ResolvedTheme(TokenSetReader().read([folder.file("color/font.json")]))
        #expect(Self.hex(alone, "color.font.base") == "#ff0000")
        #expect(alone.document.notes.allSatisfy { $0.severity == .note })
    }

    static let studio: [String: String] = [
        "$metadata.json": ##"{"tokenSetOrder": ["core", "theme/light", "theme/dark", "semantic"]}"##,
        "$themes.json": ##"""
            [{"id": "l", "name": "Light", "selectedTokenSets": {"core": "source", "theme/light": "enabled", "semantic": "enabled"}},
             {"id": "d", "name": "Dark", "selectedTokenSets": {"core": "source", "theme/dark": "enabled", "semantic": "enabled"}},
             {"id": "h", "name": "Light HC", "selectedTokenSets": {"theme/light-hc": "enabled", "semantic": "enabled"}}]
            """##,
        "core.json": ##"{"gray": {"100": {"value": "#f5f5f5", "type": "color"}, "900": {"value": "#111111", "type": "color"}}, "opacity": {"half": {"value": "0.5", "type": "opacity"}}}"##,
        "theme/light.json": ##"{"bg": {"value": "{gray.100}", "type": "color"}, "fg": {"value": "{gray.900}", "type": "color"}}"##,
        "theme/dark.json": ##"{"bg": {"value": "{gray.900}", "type": "color"}, "fg": {"value": "{gray.100}", "type": "color"}}"##,
        "semantic.json": ##"""
            {"text": {"primary": {"value": "{fg}", "type": "color"}, "faint": {"value": "rgba({fg}, 0.5)", "type": "color"},
             "hover": {"value": "{fg}", "type": "color", "$extensions": {"studio.tokens": {"modify": {"type": "lighten", "value": "{opacity.half}", "space": "srgb"}}}}}}
            """##,
    ]

    @Test("a Tokens Studio project: themes named after appearances give them; sets compose in tokenSetOrder")
    func tokensStudio() throws {
        let folder = try TokenFolder(Self.studio)
        let document = try TokenSetReader().read([folder.path])
        #expect(document.format == .tokensStudio)
        let theme = try ResolvedTheme(document)
        #expect(Self.hex(theme, "text.primary") == "#111111")
        #expect(Self.hex(theme, "text.primary", .dark) == "#f5f5f5")
        #expect(Self.hex(theme, "text.faint") == "#11111180")
        #expect(Self.hex(theme, "text.faint", .dark) == "#f5f5f580")
        // lighten 0.5 in sRGB: each channel halfway to 1.
        #expect(Self.hex(theme, "text.hover") == "#888888")
        #expect(Self.hex(theme, "text.hover", .dark) == "#fafafa")
        // Light HC's set is missing: the theme is left out, said at its place.
        let note = try #require(document.notes.first { $0.message.contains("Light HC") })
        #expect(note.message.contains("theme/light-hc"))
        #expect(note.location?.file.hasSuffix("$themes.json") == true)
        // $themes.json alone reads the project beside it; one set alone reads it in its project.
        #expect(Self.hex(try ResolvedTheme(TokenSetReader().read([folder.file("$themes.json")])), "text.primary", .dark) == "#f5f5f5")
        let semantic = try ResolvedTheme(TokenSetReader().read([folder.file("semantic.json")]))
        #expect(Self.hex(semantic, "text.primary", .dark) == "#f5f5f5")
        #expect(semantic.tokens.map(\.path.string).sorted() == ["bg", "fg", "gray.100", "gray.900", "text.faint", "text.hover", "text.primary"].filter { $0 != "bg" })
    }

    @Test("Tokens Studio theme groups: the appearance group gives appearances, another group named themes")
    func themeGroups() throws {
        var files = Self.studio
        files["$themes.json"] = ##"""
            [{"id": "l", "name": "Light", "group": "Mode", "selectedTokenSets": {"core": "source", "theme/light": "enabled"}},
             {"id": "d", "name": "Dark", "group": "Mode", "selectedTokenSets": {"core": "source", "theme/dark": "enabled"}},
             {"id": "a", "name": "Plain", "group": "Brand", "selectedTokenSets": {"semantic": "enabled"}},
             {"id": "b", "name": "Bold", "group": "Brand", "selectedTokenSets": {"bold": "enabled"}}]
            """##
        files["bold.json"] = ##"{"text": {"primary": {"value": "#ff0000", "type": "color"}}}"##
        let folder = try TokenFolder(files)
        let theme = try ResolvedTheme(TokenSetReader().read([folder.path]))
        #expect(theme.themeNames == ["default", "Brand Bold"])
        #expect(Self.hex(theme, "text.primary", .dark) == "#f5f5f5")
        #expect(Self.hex(theme, "text.primary", .dark, theme: "Brand Bold") == "#ff0000")
    }

    @Test("Figma variables: a file per collection and mode; modes named after appearances give them; aliases cross collections")
    func figma() throws {
        let figma = ##""$extensions": {"com.figma": {"hiddenFromPublishing": false, "scopes": ["ALL_SCOPES"]}}"##
        let folder = try TokenFolder([
            "Primitives.Mode 1.json": ##"{"color": {"gray": {"50": {"$type": "color", "$value": "#f1f1f1", \##(figma)}, "900": {"$type": "color", "$value": "#202020", \##(figma)}}}}"##,
            "Tokens.Light.json": ##"{"text": {"Text Primary": {"$type": "color", "$value": "{color.gray.900}", \##(figma)}}}"##,
            "Tokens.Dark.json": ##"{"text": {"Text Primary": {"$type": "color", "$value": "{color.gray.50}", \##(figma)}}}"##,
        ])
        let document = try TokenSetReader().read([folder.path])
        #expect(document.format == .figmaVariables)
        let theme = try ResolvedTheme(document)
        #expect(Self.hex(theme, "text.Text Primary") == "#202020")
        #expect(Self.hex(theme, "text.Text Primary", Appearance(.dark, .increased)) == "#f1f1f1")
        // One mode's file alone: its aliases resolve in the primitives, not in the other mode.
        let light = try ResolvedTheme(TokenSetReader().read([folder.file("Tokens.Light.json")]))
        #expect(Self.hex(light, "text.Text Primary", .dark) == "#202020")
    }

    @Test("nothing is refused over one token: a bad color or an alias to nothing is a warning, and the token is left out")
    func badTokens() throws {
        let folder = try TokenFolder(["a.tokens.json": ##"""
            {"ok": {"$type": "color", "$value": "#00ff00"}, "bad": {"$type": "color", "$value": "reddish"},
             "lost": {"$type": "color", "$value": "{nowhere.at.all}"}, "chain": {"$type": "color", "$value": "{lost}"}}
            """##])
        let document = try TokenSetReader().read([folder.path])
        #expect(document.tokens.map(\.path) == ["ok"])
        let warnings = document.notes.filter { $0.severity == .warning }
        #expect(warnings.contains { $0.kind == .unreadableColor && $0.path == "bad" && $0.location?.line == 1 })
        #expect(warnings.contains { $0.kind == .unresolvedReference && $0.path == "lost" })
        #expect(warnings.contains { $0.kind == .unresolvedReference && $0.path == "chain" })
    }

    @Test("appearance names", arguments: [
        ("Light", "light"), ("dark", "dark"), ("Dark HC", "dark+increased"), ("designsystemet + Dark", "dark"),
        ("Dark (Primitives: Modern Theme)", "dark"), ("theme-light-high-contrast", "light+increased"), ("lightHighContrast", "light+increased"),
        ("darkElevated", "dark+elevated"), ("primitives/modes/color-scheme/dark/designsystemet", "dark"),
    ])
    func appearanceNames(name: String, condition: String) {
        #expect(AppearanceWords.condition(in: name)?.name == condition)
    }

    @Test("names without an appearance", arguments: ["global", "Modern Theme", "Highlight", "iOS", "Contrast"])
    func noAppearance(name: String) {
        #expect(AppearanceWords.condition(in: name) == nil)
    }

    @Test("Tokens Studio modifiers compute as Tokens Studio does", arguments: [
        ("#ff0000", "lighten", "0.2", "srgb", nil, "#ff3333"), ("#ff0000", "lighten", "0.2", "hsl", nil, "#ff3333"),
        ("#ff0000", "darken", "0.2", "srgb", nil, "#cc0000"), ("#ff0000", "darken", "0.2", "hsl", nil, "#cc0000"),
        ("#ff0000", "darken", "0.2", "lch", nil, "#c81707"), ("#ff0000", "mix", "0.5", "srgb", "#0000ff", "#800080"),
        ("#ff0000", "mix", "0.5", "hsl", "#0000ff", "#ff00ff"), ("#ff0000", "alpha", "0.5", "srgb", nil, "#ff000080"),
        ("#336699", "lighten", "0.5", "srgb", nil, "#99b3cc"), ("#336699", "darken", "0.5", "hsl", nil, "#1a334d"),
        ("#ffffff", "mix", "0.25", "srgb", "#000000", "#bfbfbf"), ("#00a2ba", "darken", "0.3", "srgb", nil, "#007182"),
    ] as [(String, String, String, String, String?, String)])
    func modifiers(base: String, type: String, value: String, space: String, color: String?, expected: String) throws {
        let mix = color.map { ##", "color": "\##($0)""## } ?? ""
        let json = ##"{"a": {"value": "\##(base)", "type": "color", "$extensions": {"studio.tokens": {"modify": {"type": "\##(type)", "value": "\##(value)", "space": "\##(space)"\##(mix)}}}}}"##
        let folder = try TokenFolder(["t.json": json])
        let theme = try ResolvedTheme(TokenSetReader().read([folder.file("t.json")]))
        #expect(Self.hex(theme, "a") == expected)
    }

    @Test("a modifier Tincture cannot compute is reported at its place")
    func unsupportedModifier() throws {
        let json = ##"{"a": {"value": "#ff0000", "type": "color", "$extensions": {"studio.tokens": {"modify": {"type": "lighten", "value": "{x} * 2", "space": "srgb"}}}}, "b": {"value": "#00ff00", "type": "color"}}"##
        let folder = try TokenFolder(["t.json": json])
        let document = try TokenSetReader().read([folder.file("t.json")])
        #expect(document.tokens.map(\.path) == ["b"])
        #expect(document.notes.contains { $0.severity == .warning && $0.path == "a" && $0.message.contains("math") })
    }

    @Test("aliases in a circle and a mix that leads back to its own token are warnings, not a crash or a refusal")
    func cycles() throws {
        let folder = try TokenFolder([
            "cycle.tokens.json": ##"{"a": {"$type": "color", "$value": "{b}"}, "b": {"$type": "color", "$value": "{a}"}, "ok": {"$type": "color", "$value": "#ff0000"}}"##,
            "mix.json": ##"{"color": {"a": {"value": "#f00", "type": "color", "$extensions": {"studio.tokens": {"modify": {"type": "mix", "value": "0.5", "space": "srgb", "color": "{color.b}"}}}}, "b": {"value": "#00f", "type": "color", "$extensions": {"studio.tokens": {"modify": {"type": "mix", "value": "0.5", "space": "srgb", "color": "{color.a}"}}}}}}"##,
        ])
        let cycle = try TokenSetReader().read([folder.file("cycle.tokens.json")])
        #expect(cycle.tokens.map(\.path) == ["ok"])
        #expect(cycle.notes.filter { $0.severity == .warning && $0.message.contains("circle") }.count == 2)
        _ = try ResolvedTheme(cycle)
        let mix = try TokenSetReader().read([folder.file("mix.json")])
        #expect(mix.notes.contains { $0.severity == .warning && $0.message.contains("leads back") })
        _ = try ResolvedTheme(mix)
    }

    @Test("tokens defined again by a later file of a merged folder are noted; a font family string does not make a file a draft")
    func redefinitions() throws {
        let folder = try TokenFolder([
            "a.json": ##"{"brand": {"value": "#ff0000"}}"##,
            "b.json": ##"{"brand": {"value": "#00ff00"}}"##,
            "font.tokens.json": ##"{"font": {"$type": "fontFamily", "$value": "Inter"}, "c": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [1, 0, 0]}}}"##,
        ])
        let document = try TokenSetReader().read([folder.file("a.json"), folder.file("b.json")])
        #expect(try Self.hex(ResolvedTheme(document), "brand") == "#00ff00")
        #expect(document.notes.contains { $0.message.contains("{brand}") && $0.location?.file.hasSuffix("b.json") == true })
        #expect(try TokenSetReader().read([folder.file("font.tokens.json")]).format == .dtcg)
    }
}
