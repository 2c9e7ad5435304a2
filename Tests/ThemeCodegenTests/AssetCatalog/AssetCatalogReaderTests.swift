import Foundation
import Testing
import ColorScience
@testable import ThemeModel

@Suite("Asset catalog reader")
struct AssetCatalogReaderTests {
    @Test("the theme file it writes stays valid YAML whatever the catalog's name holds")
    func quotedNames() throws {
        let name = "Brand\tColors \"2\"\n\\"
        let yaml = AssetCatalogReader().read(named: name, files: [:], root: "x.xcassets").yaml
        let document = try ResolvedTheme(yaml: yaml, file: "imported.yml").document
        #expect(document.name == name)
    }

    static let xcode = RepositoryFile.golden("Fixtures/Xcode.xcassets")

    @Test("every encoding, color space, reference, namespace and idiom of an Xcode catalog")
    func encodings() throws {
        let result = try AssetCatalogReader().read(at: Self.xcode)
        #expect(result.yaml == """
            name: "Xcode"

            tokens:
              Brand/Accent Color:
                role: tint
                value: "#007aff"
              float:
                value: "color(srgb 0.5 0.25 0 / 0.8)"
              gray:
                value: "color(srgb 0.605528 0.605528 0.605528 / 0.5)"
              hex:
                light: "#ff3b30"
                dark: "#ff453a"
                light+increased: "#d70015"
                dark+increased: "#ff6961"
              idioms:
                light: "color(srgb 0.2 0.2 0.2)"
                dark: "color(srgb 0.9 0.9 0.9)"
              int:
                value: "rgb(255 128 0 / 0.5)"
              intopaque:
                value: "rgb(18 52 86)"
              ipad:
                value: "#112233"
              linear:
                value: "color(srgb-linear 0.214 0 1)"
              number:
                value: "color(srgb 0.5 0.25 0)"
              p3:
                value: "color(display-p3 1 0 0)"
              systemref:
                value: "{system.systemBlue}"
              xgray:
                value: "color(srgb 1 1 1)"
              xsrgb:
                value: "color(srgb 1.1 -0.05 0)"

            """)
        #expect(result.tokens.count == 14)
        #expect(result.format == .assetCatalog)
        let notes = result.notes.map(\.description)
        #expect(result.notes.allSatisfy { $0.severity == .note })
        #expect(notes.contains { $0.contains("idioms.colorset") && $0.contains("iphone") })
        #expect(notes.contains { $0.contains("idioms.colorset") && $0.contains("luminosity tinted") })
        #expect(notes.contains { $0.contains("ipad.colorset") && $0.contains("'ipad'") })
        // Every token points at the color set it came from.
        #expect(result.tokens.allSatisfy { $0.location.file.hasSuffix(".colorset/Contents.json") && $0.location.line > 0 })

        let theme = try ResolvedTheme(yaml: result.yaml, file: "imported.yml")
        #expect(try ResolvedTheme(result).color("hex", in: .dark)?.rgba8 == theme.color("hex", in: .dark)?.rgba8)
        let hex = try #require(theme.color("hex", in: Appearance(.dark, .increased)))
        #expect(hex.rgba8 == RGBA8(red: 0xFF, green: 0x69, blue: 0x61, alpha: 0xFF))
        let gray = try #require(theme.color("gray", in: .light))
        #expect(abs(gray.alpha - 0.5) < 1e-9)
        #expect(theme.color("systemref", in: .dark)?.system?.name == "systemBlue")
        #expect(theme.color(TokenPath(["Brand", "Accent Color"]), in: .light) != nil)
    }

    @Test("component encodings", arguments: [
        (DTCGNode.Content.string("0.500"), 0.5), (.string("128"), 128.0 / 255), (.string("0x80"), 128.0 / 255),
        (.string("0XFF"), 1.0), (.number(0.25), 0.25), (.string("0"), 0.0), (.string(" 1.000 "), 1.0),
    ])
    func components(raw: DTCGNode.Content, expected: Double) throws {
        let parsed = try AssetCatalogColor.parse(raw, key: "red", extended: false)
        #expect(abs(parsed.value - expected) < 1e-12)
    }

    @Test("alpha written as an integer 1 is opaque, not 1/255")
    func integerAlpha() throws {
        #expect(try AssetCatalogColor.parse(.string("1"), key: "alpha", extended: false).value == 1)
    }

    @Test("a color set that cannot be read is a warning at its file, and the rest of the catalog is read", arguments: [
        ("not json", "Contents.json"),
        (#"{"colors":[{"idiom":"universal","color":{"color-space":"cmyk","components":{"alpha":"1"}}}]}"#, "unknown color-space 'cmyk'"),
        (#"{"colors":[{"idiom":"universal","color":{"color-space":"srgb","components":{"red":"0x1FF","green":"0","blue":"0","alpha":"1.000"}}}]}"#, "outside 0x00…0xFF"),
        (#"{"colors":[{"idiom":"universal","color":{"color-space":"srgb","components":{"red":"1.5","green":"0","blue":"0","alpha":"1.000"}}}]}"#, "outside 0…1"),
        (#"{"colors":[{"idiom":"universal","color":{"color-space":"srgb","components":{"red":"abc","green":"0","blue":"0","alpha":"1.000"}}}]}"#, "not a number"),
        (#"{"colors":[{"idiom":"universal","color":{"color-space":"srgb","components":{"green":"0","blue":"0","alpha":"1.000"}}}]}"#, "lacks the 'red' component"),
        (#"{"colors":[{"idiom":"universal","color":{"platform":"ios","reference":"systemBlueColr"}}]}"#, "did you mean 'systemBlueColor'?"),
        (#"[1, 2]"#, "no 'colors' list"),
        ("\u{0}\u{1}binary", "binary data"),
    ])
    func badColorSet(json: String, message: String) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tincture-import-\(UUID().uuidString).xcassets")
        defer { try? FileManager.default.removeItem(at: folder) }
        for name in ["bad", "good"] {
            try FileManager.default.createDirectory(at: folder.appendingPathComponent("\(name).colorset"), withIntermediateDirectories: true)
        }
        try Data(json.utf8).write(to: folder.appendingPathComponent("bad.colorset/Contents.json"))
        try Data(#"{"colors":[{"idiom":"universal","color":{"color-space":"srgb","components":{"red":"1","green":"0","blue":"0","alpha":"1.000"}}}]}"#.utf8)
            .write(to: folder.appendingPathComponent("good.colorset/Contents.json"))
        let document = try AssetCatalogReader().read(at: folder.path)
        #expect(document.tokens.map(\.path) == ["good"])
        let warning = try #require(document.notes.first { $0.severity == .warning }, "\(document.notes)")
        #expect(warning.description.contains(message), "\(warning)")
        #expect(warning.location?.file.hasSuffix("bad.colorset/Contents.json") == true)
        #expect([.unreadableColor, .unknownSystemColor].contains(warning.kind))
    }

    @Test("Xcode's template AccentColor, with no color, is the system tint; other empty color sets are notes")
    func emptyEntries() throws {
        let empty = #"{"colors":[{"idiom":"universal"}],"info":{"author":"xcode","version":1}}"#
        let files = ["AccentColor.colorset/Contents.json": Array(empty.utf8), "WidgetBackground.colorset/Contents.json": Array(empty.utf8),
                     "Nothing.colorset/Contents.json": Array(#"{"colors":[]}"#.utf8)]
        let document = AssetCatalogReader().read(named: "Assets", files: files, root: "Assets.xcassets")
        #expect(document.tokens.map(\.path) == ["AccentColor"])
        #expect(document.tokens[0].values[.any]?.expression == .reference("system.systemBlue", alpha: nil))
        #expect(document.notes.filter { $0.kind == .noColor }.count == 3)
        #expect(document.notes.allSatisfy { $0.severity == .note })
        #expect(try ResolvedTheme(document).color("AccentColor", in: .light)?.system?.name == "systemBlue")
    }

    @Test("every system color name Xcode writes resolves, by platform, deprecated names too", arguments: [
        ("groupTableViewBackgroundColor", "ios", "groupTableViewBackground", SystemPalette.Era.ios18),
        ("lightTextColor", "ios", "lightText", .ios18), ("darkTextColor", nil, "darkText", .ios18),
        ("controlAccentColor", "osx", "controlAccent", .macos), ("alternatingContentBackgroundColor", nil, "alternatingContentBackground", .macos),
        ("labelColor", "osx", "label", .macos), ("windowBackgroundColor", "osx", "windowBackground", .macos),
        ("separatorColor", nil, "separator", .ios18), ("systemBlueColor", "osx", "systemBlue", .macos),
    ] as [(String, String?, String, SystemPalette.Era)])
    func systemReferences(reference: String, platform: String?, name: String, era: SystemPalette.Era) throws {
        let platformKey = platform.map { #","platform":"\#($0)""# } ?? ""
        let json = #"{"colors":[{"idiom":"universal","color":{"reference":"\#(reference)"\#(platformKey)}}]}"#
        let document = AssetCatalogReader().read(named: "A", files: ["c.colorset/Contents.json": Array(json.utf8)], root: "A.xcassets")
        #expect(document.tokens.first?.values[.any]?.expression == .reference(TokenPath(["system", name]), alpha: nil), "\(document.notes)")
        #expect(document.systemEra == era)
        let theme = try ResolvedTheme(document)
        #expect(theme.color("c", in: .dark)?.system?.name == name)
    }

    @Test("a mac catalog is checked in Aqua and Dark Aqua, with AppKit's colors")
    func macCatalog() throws {
        let json = #"{"colors":[{"idiom":"mac","color":{"reference":"labelColor","platform":"osx"}},{"idiom":"mac","appearances":[{"appearance":"luminosity","value":"dark"}],"color":{"color-space":"srgb","components":{"red":"1","green":"1","blue":"1","alpha":"1.000"}}}]}"#
        let document = AssetCatalogReader().read(named: "Mac", files: ["text.colorset/Contents.json": Array(json.utf8)], root: "Mac.xcassets")
        #expect(document.systemEra == .macos)
        #expect(document.appearances.count == 4)
        #expect(document.appearances.allSatisfy { $0.level == .base })
        let theme = try ResolvedTheme(document)
        let label = try #require(theme.color("text", in: .light))
        #expect(label.system?.name == "label")
        #expect(SystemPalette.color(named: "label", era: .macos)?.uikit == "NSColor.labelColor")
        #expect(document.notes.contains { $0.kind == .format && $0.message.contains("macOS") })
    }

    @Test("--idiom picks the idiom read; the default is universal, then iphone")
    func idioms() throws {
        let json = #"{"colors":[{"idiom":"iphone","color":{"color-space":"srgb","components":{"red":"0x11","green":"0x11","blue":"0x11","alpha":"1.000"}}},{"idiom":"ipad","color":{"color-space":"srgb","components":{"red":"0x22","green":"0x22","blue":"0x22","alpha":"1.000"}}}]}"#
        let files = ["c.colorset/Contents.json": Array(json.utf8)]
        let phone = try ResolvedTheme(AssetCatalogReader().read(named: "A", files: files, root: "A.xcassets"))
        #expect(phone.color("c", in: .light)?.rgba8.hexRGB == "#111111")
        let pad = try ResolvedTheme(AssetCatalogReader(idiom: "ipad").read(named: "A", files: files, root: "A.xcassets"))
        #expect(pad.color("c", in: .light)?.rgba8.hexRGB == "#222222")
    }

    @Test("a missing folder is an error; a color set without Contents.json is a warning")
    func missing() throws {
        #expect(throws: ThemeErrors.self) { try AssetCatalogReader().read(at: "/nonexistent/Nope.xcassets") }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tincture-import-\(UUID().uuidString).xcassets")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("empty.colorset"), withIntermediateDirectories: true)
        let document = try AssetCatalogReader().read(at: folder.path)
        #expect(document.notes.contains { $0.severity == .warning && $0.message.contains("no Contents.json") })
    }

    @Test("an extended component beyond any display is a warning, not a crash")
    func hugeExtendedComponent() {
        for json in [#"{"colors":[{"idiom":"universal","color":{"color-space":"extended-srgb","components":{"red":"1e300","green":"0","blue":"0","alpha":"1.000"}}}]}"#,
                     #"{"colors":[{"idiom":"universal","color":{"color-space":"extended-gray","components":{"white":"1e200","alpha":"1.000"}}}]}"#] {
            let document = AssetCatalogReader().read(named: "A", files: ["c.colorset/Contents.json": Array(json.utf8)], root: "A.xcassets")
            #expect(document.tokens.isEmpty)
            #expect(document.notes.contains { $0.severity == .warning && $0.message.contains("beyond any color") })
        }
    }

    @Test("with only sRGB and Display P3 entries, the sRGB ones are read")
    func gamutEntries() throws {
        let json = #"{"colors":[{"idiom":"universal","display-gamut":"sRGB","color":{"color-space":"srgb","components":{"red":"0x11","green":"0x22","blue":"0x33","alpha":"1.000"}}},{"idiom":"universal","display-gamut":"display-P3","color":{"color-space":"display-p3","components":{"red":"1","green":"0","blue":"0","alpha":"1.000"}}}]}"#
        let document = AssetCatalogReader().read(named: "A", files: ["c.colorset/Contents.json": Array(json.utf8)], root: "A.xcassets")
        #expect(try ResolvedTheme(document).color("c", in: .light)?.rgba8.hexRGB == "#112233")
    }

    @Test("a Mac catalog's empty AccentColor is AppKit's accent; tintColor follows the era's blue")
    func macAccentAndAliases() throws {
        let empty = #"{"colors":[{"idiom":"mac"}]}"#
        let label = #"{"colors":[{"idiom":"mac","color":{"reference":"labelColor","platform":"osx"}}]}"#
        let document = AssetCatalogReader().read(named: "M", files: ["AccentColor.colorset/Contents.json": Array(empty.utf8),
                                                                   "text.colorset/Contents.json": Array(label.utf8)], root: "M.xcassets")
        #expect(document.systemEra == .macos)
        let theme = try ResolvedTheme(document)
        #expect(theme.color("AccentColor", in: .light)?.system?.name == "controlAccent")
        let ios26 = try ResolvedTheme(yaml: "system: ios26\ntokens:\n  t: \"{system.tintColor}\"\n", file: "t.yml")
        #expect(ios26.color("t", in: .light)?.rgba8 == ios26.color("system.systemBlue", in: .light)?.rgba8)
    }
}
