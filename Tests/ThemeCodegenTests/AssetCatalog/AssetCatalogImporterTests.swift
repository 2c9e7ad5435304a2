import Foundation
import Testing
import ColorScience
import ThemeModel
@testable import ThemeCodegen

@Suite("Asset catalog importer")
struct AssetCatalogImporterTests {
    @Test("the theme file it writes stays valid YAML whatever the catalog's name holds")
    func quotedNames() throws {
        let name = "Brand\tColors \"2\"\n\\"
        let yaml = AssetCatalogImporter.yaml(name: name, tokens: [])
        let document = try ResolvedTheme(yaml: yaml, file: "imported.yml").document
        #expect(document.name == name)
    }

    static let xcode = RepositoryFile.golden("Fixtures/Xcode.xcassets")

    @Test("every encoding, color space, reference, namespace and idiom of an Xcode catalog")
    func encodings() throws {
        let result = try AssetCatalogImporter().importCatalog(at: Self.xcode)
        #expect(result.yaml == """
            # Imported from Xcode.xcassets by tincture.
            name: "Xcode"

            tokens:
              Brand/Accent-Color:
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
                value: "color(srgb 1 0.501961 0 / 0.5)"
              intopaque:
                value: "#123456"
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
        #expect(result.tokenCount == 14)
        #expect(result.notes.contains { $0.contains("Accent Color") && $0.contains("Accent-Color") })
        #expect(result.notes.contains { $0.contains("idioms.colorset") && $0.contains("iphone") })
        #expect(result.notes.contains { $0.contains("idioms.colorset") && $0.contains("luminosity tinted") })
        #expect(result.notes.contains { $0.contains("ipad.colorset") && $0.contains("'ipad'") })

        let theme = try ResolvedTheme(yaml: result.yaml, file: "imported.yml")
        let hex = try #require(theme.color("hex", in: Appearance(.dark, .increased)))
        #expect(hex.rgba8 == RGBA8(red: 0xFF, green: 0x69, blue: 0x61, alpha: 0xFF))
        let gray = try #require(theme.color("gray", in: .light))
        #expect(abs(gray.alpha - 0.5) < 1e-9)
        #expect(theme.color("systemref", in: .dark)?.system?.name == "systemBlue")
        #expect(theme.color(TokenPath(["Brand", "Accent-Color"]), in: .light) != nil)
    }

    @Test("component encodings", arguments: [
        (CatalogJSON.string("0.500"), 0.5), (.string("128"), 128.0 / 255), (.string("0x80"), 128.0 / 255),
        (.string("0XFF"), 1.0), (.number(0.25), 0.25), (.string("0"), 0.0), (.string(" 1.000 "), 1.0),
    ])
    func components(raw: CatalogJSON, expected: Double) throws {
        let parsed = try AssetCatalogColor.parse(raw, key: "red", extended: false)
        #expect(abs(parsed.value - expected) < 1e-12)
    }

    @Test("alpha written as an integer 1 is opaque, not 1/255")
    func integerAlpha() throws {
        #expect(try AssetCatalogColor.parse(.string("1"), key: "alpha", extended: false).value == 1)
    }

    @Test("bad input is a clear error naming the file", arguments: [
        ("not json", "is not valid JSON"),
        (#"{"colors":[{"idiom":"universal","color":{"color-space":"cmyk","components":{"alpha":"1"}}}]}"#, "unknown color-space 'cmyk'"),
        (#"{"colors":[{"idiom":"universal","color":{"color-space":"srgb","components":{"red":"0x1FF","green":"0","blue":"0","alpha":"1.000"}}}]}"#, "outside 0x00…0xFF"),
        (#"{"colors":[{"idiom":"universal","color":{"color-space":"srgb","components":{"red":"1.5","green":"0","blue":"0","alpha":"1.000"}}}]}"#, "outside 0…1"),
        (#"{"colors":[{"idiom":"universal","color":{"color-space":"srgb","components":{"red":"abc","green":"0","blue":"0","alpha":"1.000"}}}]}"#, "not a number"),
        (#"{"colors":[{"idiom":"universal","color":{"color-space":"srgb","components":{"green":"0","blue":"0","alpha":"1.000"}}}]}"#, "lacks the 'red' component"),
        (#"{"colors":[{"idiom":"universal","color":{"platform":"ios","reference":"fancyColor"}}]}"#, "unknown system color reference 'fancyColor'"),
        (#"{"colors":[]}"#, "no 'colors' entries"),
        (#"{"colors":[{"idiom":"universal"}]}"#, "no 'color'"),
        (#"[1, 2]"#, "no 'colors' entries"),
    ])
    func badInput(json: String, message: String) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tincture-import-\(UUID().uuidString).xcassets")
        defer { try? FileManager.default.removeItem(at: folder) }
        let set = folder.appendingPathComponent("bad.colorset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        try Data(json.utf8).write(to: set.appendingPathComponent("Contents.json"))
        do {
            _ = try AssetCatalogImporter().importCatalog(at: folder.path)
            Issue.record("expected an error for \(json)")
        } catch {
            #expect(error.description.contains(message), "\(error)")
            #expect(error.location?.file.hasSuffix("bad.colorset/Contents.json") == true)
        }
    }

    @Test("a missing folder or a color set without Contents.json is an error")
    func missing() throws {
        #expect(throws: ThemeError.self) { try AssetCatalogImporter().importCatalog(at: "/nonexistent/Nope.xcassets") }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tincture-import-\(UUID().uuidString).xcassets")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("empty.colorset"), withIntermediateDirectories: true)
        #expect(throws: ThemeError.self) { try AssetCatalogImporter().importCatalog(at: folder.path) }
    }
}
