import Foundation
import Testing
import ThemeCodegen
import ThemeModel
@testable import TinctureCLI

/// `tincture generate` from a theme's `generate:` section, `--check`, `--dry-run`, refusal and
/// `--force`; `tincture import` of a generated catalog.
@Suite("Generate and import commands")
struct GenerateCommandTests {
    static func project() throws -> (root: String, theme: String) {
        let root = try Scratch.directory("generate")
        let example = try String(contentsOfFile: ThemeCommandTests.example("try-swift.yml"), encoding: .utf8)
        let theme = root + "/tincture.yml"
        let outputs = """

            generate:
              - format: xcassets
                output: App/Colors.xcassets
              - format: swift
                output: App/Colors.swift
              - format: css
                output: web/colors.css
              - format: android
                output: android/
              - format: dtcg
                output: tokens/

            """
        try (example + outputs).write(toFile: theme, atomically: true, encoding: .utf8)
        return (root, theme)
    }

    @Test("a wide color is never clipped silently: the catalog keeps Display P3, and every clip is a warning naming the token and the ΔEOK lost")
    func wideColorsAreKeptOrWarnedOf() throws {
        let root = try Scratch.directory("wide")
        let theme = root + "/wide.yml"
        try """
            tokens:
              tint:
                vivid: "color(display-p3 1 0 0)"
                laser: "color(rec2020 0 1 0)"
                plain: "#336699"
            generate:
              - format: xcassets
                output: App/Colors.xcassets
              - format: android
                output: android/
              - format: css
                output: web/colors.css
              - format: swift
                output: App/Colors.swift
            """.write(toFile: theme, atomically: true, encoding: .utf8)
        let result = runTincture(["generate", theme])
        #expect(result.exitCode == 0, "\(result.standardError)")
        let vivid = try String(contentsOfFile: root + "/App/Colors.xcassets/tint/vivid.colorset/Contents.json", encoding: .utf8)
        #expect(vivid.contains("\"color-space\" : \"display-p3\""))
        let warnings = result.standardError.split(separator: "\n").filter { $0.hasPrefix("tincture: warning: ") }
        #expect(warnings.contains { $0.hasPrefix("tincture: warning: xcassets: tint.laser: outside Display P3 in every appearance;") && $0.contains("ΔEOK 0.") })
        #expect(warnings.contains { $0.hasPrefix("tincture: warning: android: tint.vivid: outside sRGB in every appearance; colors.xml cannot hold it") && $0.contains("ΔEOK 0.") })
        #expect(warnings.contains { $0.hasPrefix("tincture: warning: android: tint.laser: outside sRGB") })
        #expect(warnings.contains { $0.hasPrefix("tincture: warning: css: tint.laser: outside Display P3") })
        #expect(!warnings.contains { $0.contains("tint.plain") || $0.contains("xcassets: tint.vivid") || $0.hasPrefix("tincture: warning: swift:") }, "\(warnings)")
    }

    @Test("generates every output, then --check passes, and fails once the theme changes")
    func generateAndCheck() throws {
        let (root, theme) = try Self.project()
        let first = runTincture(["generate", theme])
        #expect(first.exitCode == 0, "\(first.standardError)")
        for path in ["App/Colors.swift", "App/Colors.xcassets/Contents.json", "web/colors.css", "android/values/colors.xml"] {
            let contents = try String(contentsOfFile: root + "/" + path, encoding: .utf8)
            #expect(GeneratedMarker.isMarked(contents), "\(path)")
        }
        let again = runTincture(["generate", theme])
        #expect(again.exitCode == 0)
        #expect(!again.standardOutput.contains("created") && !again.standardOutput.contains("updated"))
        #expect(runTincture(["generate", theme, "--check"]).exitCode == 0)

        let edited = try String(contentsOfFile: theme, encoding: .utf8).replacingOccurrences(of: "#007aa8", with: "#006c94")
        try edited.write(toFile: theme, atomically: true, encoding: .utf8)
        let stale = runTincture(["generate", theme, "--check"])
        #expect(stale.exitCode == 1)
        #expect(stale.standardOutput.contains("would update"))
        let dry = runTincture(["generate", theme, "--dry-run"])
        #expect(dry.exitCode == 0)
        #expect(runTincture(["generate", theme, "--check"]).exitCode == 1, "a dry run writes nothing")
    }

    @Test("a hand-written file in the way is refused, and replaced only with --force")
    func refuseUnmarked() throws {
        let (root, theme) = try Self.project()
        try FileManager.default.createDirectory(atPath: root + "/web", withIntermediateDirectories: true)
        try ":root { --mine: red; }\n".write(toFile: root + "/web/colors.css", atomically: true, encoding: .utf8)
        let refused = runTincture(["generate", theme, "--format", "css", "--output", root + "/web/colors.css"])
        #expect(refused.exitCode == 73)
        #expect(refused.standardError.contains("not overwriting"))
        #expect(try String(contentsOfFile: root + "/web/colors.css", encoding: .utf8) == ":root { --mine: red; }\n")
        let forced = runTincture(["generate", theme, "--format", "css", "--output", root + "/web/colors.css", "--force"])
        #expect(forced.exitCode == 0)
        #expect(GeneratedMarker.isMarked(try String(contentsOfFile: root + "/web/colors.css", encoding: .utf8)))
    }

    @Test("a generated catalog imports back to a theme with the same colors, and audits directly")
    func importCatalog() throws {
        let (root, theme) = try Self.project()
        #expect(runTincture(["generate", theme, "--format", "xcassets", "--output", root + "/Colors.xcassets"]).exitCode == 0)
        let imported = runTincture(["import", root + "/Colors.xcassets", "--output", root + "/imported.yml"])
        #expect(imported.exitCode == 0, "\(imported.standardError)")
        let original = try ThemeModelAccess.resolve(theme)
        let back = try ThemeModelAccess.resolve(root + "/imported.yml")
        for token in original.tokens {
            for appearance in ThemeModelAccess.baseAppearances {
                #expect(original.color(token.path, in: appearance)?.rgba8 == back.color(token.path, in: appearance)?.rgba8,
                        "\(token.path) \(appearance)")
            }
        }
        #expect(runTincture(["audit", root + "/Colors.xcassets", "--fail-on", "never"]).exitCode == 0)
        #expect(runTincture(["import", root + "/imported.yml"]).exitCode == 64)
        #expect(runTincture(["import", root + "/Missing.xcassets"]).exitCode == 66)
    }
}

extension GenerateCommandTests {
    @Test("the catalog output says what a catalog cannot hold: elevated values, other themes, the palette and references")
    func catalogNotes() throws {
        let (root, theme) = try Self.project()
        let result = runTincture(["generate", theme, "--format", "xcassets", "--output", root + "/Colors.xcassets"])
        #expect(result.exitCode == 0)
        #expect(result.standardError.contains(
            "tincture: note: xcassets: background.content: an asset catalog has no elevated level, so these values are left out: dark+elevated #3a3a3c (the catalog shows #2c2c2c there)"),
            "\(result.standardError)")
        #expect(result.standardError.contains("theme 'ocean' is not written"))
        #expect(result.standardError.contains("not in the catalog, which holds each token's colors only: the palette (8 colors)"))
    }

    /// `tincture import` of a catalog Xcode wrote with 8-bit components, then `tincture generate
    /// --format xcassets` of the theme file it wrote: every file as Xcode wrote it, but for
    /// `info.author` (Tincture's do-not-edit marker instead of `xcode`).
    @Test("import then generate gives back a hex or integer catalog in its own component style", arguments: ["RoundTripHex", "RoundTripInteger"])
    func catalogRoundTrip(_ fixture: String) throws {
        let root = try Scratch.directory("roundtrip")
        let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("ThemeCodegenTests/Golden/Fixtures/\(fixture)/Colors.xcassets").path
        let imported = runTincture(["import", source, "--output", root + "/colors.yml"])
        #expect(imported.exitCode == 0, "\(imported.standardError)")
        let generated = runTincture(["generate", root + "/colors.yml", "--format", "xcassets", "--output", root + "/Colors.xcassets"])
        #expect(generated.exitCode == 0, "\(generated.standardError)")
        #expect(!generated.standardError.contains("note:"), "\(generated.standardError)")
        let files = (FileManager.default.enumerator(atPath: source)?.allObjects as? [String] ?? []).filter { $0.hasSuffix("Contents.json") }
        #expect(files.count >= 5)
        for file in files {
            let xcode = try String(contentsOfFile: source + "/" + file, encoding: .utf8)
            let back = try String(contentsOfFile: root + "/Colors.xcassets/" + file, encoding: .utf8)
            #expect(back == xcode.replacingOccurrences(of: "\"author\" : \"xcode\"", with: "\"author\" : \"\(GeneratedMarker.text)\""), "\(file)")
        }
    }

    @Test("the Android output says which tokens' elevated values and which named themes it cannot hold")
    func androidNotes() throws {
        let (root, theme) = try Self.project()
        let result = runTincture(["generate", theme, "--format", "android", "--output", root + "/android/"])
        #expect(result.exitCode == 0, "\(result.standardError)")
        let notes = result.standardError.split(separator: "\n").filter { $0.hasPrefix("tincture: note: android: ") }
        #expect(notes.contains { $0.hasPrefix("tincture: note: android: background.secondary: its elevated values (dark+elevated") }, "\(notes)")
        #expect(notes.contains("tincture: note: android: theme 'sunset' is not written: the color resources hold the file's own theme."))
        #expect(!notes.contains { $0.contains("text.primary") })
    }

    @Test("DTCG files generated from a theme with named themes import back to a theme file with every named theme's colors")
    func importDTCGThemes() throws {
        let (root, theme) = try Self.project()
        #expect(runTincture(["generate", theme, "--format", "dtcg", "--output", root + "/tokens/"]).exitCode == 0)
        let imported = runTincture(["import", root + "/tokens/colors.resolver.json", "--output", root + "/from-dtcg.yml"])
        #expect(imported.exitCode == 0, "\(imported.standardError)")
        let original = try ThemeModelAccess.resolve(theme)
        let back = try ThemeModelAccess.resolve(root + "/from-dtcg.yml")
        #expect(back.themeNames == original.themeNames)
        #expect(back.document.themes.map(\.extends) == original.document.themes.map(\.extends))
        for name in original.themeNames {
            for token in original.tokens {
                for appearance in ThemeModelAccess.allAppearances {
                    #expect(original.color(token.path, in: appearance, theme: name)?.rgba8 == back.color(token.path, in: appearance, theme: name)?.rgba8,
                            "\(name) \(token.path) \(appearance)")
                }
            }
        }
    }

    @Test("a catalog output of another name is that catalog, not a folder holding Colors.xcassets")
    func catalogNamedByOutput() throws {
        let (root, theme) = try Self.project()
        #expect(runTincture(["generate", theme, "--format", "xcassets", "--output", root + "/Brand.xcassets"]).exitCode == 0)
        let manager = FileManager.default
        #expect(manager.fileExists(atPath: root + "/Brand.xcassets/Contents.json"))
        #expect(!manager.fileExists(atPath: root + "/Brand.xcassets/Colors.xcassets"))
        #expect(!manager.fileExists(atPath: root + "/Colors.xcassets"))
        #expect(runTincture(["generate", theme, "--format", "xcassets", "--output", root + "/Brand.xcassets", "--check"]).exitCode == 0)
    }
}

extension GenerateCommandTests {
    static let dtcgFixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("ThemeModelTests/Fixtures/dtcg").path

    @Test("DTCG token and resolver files import to theme files with the same colors in every appearance",
          arguments: ["spec-colors.tokens.json", "resolver/theme.resolver.json"])
    func importDTCG(file: String) throws {
        let root = try Self.project().root
        let source = Self.dtcgFixtures + "/" + file
        let result = runTincture(["import", source, "--output", root + "/imported.yml"])
        #expect(result.exitCode == 0, "\(result.standardError)")
        let original = try ThemeModelAccess.resolve(source)
        let back = try ThemeModelAccess.resolve(root + "/imported.yml")
        var compared = 0
        for path in original.document.palette.map(\.path) + original.tokens.map(\.path) {
            for appearance in ThemeModelAccess.allAppearances {
                // Characters DTCG names allow and theme files do not (`$`) come back as '-'.
                let renamed = TokenPath(path.components.map { component in
                    String(component.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" || $0 == " " ? $0 : "-" })
                })
                let (a, b) = (original.color(path, in: appearance), back.color(renamed, in: appearance))
                #expect(a?.rgba8 == b?.rgba8, "\(path) \(appearance)")
                compared += 1
            }
        }
        #expect(compared > 8)
    }
}

extension GenerateCommandTests {
    @Test("a DTCG file with no colors is refused and nothing is written")
    func importNoColors() throws {
        let root = try Self.project().root
        let source = root + "/dimensions.tokens.json"
        try #"{"space": {"$type": "dimension", "$value": {"value": 4, "unit": "px"}}}"#.write(toFile: source, atomically: true, encoding: .utf8)
        let result = runTincture(["import", source, "--output", root + "/imported.yml"])
        #expect(result.exitCode == 65)
        #expect(result.standardError.contains("dimensions.tokens.json:1:1: error: holds no colors, so there is no theme to import"))
        #expect(!FileManager.default.fileExists(atPath: root + "/imported.yml"))
    }

    @Test("a catalog whose name holds control characters imports to a theme that loads")
    func importControlCharacterName() throws {
        let root = try Self.project().root
        let catalog = root + "/Brand\u{7}\u{7F}\u{85}.xcassets"
        try FileManager.default.createDirectory(atPath: catalog + "/Ink.colorset", withIntermediateDirectories: true)
        try #"{"info":{"author":"xcode","version":1}}"#.write(toFile: catalog + "/Contents.json", atomically: true, encoding: .utf8)
        try #"{"colors":[{"idiom":"universal","color":{"color-space":"srgb","components":{"red":"0.1","green":"0.2","blue":"0.3","alpha":"1.000"}}}]}"#
            .write(toFile: catalog + "/Ink.colorset/Contents.json", atomically: true, encoding: .utf8)
        let imported = runTincture(["import", catalog, "--output", root + "/imported.yml"])
        #expect(imported.exitCode == 0, "\(imported.standardError)")
        let text = try String(contentsOfFile: root + "/imported.yml", encoding: .utf8)
        #expect(text.hasPrefix(#"# Imported from Brand\u0007\u007F\u0085.xcassets by tincture."# + "\n"))
        #expect(runTincture(["validate", root + "/imported.yml"]).exitCode == 0)
        #expect(try ThemeModelAccess.resolve(root + "/imported.yml").document.name == "Brand\u{7}\u{7F}\u{85}")
    }

    @Test("a DTCG file generated from one Tincture generated carries the marker once and imports back")
    func reexportDTCG() throws {
        let root = try Self.project().root
        try "tokens:\n  ink: \"#123456\"\n".write(toFile: root + "/single.yml", atomically: true, encoding: .utf8)
        #expect(runTincture(["generate", root + "/single.yml", "--format", "dtcg", "--output", root + "/first/"]).exitCode == 0)
        let generated = runTincture(["generate", root + "/first/colors.tokens.json", "--format", "dtcg", "--output", root + "/second/"])
        #expect(generated.exitCode == 0, "\(generated.standardError)")
        let text = try String(contentsOfFile: root + "/second/colors.tokens.json", encoding: .utf8)
        #expect(text.components(separatedBy: "com.tincture.generated").count == 2, "\(text)")
        let imported = runTincture(["import", root + "/second/colors.tokens.json"])
        #expect(imported.exitCode == 0, "\(imported.standardError)")
        #expect(imported.standardOutput.contains("ink:"))
    }
}
