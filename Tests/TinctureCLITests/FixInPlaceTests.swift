import Foundation
import Testing
import ThemeAudit
import ThemeModel
@testable import TinctureCLI

/// `tincture fix` where the colors live: an asset catalog's color sets and token files edited
/// in place, only the values that change, and the audit passing afterwards.
@Suite("Fix in place")
struct FixInPlaceTests {
    static let info = #"{"info":{"author":"xcode","version":1}}"# + "\n"

    static let hintText = """
        {
          "colors" : [
            {
              "color" : {
                "color-space" : "srgb",
                "components" : {
                  "alpha" : "1.000",
                  "blue" : "0xAA",
                  "green" : "0xAA",
                  "red" : "0xAA"
                }
              },
              "idiom" : "universal"
            },
            {
              "appearances" : [
                {
                  "appearance" : "luminosity",
                  "value" : "dark"
                }
              ],
              "color" : {
                "color-space" : "srgb",
                "components" : {
                  "alpha" : "1.000",
                  "blue" : "0x55",
                  "green" : "0x55",
                  "red" : "0x55"
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

    static let cardBackground = """
        {
          "colors" : [
            {
              "color" : {
                "color-space" : "srgb",
                "components" : {
                  "alpha" : "1.000",
                  "blue" : "1.000",
                  "green" : "1.000",
                  "red" : "1.000"
                }
              },
              "idiom" : "universal"
            },
            {
              "appearances" : [
                {
                  "appearance" : "luminosity",
                  "value" : "dark"
                }
              ],
              "color" : {
                "platform" : "ios",
                "reference" : "systemBackgroundColor"
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

    /// The catalog of the first-five-minutes report: hint text on a card.
    static func catalog() throws -> String {
        let root = try Scratch.directory("fix-catalog") + "/Assets.xcassets"
        let manager = FileManager.default
        for (name, text) in [("HintText", hintText), ("CardBackground", cardBackground)] {
            try manager.createDirectory(atPath: root + "/\(name).colorset", withIntermediateDirectories: true)
            try text.write(toFile: root + "/\(name).colorset/Contents.json", atomically: true, encoding: .utf8)
        }
        try info.write(toFile: root + "/Contents.json", atomically: true, encoding: .utf8)
        return root
    }

    @Test("a catalog is fixed in place: the hint text moves, the card's system background stays byte for byte, and the audit passes")
    func catalogFixed() throws {
        let root = try Self.catalog()
        let before = runTincture(["audit", root])
        #expect(before.exitCode == 1)
        let shown = runTincture(["fix", root])
        #expect(shown.exitCode == 0, "\(shown.standardOutput)\(shown.standardError)")
        #expect(shown.standardOutput.contains("--- \(root)/HintText.colorset/Contents.json"))
        #expect(!shown.standardOutput.contains("CardBackground  "), "\(shown.standardOutput)")
        #expect(try String(contentsOfFile: root + "/HintText.colorset/Contents.json", encoding: .utf8) == Self.hintText, "nothing written without --write")

        let written = runTincture(["fix", root, "--write"])
        #expect(written.exitCode == 0, "\(written.standardOutput)\(written.standardError)")
        #expect(written.standardOutput.contains("to 1 file."))
        #expect(try String(contentsOfFile: root + "/CardBackground.colorset/Contents.json", encoding: .utf8) == Self.cardBackground)
        let hint = try String(contentsOfFile: root + "/HintText.colorset/Contents.json", encoding: .utf8)
        #expect(hint.contains(#""red" : "0x"#) && !hint.contains("0xAA") && !hint.contains("0x55"))
        #expect(hint.contains(#""value" : "high""#), "the text gets its own High Contrast dark color")
        #expect(runTincture(["audit", root]).exitCode == 0)
        #expect(runTincture(["fix", root]).standardOutput.contains("nothing to fix"))
        // The dark change is the smallest that passes on the elevated system background too.
        let theme = try ResolvedTheme(AssetCatalogReader().read(at: root))
        let dark = try #require(theme.color("HintText", in: Appearance(.dark), theme: ThemeDocument.defaultThemeName))
        #expect(dark.rgba8.hex == "#858585")
    }

    @Test("a DTCG token file is fixed in place: the $value changes, everything else stays")
    func tokenFileFixed() throws {
        let path = try Scratch.directory("fix-tokens") + "/colors.tokens.json"
        let text = """
            {
              "text": {
                "hint": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [0.6, 0.6, 0.6], "hex": "#999999" } }
              },
              "background": {
                "page": { "$type": "color", "$value": "#ffffff", "$extensions": { "com.example.kept": true } }
              }
            }

            """
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        #expect(runTincture(["audit", path]).exitCode == 1)
        let result = runTincture(["fix", path, "--write"])
        #expect(result.exitCode == 0, "\(result.standardOutput)\(result.standardError)")
        let after = try String(contentsOfFile: path, encoding: .utf8)
        let (old, new) = (text.split(separator: "\n"), after.split(separator: "\n"))
        #expect(old.count == new.count && zip(old, new).filter { $0 != $1 }.count == 1, "\(after)")
        #expect(after.contains(#""$extensions": { "com.example.kept": true }"#))
        #expect(runTincture(["audit", path]).exitCode == 0)
    }

    @Test("an app's folder: a color written in Swift is rewritten where it is written, and nothing else in the file")
    func swiftLiteralFixed() throws {
        let root = try Scratch.directory("fix-app") + "/App"
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        let view = """
            import SwiftUI

            struct ContentView: View {
                var body: some View {
                    Text("Hint")
                        .foregroundColor(Color(red: 0.667, green: 0.667, blue: 0.667))
                        .background(Color.white)
                }
            }

            """
        let app = """
            import SwiftUI

            @main
            struct SampleApp: App {
                var body: some Scene {
                    WindowGroup { ContentView() }
                }
            }

            """
        try view.write(toFile: root + "/ContentView.swift", atomically: true, encoding: .utf8)
        try app.write(toFile: root + "/SampleApp.swift", atomically: true, encoding: .utf8)
        #expect(runTincture(["audit", root]).exitCode == 1)
        let result = runTincture(["fix", root, "--write"])
        #expect(result.exitCode == 0, "\(result.standardOutput)\(result.standardError)")
        let after = try String(contentsOfFile: root + "/ContentView.swift", encoding: .utf8)
        #expect(after == view.replacingOccurrences(of: "red: 0.667, green: 0.667, blue: 0.667", with: "red: 0.459, green: 0.459, blue: 0.459"), "\(after)")
        #expect(try String(contentsOfFile: root + "/SampleApp.swift", encoding: .utf8) == app)
        #expect(runTincture(["audit", root]).exitCode == 0)
    }

    @Test("the first minutes, as the README gives them, with the built tool: init, audit, a failing gray, one fix --write, audit passes")
    func firstMinutes() throws {
        let directory = try Scratch.directory("first-minutes")
        func tincture(_ arguments: String...) throws -> CommandOutput { try TinctureProcess.capture(arguments, in: directory) }
        #expect(try tincture("init").exitCode == 0)
        #expect(try tincture("audit").exitCode == 0)
        // A hint gray for light and dark alike: too light on white, too dark on black.
        let file = directory + "/tincture.yml"
        var text = try String(contentsOfFile: file, encoding: .utf8)
        let anchor = "  background:\n    primary:"
        #expect(text.contains(anchor))
        text = text.replacingOccurrences(of: anchor, with: "    hint: \"#aaaaaa\"\n" + anchor)
        try text.write(toFile: file, atomically: true, encoding: .utf8)
        #expect(try tincture("audit").exitCode == 1)
        let fixed = try tincture("fix", "--write")
        #expect(fixed.exitCode == 0, "\(fixed.standardOutput)\(fixed.standardError)")
        let audit = try tincture("audit")
        #expect(audit.exitCode == 0, "one run reaches a passing theme: \(audit.standardOutput)")
        #expect(try tincture("fix").standardOutput.contains("nothing to fix"))
        // The README gives these commands, in this order.
        let readme = try String(contentsOfFile: ThemeCommandTests.example("../README.md"), encoding: .utf8)
        let lines = ["tincture init ", "tincture audit ", "tincture fix --write ", "tincture audit "]
        var position = readme.range(of: "## The first minutes")?.upperBound
        for line in lines {
            let found = position.flatMap { readme.range(of: line, range: $0..<readme.endIndex) }
            #expect(found != nil, "README: \(line)")
            position = found?.upperBound ?? position
        }
    }

    @Test("line changes between two texts: replaced lines and inserted runs, as a unified diff shows them")
    func lineChanges() {
        let old = ["a", "b", "c", "d", "e"]
        let new = ["a", "B", "c", "d", "d2", "d3", "e"]
        let changes = UnifiedDiff.changes(old: old, new: new)
        #expect(changes == [.init(index: 1, lines: ["B"]), .init(index: 3, lines: ["d", "d2", "d3"])])
        #expect(UnifiedDiff.changes(old: old, new: old).isEmpty)
        #expect(UnifiedDiff.changes(old: ["x"], new: []) == [.init(index: 0, lines: [])])
    }
}
