import Foundation
import Testing
@testable import TinctureCLI

/// Every theme command reads catalogs, token files and folders as they are, says what it read,
/// and never refuses a catalog or a set over one color.
@Suite("Reading what a team has")
struct ReadingInputTests {
    /// A catalog with Xcode's template AccentColor (no color), a good color set and one that
    /// cannot be read; and a folder of draft DTCG tokens whose light file refers to a global one.
    static func project() throws -> String {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("tincture-input-\(UUID().uuidString)").path
        let files: [String: String] = [
            "App/Assets.xcassets/Contents.json": #"{"info":{"author":"xcode","version":1}}"#,
            "App/Assets.xcassets/AccentColor.colorset/Contents.json": #"{"colors":[{"idiom":"universal"}],"info":{"author":"xcode","version":1}}"#,
            "App/Assets.xcassets/Text.colorset/Contents.json": #"{"colors":[{"idiom":"universal","color":{"color-space":"srgb","components":{"red":"0.1","green":"0.1","blue":"0.1","alpha":"1.000"}}}]}"#,
            "App/Assets.xcassets/Broken.colorset/Contents.json": #"{"colors":[{"idiom":"universal","color":{"color-space":"srgb","components":{"red":"1.5","green":"0","blue":"0","alpha":"1.000"}}}]}"#,
            "tokens/global.json": ##"{"gray": {"$type": "color", "100": {"$value": "#f5f5f5"}, "900": {"$value": "#1a1a1a"}}}"##,
            "tokens/light.json": ##"{"text": {"$type": "color", "primary": {"$value": "{gray.900}"}}, "background": {"$type": "color", "base": {"$value": "{gray.100}"}}}"##,
            "tokens/dark.json": ##"{"text": {"$type": "color", "primary": {"$value": "{gray.100}"}}, "background": {"$type": "color", "base": {"$value": "{gray.900}"}}}"##,
        ]
        for (name, text) in files {
            let path = root + "/" + name
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try text.write(toFile: path, atomically: true, encoding: .utf8)
        }
        return root
    }

    @Test("audit of a catalog with an unreadable color set reports it at its file and audits the rest")
    func unreadableColorSet() throws {
        let root = try Self.project()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let result = runTincture(["audit", root + "/App/Assets.xcassets", "--format", "json", "--fail-on", "never", "--allow-empty"])
        #expect(result.exitCode == 0, "\(result.standardError)")
        let report = try JSONValue.parse(result.standardOutput)
        let finding = try #require(report["findings"]?.array?.first { $0["rule"]?.string == "unreadable-color" })
        #expect(finding["location"]?["file"]?.string?.hasSuffix("Broken.colorset/Contents.json") == true)
        #expect(finding["message"]?.string?.contains("outside 0…1") == true)
        // Reported once, as a finding; other commands print it as a warning.
        #expect(!result.standardError.contains("warning:"))
        #expect(runTincture(["validate", root + "/App/Assets.xcassets"]).standardError.contains("warning:"))
        #expect(runTincture(["audit", root + "/App/Assets.xcassets"]).exitCode == 1)
    }

    @Test("resolve, validate and tokens read a catalog; import says what it read")
    func everyCommand() throws {
        let root = try Self.project()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let catalog = root + "/App/Assets.xcassets"
        let resolve = runTincture(["resolve", catalog, "AccentColor", "--appearance", "dark"])
        #expect(resolve.exitCode == 0, "\(resolve.standardError)")
        #expect(resolve.standardOutput.contains("#0a84ff"))
        // Validate reads the rest too, and counts the color set it could not read as a problem.
        let validate = runTincture(["validate", catalog])
        #expect(validate.exitCode == 65)
        #expect(validate.standardError.contains("Broken.colorset/Contents.json"))
        #expect(validate.standardError.contains("not valid — 1 problem above (what could not be read is left out); read 2 tokens"), "\(validate.standardError)")
        #expect(runTincture(["tokens", catalog]).exitCode == 0)
        let imported = runTincture(["import", root + "/tokens"])
        #expect(imported.exitCode == 0, "\(imported.standardError)")
        #expect(imported.standardError.contains("read as DTCG draft tokens (CSS color strings) (3 files)"))
        #expect(imported.standardError.contains("legacy") || imported.standardError.contains("CSS strings"))
    }

    @Test("validate reports every color set it cannot read, every bad entry of one, and then that the catalog is not valid")
    func everyBadColorSet() throws {
        let root = try Scratch.directory("bad-catalog")
        let catalog = root + "/Bad.xcassets"
        let srgb = #"{"color-space":"srgb","components":{"red":"0.5","green":"0","blue":"0","alpha":"1"}}"#
        let sets: [String: String] = [
            "a": #"{"colors":[{"idiom":"universal","color":{"color-space":"srgb","components":{"red":"2.0","green":"0","blue":"0","alpha":"1"}}}]}"#,
            "b": #"{"colors":[{"idiom":"universal","color":{"color-space":"weird","components":{"red":"0.5","green":"0","blue":"0","alpha":"1"}}}]}"#,
            "c": #"{"colors":["#,
            "d": #"{"colors":[{"idiom":"universal","color":{"reference":"systemBlooColor"}},{"idiom":"universal","appearances":[{"appearance":"luminosity","value":"dark"}],"color":{"color-space":"nope","components":{}}}]}"#,
            "good": #"{"colors":[{"idiom":"universal","color":"# + srgb + "}]}",
        ]
        for (name, text) in sets {
            try FileManager.default.createDirectory(atPath: catalog + "/\(name).colorset", withIntermediateDirectories: true)
            try text.write(toFile: catalog + "/\(name).colorset/Contents.json", atomically: true, encoding: .utf8)
        }
        let result = runTincture(["validate", catalog])
        #expect(result.exitCode == 65)
        for (name, problem) in [("a", "'red' 2.0 is outside 0…1"), ("b", "unknown color-space 'weird'"), ("c", "malformed JSON"),
                                ("d", "unknown system color 'systemBlooColor'"), ("d", "'nope' color lacks the 'alpha' component")] {
            #expect(result.standardError.split(separator: "\n").contains { $0.contains("/\(name).colorset/Contents.json") && $0.contains(problem) },
                    "\(name): \(problem)\n\(result.standardError)")
        }
        #expect(result.standardError.contains("not valid — 5 problems above (what could not be read is left out); read 1 token,"), "\(result.standardError)")
        let json = runTincture(["validate", catalog, "--format", "json"])
        #expect(json.exitCode == 65)
        #expect(json.standardOutput.contains("\"valid\":false"))
    }

    @Test("a catalog without color sets is reported as empty")
    func emptyCatalog() throws {
        let root = try Scratch.directory("empty-catalog")
        let catalog = root + "/Empty.xcassets"
        try FileManager.default.createDirectory(atPath: catalog + "/AppIcon.appiconset", withIntermediateDirectories: true)
        try #"{"info":{"author":"xcode","version":1}}"#.write(toFile: catalog + "/Contents.json", atomically: true, encoding: .utf8)
        for command in ["validate", "audit", "import"] {
            let result = runTincture([command, catalog])
            #expect(result.exitCode == 65, "\(command)")
            #expect(result.standardError.contains("\(catalog): error: holds no color sets"), "\(command): \(result.standardError)")
        }
    }

    @Test("validate reports bad colors and bad references in one pass")
    func validateInOnePass() throws {
        let root = try Scratch.directory("one-pass")
        let theme = root + "/bad.yml"
        try """
            palette:
              red: "#ff0000"
            tokens:
              a: "#zzzzzz"
              b: "{palette.rde}"
              c: "rgb(1 2)"
              d: "{tokens.nothing}"
            """.write(toFile: theme, atomically: true, encoding: .utf8)
        let result = runTincture(["validate", theme])
        #expect(result.exitCode == 65)
        let lines = result.standardError.split(separator: "\n").map(String.init)
        #expect(lines == [
            "\(theme):4:8: error: a: invalid color: invalid hex digit 'z': hex colors use the digits 0-9 and a-f: '#zzzzzz'",
            "\(theme):5:6: error: b: refers to a color that does not exist: '{palette.rde}' (did you mean '{palette.red}'?)",
            "\(theme):6:14: error: c: invalid color: too few components: rgb() takes 3 components, found 2: 'rgb(1 2)'",
            "\(theme):7:6: error: d: refers to a color that does not exist: '{tokens.nothing}'",
            "4 errors",
        ], "\(result.standardError)")
    }

    @Test("a folder of token files named after appearances is audited as one set")
    func tokenFolder() throws {
        let root = try Self.project()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let dark = runTincture(["resolve", root + "/tokens", "text.primary", "--appearance", "dark", "--format", "json"])
        #expect(dark.standardOutput.contains("\"hex\":\"#f5f5f5ff\"") || dark.standardOutput.contains("#f5f5f5"), "\(dark.standardOutput) \(dark.standardError)")
        let audit = runTincture(["audit", root + "/tokens", "--format", "json", "--fail-on", "never"])
        #expect(audit.exitCode == 0, "\(audit.standardError)")
        // The light file alone: its aliases resolve in global.json, not in dark.json.
        let light = runTincture(["resolve", root + "/tokens/light.json", "text.primary", "--appearance", "dark"])
        #expect(light.standardOutput.contains("#1a1a1a"), "\(light.standardOutput) \(light.standardError)")
    }
}
