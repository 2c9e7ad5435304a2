import Foundation
import Testing
import ThemeAudit
import ThemeModel
@testable import TinctureCLI

/// `tincture fix --write` on a `glass:` entry: the least dimming layer written where the entry
/// has one, added to it where it has none (block, flow and JSON entries), and the file passing
/// after.
@Suite("Fix --write on Liquid Glass")
struct FixGlassTests {
    static func write(_ text: String, name: String = "g.yml") throws -> String {
        let path = try Scratch.directory("fix-glass") + "/" + name
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    static let tokens = "palette:\n  white: \"#ffffff\"\n  scrim: \"#000000\"\ntokens:\n  toolbar:\n    label: \"{palette.white}\"\n"

    /// Fixes `text` in place and returns the file after; the fixed theme must pass.
    static func fixed(_ text: String, name: String = "g.yml") throws -> String {
        let path = try write(text, name: name)
        let result = runTincture(["fix", path, "--write"])
        #expect(result.exitCode == 0, "\(result.standardOutput)\(result.standardError)")
        #expect(Auditor().audit(try ResolvedTheme(contentsOfFile: path)).count(.error) == 0)
        return try String(contentsOfFile: path, encoding: .utf8)
    }

    @Test("white labels on clear glass with 30 % black: the dimming layer's opacity is raised to 53.47 %, in place, and nothing else changes")
    func replace() throws {
        let glass = "glass:\n  - foreground: [toolbar.label]\n    variant: clear\n    dim: \"#000000 / 30%\"  # Apple's example\n"
        let after = try Self.fixed(Self.tokens + glass)
        #expect(after == Self.tokens + glass.replacingOccurrences(of: "30%", with: "53.47%"))
    }

    @Test("a dimming layer that refers to a palette color keeps the reference")
    func reference() throws {
        let glass = "glass:\n  - foreground: [toolbar.label]\n    variant: clear\n    dim: \"{palette.scrim} / 30%\"\n"
        let after = try Self.fixed(Self.tokens + glass)
        #expect(after.hasSuffix("    dim: \"{palette.scrim} / 53.47%\"\n"))
    }

    @Test("an entry without a dimming layer gets one as its first key, in block, flow and JSON entries, with the file's line breaks", arguments: [
        ("glass:\n  - foreground:\n      - toolbar.label\n    variant: clear\n",
         "glass:\n  - dim: \"#000000 / 53.47%\"\n    foreground:\n      - toolbar.label\n    variant: clear\n"),
        ("glass:\n  - { foreground: [toolbar.label], variant: clear }\n",
         "glass:\n  - { dim: \"#000000 / 53.47%\", foreground: [toolbar.label], variant: clear }\n"),
        ("glass:\r\n  - foreground: [toolbar.label]\r\n    variant: clear\r\n",
         "glass:\r\n  - dim: \"#000000 / 53.47%\"\r\n    foreground: [toolbar.label]\r\n    variant: clear\r\n"),
    ])
    func add(glass: String, expected: String) throws {
        let tokens = glass.contains("\r\n") ? Self.tokens.replacingOccurrences(of: "\n", with: "\r\n") : Self.tokens
        let after = try Self.fixed(tokens + glass)
        #expect(after == tokens + expected)
    }

    @Test("in a JSON theme the added key is quoted")
    func json() throws {
        let text = """
            {"tokens": {"toolbar": {"label": "#ffffff"}},
             "glass": [{"foreground": ["toolbar.label"], "variant": "clear"}]}

            """
        let after = try Self.fixed(text, name: "g.json")
        #expect(after.contains("[{ \"dim\": \"#000000 / 53.47%\", \"foreground\": [\"toolbar.label\"], \"variant\": \"clear\"}]"))
    }

    @Test("the proposal says what the layer was, what it becomes and which entry; JSON names it an addition")
    func report() throws {
        let path = try Self.write(Self.tokens + "glass:\n  - foreground: [toolbar.label]\n    variant: clear\n")
        let text = runTincture(["fix", path])
        #expect(text.exitCode == 0)
        #expect(text.standardOutput.contains("glass.dim  new `dim:`  none → #000000 / 53.47%"))
        #expect(text.standardOutput.contains("the dimming layer beneath toolbar.label on clear glass (the `glass:` entry at \(path):8:5)"))
        let json = runTincture(["fix", path, "--format", "json"])
        #expect(json.standardOutput.contains("\"kind\":\"add\""))
        #expect(json.standardOutput.contains("\"new\":\"#000000 / 53.47%\""))
    }
}
