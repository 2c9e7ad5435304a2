import ColorScience
import Foundation
import Testing
import ThemeModel
@testable import ThemeCodegen

@Suite("Asset catalog generator")
struct AssetCatalogGeneratorTests {
    static func input(_ example: String, displayP3: Bool = false) throws -> GeneratorInput {
        let path = "Examples/\(example).yml"
        let theme = try ResolvedTheme(yaml: RepositoryFile.text(path), file: path)
        return GeneratorInput(theme: theme, name: "Colors", displayP3: displayP3)
    }

    @Test("golden catalogs of the examples", arguments: ["try-swift", "apple-system"])
    func golden(example: String) throws {
        let files = try AssetCatalogGenerator().generate(Self.input(example))
        try Golden.check(files, named: "xcassets-\(example)")
    }

    @Test("Display P3 golden catalog")
    func displayP3Golden() throws {
        let files = try AssetCatalogGenerator().generate(Self.input("try-swift", displayP3: true))
        try Golden.check(files, named: "xcassets-try-swift-p3")
        #expect(files.contains { $0.contents.contains("\"color-space\" : \"display-p3\"") })
        #expect(!files.contains { $0.contents.contains("\"srgb\"") })
    }

    /// A theme with a color written in Display P3, one outside sRGB but inside Display P3, one
    /// outside both (pure Rec. 2020 green in dark only) and a plain sRGB one.
    static let wideTheme = """
        tokens:
          tint:
            vivid: "color(display-p3 1 0 0)"
            leaf: "oklch(0.65 0.28 30)"
            laser:
              light: "#00c000"
              dark: "color(rec2020 0 1 0)"
            plain: "#336699"
        """

    static func colorSet(_ catalog: AssetCatalog, _ name: String) throws -> String {
        try #require(catalog.files.first { $0.path.hasSuffix("/\(name).colorset/Contents.json") }).contents
    }

    @Test("a color outside sRGB keeps Display P3: its color set is written in display-p3, not clipped to sRGB")
    func wideColorsKeepDisplayP3() throws {
        let theme = try ResolvedTheme(yaml: Self.wideTheme, file: "wide.yml")
        let catalog = try AssetCatalogGenerator().catalog(GeneratorInput(theme: theme))
        let vivid = try Self.colorSet(catalog, "vivid")
        #expect(vivid.contains("\"color-space\" : \"display-p3\""))
        #expect(vivid.contains("\"red\" : \"1.000\"") && vivid.contains("\"green\" : \"0.000\""))
        let leaf = try Self.colorSet(catalog, "leaf")
        #expect(leaf.contains("\"color-space\" : \"display-p3\"") && !leaf.contains("\"srgb\""))
        let plain = try Self.colorSet(catalog, "plain")
        #expect(plain.contains("\"color-space\" : \"srgb\"") && !plain.contains("display-p3"))
        #expect(plain.contains("\"red\" : \"0x33\""))  // inside sRGB, hex as written
        // The catalog read back holds the same colors, within its three decimals.
        for token in ["tint.vivid", "tint.leaf"] {
            let set = try Self.colorSet(catalog, String(token.dropFirst(5)))
            let read = AssetCatalogReader().read(named: "Colors", files: ["tint/x.colorset/Contents.json": Array(set.utf8)], root: "Colors.xcassets")
            let back = try #require(read.tokens.first?.values[.any]?.expression)
            guard case .literal(let color, _) = back else { Issue.record("\(back)"); continue }
            let original = try #require(theme.color(TokenPath(parsing: token)!, in: .light)).color
            #expect(ColorDifference.ok.between(xyz: color.xyz, xyz: original.xyz) < 0.002, "\(token)")
        }
    }

    @Test("a color outside Display P3 is clipped into it and named, with the appearances and the ΔEOK lost")
    func colorsBeyondDisplayP3AreNamed() throws {
        let theme = try ResolvedTheme(yaml: Self.wideTheme, file: "wide.yml")
        let catalog = try AssetCatalogGenerator().catalog(GeneratorInput(theme: theme))
        #expect(catalog.clips.map(\.token) == ["tint.laser"])
        let clip = try #require(catalog.clips.first)
        #expect(clip.gamut == .displayP3)
        #expect(clip.places == ["dark", "dark+increased"])
        #expect(!clip.everywhere)
        #expect(clip.deltaEOK > 0.05 && clip.deltaEOK < 0.2, "\(clip.deltaEOK)")
        #expect(clip.description.hasPrefix("tint.laser: outside Display P3 in dark, dark+increased; the asset catalog cannot hold it, so it is clipped into Display P3 (ΔEOK 0."), "\(clip)")
        let laser = try Self.colorSet(catalog, "laser")
        #expect(laser.contains("\"color-space\" : \"display-p3\""))
        // With every color asked in Display P3, the same color is the one clipped.
        let p3 = try AssetCatalogGenerator().catalog(GeneratorInput(theme: theme, displayP3: true))
        #expect(p3.clips.map(\.token) == ["tint.laser"])
    }

    @Test("every file is marked, deterministic, and groups provide a namespace")
    func structure() throws {
        let input = try Self.input("try-swift")
        let first = try AssetCatalogGenerator().generate(input)
        #expect(first == (try AssetCatalogGenerator().generate(input)))
        #expect(first.allSatisfy { GeneratedMarker.isMarked($0.contents) && $0.contents.hasSuffix("}\n") })
        let group = try #require(first.first { $0.path == "Colors.xcassets/text/Contents.json" })
        #expect(group.contents == """
            {
              "info" : {
                "author" : "Generated by tincture — do not edit.",
                "version" : 1
              },
              "properties" : {
                "provides-namespace" : true
              }
            }

            """)
        #expect(first.contains { $0.path == "Colors.xcassets/text/primary.colorset/Contents.json" })
        #expect(first.contains { $0.path == "Colors.xcassets/Contents.json" })
    }

    @Test("text.primary has Any, Dark and High Contrast entries; elevated values and other themes are notes")
    func entries() throws {
        let catalog = try AssetCatalogGenerator().catalog(Self.input("try-swift"))
        let primary = try #require(catalog.files.first { $0.path.hasSuffix("text/primary.colorset/Contents.json") })
        #expect(primary.contents.components(separatedBy: "\"idiom\" : \"universal\"").count - 1 == 4)
        #expect(primary.contents.contains("\"red\" : \"0x2C\""))  // #2c2c2c, in its own style
        let inverse = try #require(catalog.files.first { $0.path.hasSuffix("text/inverse.colorset/Contents.json") })
        #expect(inverse.contents.components(separatedBy: "\"idiom\"").count - 1 == 2)
        #expect(!inverse.contents.contains("contrast"))
        #expect(catalog.notes.contains { $0.hasPrefix("background.content:") && $0.contains("elevated") })
        #expect(catalog.notes.contains { $0.contains("'ocean'") })
        #expect(!catalog.notes.contains { $0.hasPrefix("text.primary:") })
    }

    @Test("hex and rgb() integer literals keep their style as 8-bit components; other notations are floats")
    func componentStyles() throws {
        let yaml = """
        palette:
          ink: "#2c2c2e"
        tokens:
          hex: "#ff3b30"
          short: "#f00"
          translucent: "#ff3b30 / 50%"
          integer: "rgb(0 122 255)"
          legacy: "rgba(60, 60, 67, 0.6)"
          over: "{palette.ink} / 60%"
          percent: "rgb(100% 50% 0%)"
          float: "color(srgb 0.5 0.25 0)"
          oklch: "oklch(62.8% 0.2577 29.23)"
        """
        let theme = try ResolvedTheme(yaml: yaml, file: "styles.yml")
        let files = try AssetCatalogGenerator().generate(GeneratorInput(theme: theme, name: "Colors"))
        func components(_ name: String) throws -> [String] {
            let file = try #require(files.first { $0.path == "Colors.xcassets/\(name).colorset/Contents.json" })
            return ["red", "green", "blue", "alpha"].compactMap { key in
                file.contents.range(of: "\"\(key)\" : \"[^\"]*\"", options: .regularExpression).map {
                    String(file.contents[$0].split(separator: "\"")[2])
                }
            }
        }
        #expect(try components("hex") == ["0xFF", "0x3B", "0x30", "1.000"])
        #expect(try components("short") == ["0xFF", "0x00", "0x00", "1.000"])
        #expect(try components("translucent") == ["0xFF", "0x3B", "0x30", "0.500"])
        #expect(try components("integer") == ["0", "122", "255", "1.000"])
        #expect(try components("legacy") == ["60", "60", "67", "0.600"])
        #expect(try components("over") == ["0x2C", "0x2C", "0x2E", "0.600"])  // the palette color's style
        #expect(try components("percent") == ["1.000", "0.500", "0.000", "1.000"])
        #expect(try components("float") == ["0.500", "0.250", "0.000", "1.000"])
        #expect(try components("oklch") == ["1.000", "0.000", "0.000", "1.000"])
        // Display P3 components are never 8-bit; components=float writes floats everywhere.
        let p3 = try AssetCatalogGenerator().generate(GeneratorInput(theme: theme, name: "Colors", displayP3: true))
        #expect(!p3.contains { $0.contents.contains("0x") })
        let floats = try AssetCatalogGenerator(components: .float).generate(GeneratorInput(theme: theme, name: "Colors"))
        #expect(!floats.contains { $0.contents.contains("0x") })
        #expect(floats.contains { $0.contents.contains("\"red\" : \"0.173\"") })
    }

    @Test("elevated values, other themes, the palette and references: each a note saying what was left out; a wide color is kept in Display P3, and one beyond it is a clip, not a note")
    func droppedNotes() throws {
        let yaml = """
        palette:
          black: "#2c2c2c"
        tokens:
          background:
            content:
              description: Behind everything.
              light: "#ffffff"
              dark: "{palette.black}"
              dark+elevated: "#3a3a3c"
              dark+increased+elevated: "#48484a"
            plain: "#f2f2f7"
          tint:
            vivid:
              light: "color(display-p3 1 0 0)"
              dark: "#ff453a"
            laser: "color(rec2020 0 1 0)"
        contrast:
          - foreground: tint.vivid
            background: background.*
        themes:
          night:
            palette:
              black: "#000000"
        """
        let theme = try ResolvedTheme(yaml: yaml, file: "dropped.yml")
        let catalog = try AssetCatalogGenerator().catalog(GeneratorInput(theme: theme, name: "Colors"))
        #expect(catalog.files.count == 7)
        #expect(catalog.notes == [
            "background.content: an asset catalog has no elevated level, so these values are left out: dark+elevated #3a3a3c (the catalog shows #2c2c2c there), dark+increased+elevated #48484a (the catalog shows #2c2c2c there); the Swift output keeps them.",
            "theme 'night' is not written: an asset catalog holds one theme (generate one catalog per theme, or use the Swift generator for runtime switching).",
            "not in the catalog, which holds each token's colors only: the palette (1 color), references (1 token written as the colors it refers to), descriptions (1 token), contrast and distinct declarations (1).",
        ])
        // The vivid red is not clipped: its light entry is Display P3 floats, its dark one (inside
        // sRGB, written as hex) hex components. The laser green, beyond Display P3, is a clip
        // (a warning in `tincture generate`), not a note.
        let vivid = try Self.colorSet(catalog, "vivid")
        #expect(vivid.contains("\"color-space\" : \"display-p3\"") && vivid.contains("\"red\" : \"1.000\""))
        #expect(vivid.contains("\"color-space\" : \"srgb\"") && vivid.contains("\"green\" : \"0x45\""))
        #expect(catalog.clips.map(\.token) == ["tint.laser"])
        #expect(catalog.clips.first?.everywhere == true)
        let p3 = try AssetCatalogGenerator().catalog(GeneratorInput(theme: theme, name: "Colors", displayP3: true))
        #expect(p3.notes == catalog.notes)
        #expect(p3.clips.map(\.token) == ["tint.laser"])
    }

    @Test("a named theme can be written instead")
    func namedTheme() throws {
        let catalog = try AssetCatalogGenerator(theme: "sunset").catalog(Self.input("try-swift"))
        let accent = try #require(catalog.files.first { $0.path.hasSuffix("tint/accent.colorset/Contents.json") })
        #expect(accent.contents.contains("\"red\" : \"0xA8\""))  // #a8620f
        #expect(throws: GeneratorError.self) { try AssetCatalogGenerator(theme: "nope").generate(Self.input("try-swift")) }
    }

    @Test("system colors become references")
    func systemReferences() throws {
        let files = try AssetCatalogGenerator().generate(Self.input("apple-system"))
        let accent = try #require(files.first { $0.path.hasSuffix("tint/accent.colorset/Contents.json") })
        #expect(accent.contents.contains("\"reference\" : \"systemBlueColor\""))
        #expect(accent.contents.contains("\"platform\" : \"ios\""))
    }

    @Test("components: three decimals, clipped")
    func decimals() {
        #expect(AssetCatalogGenerator.decimal(0) == "0.000")
        #expect(AssetCatalogGenerator.decimal(1) == "1.000")
        #expect(AssetCatalogGenerator.decimal(44.0 / 255) == "0.173")
        #expect(AssetCatalogGenerator.decimal(1.2) == "1.000")
        #expect(AssetCatalogGenerator.decimal(-0.1) == "0.000")
        #expect(AssetCatalogGenerator.decimal(0.0505) == "0.051")
    }
}
