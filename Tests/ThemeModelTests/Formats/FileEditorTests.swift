import ColorScience
import Testing
@testable import ThemeModel

/// Editing colors where they live: a color set's `Contents.json` and a token file, changed in
/// place — only the values, in the file's own style — and read back as the colors asked for.
@Suite("File editors")
struct FileEditorTests {
    /// A color set as Xcode writes it: Any and Dark entries, components in `style`.
    static func colorSet(any: String, dark: String, space: String = "srgb", alpha: String = "1.000") -> String {
        func entry(_ components: String, dark: Bool) -> String {
            let channels = components.split(separator: " ").map(String.init)
            let appearances = dark ? """
                      "appearances" : [
                        {
                          "appearance" : "luminosity",
                          "value" : "dark"
                        }
                      ],

                """ : ""
            return """
                    {
                \(appearances)      "color" : {
                        "color-space" : "\(space)",
                        "components" : {
                          "alpha" : "\(alpha)",
                          "blue" : "\(channels[2])",
                          "green" : "\(channels[1])",
                          "red" : "\(channels[0])"
                        }
                      },
                      "idiom" : "universal"
                    }
                """
        }
        return """
            {
              "colors" : [
            \(entry(any, dark: false)),
            \(entry(dark, dark: true))
              ],
              "info" : {
                "author" : "xcode",
                "version" : 1
              }
            }

            """
    }

    /// The colors a color set's text reads as, by appearance.
    static func read(_ text: String) throws -> [ColorSetAppearance: RGBA8] {
        let files = ["Contents.json": Array(#"{"info":{"author":"xcode","version":1}}"#.utf8), "C.colorset/Contents.json": Array(text.utf8)]
        let theme = try ResolvedTheme(AssetCatalogReader().read(named: "T", files: files, root: "T.xcassets"))
        var result: [ColorSetAppearance: RGBA8] = [:]
        for appearance in ColorSetAppearance.allCases {
            result[appearance] = theme.color("C", in: appearance.appearance, theme: ThemeDocument.defaultThemeName)?.rgba8
        }
        return result
    }

    static func color(_ hex: String) throws -> Color { try Color(css: hex) }

    @Test("hex components stay hex (uppercase, as Xcode writes them); only the changed entry's lines change")
    func hexComponents() throws {
        let text = Self.colorSet(any: "0xAA 0xAA 0xAA", dark: "0x55 0x55 0x55")
        let edited = try AssetCatalogEditor().edit(text, file: "C.colorset/Contents.json", colors: [.light: Self.color("#757575"), .lightHigh: Self.color("#757575")])
        #expect(edited.contains(#""red" : "0x75""#))
        #expect(edited.contains(#""red" : "0x55""#))
        let (old, new) = (text.split(separator: "\n", omittingEmptySubsequences: false), edited.split(separator: "\n", omittingEmptySubsequences: false))
        #expect(old.count == new.count)
        #expect(zip(old, new).filter { $0 != $1 }.count == 3, "red, green and blue of Any, nothing else")
        let colors = try Self.read(edited)
        #expect(colors[.light]?.hex == "#757575" && colors[.dark]?.hex == "#555555" && colors[.darkHigh]?.hex == "#555555")
    }

    @Test("float components keep their decimals; integer components stay integers")
    func floatAndInteger() throws {
        let floats = Self.colorSet(any: "0.667 0.667 0.667", dark: "0.333 0.333 0.333")
        let edited = try AssetCatalogEditor().edit(floats, file: "C.colorset/Contents.json", colors: [.dark: Self.color("#858585"), .darkHigh: Self.color("#858585")])
        #expect(edited.contains(#""red" : "0.522""#), "\(edited)")
        #expect(try Self.read(edited)[.dark]?.hex == "#858585")

        let integers = Self.colorSet(any: "170 170 170", dark: "85 85 85")
        let changed = try AssetCatalogEditor().edit(integers, file: "C.colorset/Contents.json", colors: [.dark: Self.color("#858585"), .darkHigh: Self.color("#858585")])
        #expect(changed.contains(#""red" : "133""#))
        #expect(try Self.read(changed)[.dark]?.hex == "#858585")
    }

    @Test("a Display P3 color set stays Display P3, to four decimals")
    func displayP3Kept() throws {
        let text = Self.colorSet(any: "0.200 0.400 0.800", dark: "0.400 0.600 1.000", space: "display-p3")
        let blue = try Self.color("#1f4fbf")
        let edited = try AssetCatalogEditor().edit(text, file: "C.colorset/Contents.json", colors: [.light: blue, .lightHigh: blue])
        #expect(!edited.contains("\"srgb\""))
        let p3 = DisplayP3(xyz: blue.xyz, alpha: 1)
        #expect(edited.contains(#""red" : "\#(String(format: "%.4f", p3.red))""#), "\(edited)")
        #expect(try Self.read(edited)[.light]?.hex == "#1f4fbf")
    }

    @Test("an sRGB entry becomes Display P3 for a color outside sRGB, never clipped")
    func wideGamutNotClipped() throws {
        let text = Self.colorSet(any: "0.200 0.400 0.800", dark: "0.400 0.600 1.000")
        let vivid = try Self.color("color(display-p3 0 0.3 1)")
        let edited = try AssetCatalogEditor().edit(text, file: "C.colorset/Contents.json", colors: [.light: vivid, .lightHigh: vivid])
        #expect(edited.contains(#""color-space" : "display-p3""#))
        #expect(edited.contains(#""color-space" : "srgb""#), "the Dark entry stays sRGB")
    }

    @Test("an appearance that differs from what its entry serves gets an entry of its own: Dark beside Any, High Contrast beside Dark")
    func entriesAdded() throws {
        let any = """
            {
              "colors" : [
                {
                  "color" : {
                    "color-space" : "srgb",
                    "components" : {
                      "alpha" : "1.000",
                      "blue" : "0x88",
                      "green" : "0x88",
                      "red" : "0x88"
                    }
                  },
                  "idiom" : "universal"
                }
              ],
              "info" : {
                "author" : "xcode",
                "version" : 1
              }
            }

            """
        let colors: [ColorSetAppearance: Color] = [
            .light: try Self.color("#888888"), .lightHigh: try Self.color("#888888"),
            .dark: try Self.color("#999999"), .darkHigh: try Self.color("#bbbbbb"),
        ]
        let edited = try AssetCatalogEditor().edit(any, file: "C.colorset/Contents.json", colors: colors)
        let read = try Self.read(edited)
        #expect(read[.light]?.hex == "#888888" && read[.lightHigh]?.hex == "#888888")
        #expect(read[.dark]?.hex == "#999999" && read[.darkHigh]?.hex == "#bbbbbb")
        #expect(edited.hasPrefix(any.prefix(while: { $0 != "]" }).dropLast(4)), "the Any entry is untouched")
        #expect(edited.contains("\"contrast\""))
        #expect(edited.components(separatedBy: "\"idiom\" : \"universal\"").count == 4, "Any, Dark, Dark High Contrast")
    }

    @Test("a translucent color keeps its alpha as written; a new alpha is written as a float")
    func alpha() throws {
        let text = Self.colorSet(any: "0x00 0x00 0x00", dark: "0xFF 0xFF 0xFF", alpha: "0.600")
        var gray = try Self.color("#333333")
        gray.alpha = 0.6
        let kept = try AssetCatalogEditor().edit(text, file: "C.colorset/Contents.json", colors: [.light: gray, .lightHigh: gray])
        #expect(kept.components(separatedBy: #""alpha" : "0.600""#).count == 3)
        gray.alpha = 0.75
        let changed = try AssetCatalogEditor().edit(text, file: "C.colorset/Contents.json", colors: [.light: gray, .lightHigh: gray])
        #expect(changed.contains(#""alpha" : "0.750""#))
    }

    @Test("token files: hex stays hex in its case, a CSS function in its space, a DTCG object keeps its colorSpace, its hex and its $extensions")
    func tokenFiles() throws {
        let text = """
            {
              "gray": { "$type": "color", "$value": "#AAAAAA", "$extensions": { "com.example": { "keep": true } } },
              "blue": { "$type": "color", "$value": "rgb(30 80 120)" },
              "ink": {
                "$type": "color",
                "$value": { "colorSpace": "srgb", "components": [0.5, 0.5, 0.5], "hex": "#808080" },
                "$extensions": { "com.example": "kept" }
              }
            }

            """
        let document = try ThemeDocument(dtcg: text, file: "t.tokens.json")
        func location(_ name: TokenPath) throws -> ThemeModel.SourceLocation {
            try #require(document.tokens.first { $0.path == name }?.values[.any]?.location)
        }
        let edited = try TokenFileEditor.edit(text, file: "t.tokens.json", changes: [
            .init(location: try location("gray"), color: try Self.color("#7a7a7a")),
            .init(location: try location("blue"), color: try Self.color("#123456")),
            .init(location: try location("ink"), color: try Self.color("#333333")),
        ])
        #expect(edited.contains(##""$value": "#7A7A7A""##))
        #expect(edited.contains(#""$value": "rgb("#))
        #expect(edited.contains(##""hex": "#333333""##))
        #expect(edited.contains(#"{ "com.example": { "keep": true } }"#) && edited.contains(#""$extensions": { "com.example": "kept" }"#))
        let read = try ResolvedTheme(ThemeDocument(dtcg: edited, file: "t.tokens.json"))
        #expect(read.color("gray", in: Appearance(.light), theme: ThemeDocument.defaultThemeName)?.rgba8.hex == "#7a7a7a")
        #expect(read.color("blue", in: Appearance(.light), theme: ThemeDocument.defaultThemeName)?.rgba8.hex == "#123456")
        #expect(read.color("ink", in: Appearance(.light), theme: ThemeDocument.defaultThemeName)?.rgba8.hex == "#333333")
        // Lines without a changed value are byte for byte the same.
        let (old, new) = (text.split(separator: "\n"), edited.split(separator: "\n"))
        #expect(old.count == new.count && zip(old, new).filter { $0 != $1 }.count == 3)
    }
}
