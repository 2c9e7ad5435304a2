import ColorScience
import Foundation
import Testing
import ThemeAudit
import ThemeModel
@testable import TinctureCLI

/// `tincture fix`: the diff, writing in place without disturbing the file, the audit passing
/// afterwards, derived Increase Contrast values, and failures that are said out loud.
@Suite("Fix command")
struct FixCommandTests {
    static let examples = ["try-swift.yml", "apple-system.yml", "neumorphism.yml", "typography.yml"]

    /// A copy of an example in a fresh directory.
    static func copy(_ name: String) throws -> String {
        let directory = try ThemeCommandTests.scratchDirectory()
        let path = directory + "/" + name
        try FileManager.default.copyItem(atPath: ThemeCommandTests.example(name), toPath: path)
        return path
    }

    @Test("without --write: a unified diff, and the file untouched")
    func diff() throws {
        let path = try Self.copy("try-swift.yml")
        let before = try String(contentsOfFile: path, encoding: .utf8)
        let result = runTincture(["fix", path])
        #expect(result.exitCode == 0, "\(result.standardError)")
        #expect(result.lines.contains("--- \(path)"))
        #expect(result.lines.contains("+++ \(path) (fixed)"))
        #expect(result.lines.contains { $0.hasPrefix("@@ -") && $0.hasSuffix(" @@") })
        #expect(result.lines.contains { $0.hasPrefix("-") && $0.contains("\"#") && !$0.hasPrefix("---") })
        #expect(result.lines.contains { $0.hasPrefix("+") && $0.contains("\"#") && !$0.hasPrefix("+++") })
        #expect(result.standardOutput.contains("ΔEOK"))
        #expect(try String(contentsOfFile: path, encoding: .utf8) == before)
    }

    @Test("--write changes only color values, keeps comments and layout, and the audit passes", arguments: examples)
    func writeRoundTrip(name: String) throws {
        let path = try Self.copy(name)
        let before = try String(contentsOfFile: path, encoding: .utf8)
        // Apple's green and red fail under color-vision deficiencies: only a literal tells them apart.
        let override = name == "apple-system.yml" ? ["--allow-system-override"] : []
        let result = runTincture(["fix", path, "--write"] + override)
        #expect(result.exitCode == 0, "\(result.standardOutput)\(result.standardError)")
        let after = try String(contentsOfFile: path, encoding: .utf8)
        #expect(after != before)
        let (old, new) = (before.components(separatedBy: "\n"), after.components(separatedBy: "\n"))
        // Every original line is still there, in order, or changed only in its color value.
        var j = 0
        for line in old {
            while j < new.count, new[j] != line, !Self.sameButValue(line, new[j]), !Self.split(line, into: new, at: j) { j += 1 }
            #expect(j < new.count, "line lost: \(line)")
            j += 1
        }
        // Added lines are appearance keys with a color, or a scalar token's `value:`.
        let added = new.filter { line in !old.contains(line) && !old.contains(where: { Self.sameButValue($0, line) }) }
        for line in added {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            #expect(trimmed.hasPrefix("value:") || trimmed.contains("+") || trimmed.hasPrefix("light") || trimmed.hasPrefix("dark")
                    || trimmed.hasSuffix(":"), "unexpected line: \(line)")
        }
        // Comments survive byte for byte.
        #expect(old.filter { $0.trimmingCharacters(in: .whitespaces).hasPrefix("#") }
                == new.filter { $0.trimmingCharacters(in: .whitespaces).hasPrefix("#") })
        // The file loads and the audit passes.
        let theme = try ResolvedTheme(contentsOfFile: path)
        #expect(Auditor().audit(theme).count(.error) == 0)
        #expect(runTincture(["audit", path]).exitCode == 0)
        // Fixing again finds nothing to do.
        let again = runTincture(["fix", path])
        #expect(again.exitCode == 0)
        #expect(again.standardOutput.contains("nothing to fix"), "\(again.standardOutput)")
    }

    /// Whether `key: value` became `key:` and `  value: value` (a scalar token made a mapping).
    static func split(_ line: String, into lines: [String], at index: Int) -> Bool {
        guard let colon = line.range(of: ": "), index + 1 < lines.count else { return false }
        let key = String(line[..<colon.lowerBound]) + ":"
        let value = "value: " + line[colon.upperBound...]
        let next = lines[index + 1].trimmingCharacters(in: .whitespaces)
        return lines[index] == key && (next == value || Self.sameButValue(value, next))
    }

    /// Whether two lines differ only in the quoted or plain value after `key: `.
    static func sameButValue(_ a: String, _ b: String) -> Bool {
        guard let ca = a.range(of: ": "), let cb = b.range(of: ": ") else { return false }
        guard a[..<ca.upperBound] == b[..<cb.upperBound] else { return false }
        func comment(_ s: Substring) -> Substring { s.range(of: " #").map { s[$0.lowerBound...] } ?? "" }
        let (va, vb) = (a[ca.upperBound...], b[cb.upperBound...])
        return vb.hasPrefix("\"") && (comment(va) == comment(vb) || !va.hasPrefix("\"") && !va.hasPrefix("{"))
    }

    @Test("--derive increased-contrast writes variants that load and reach 7:1")
    func deriveIncreasedContrast() throws {
        let path = try Self.copy("try-swift.yml")
        let original = try ResolvedTheme(contentsOfFile: path)
        let result = runTincture(["fix", path, "--write", "--derive", "increased-contrast"])
        #expect(result.exitCode == 0, "\(result.standardOutput)\(result.standardError)")
        #expect(result.standardOutput.contains("derived light+increased value"))
        let theme = try ResolvedTheme(contentsOfFile: path)
        #expect(Auditor().audit(theme).count(.error) == 0)
        var checked = 0
        for pair in ContrastPair.pairs(of: theme) {
            for name in theme.themeNames {
                guard let before = original.definition(of: pair.foreground, theme: name),
                      let after = theme.definition(of: pair.foreground, theme: name),
                      after.role == .text || after.role == .tint else { continue }
                let derived = after.values.keys.filter { $0.contrast == .increased && before.values[$0] == nil }
                for condition in derived {
                    for appearance in Appearance.all where condition.matches(appearance) {
                        guard after.value(for: appearance)?.condition == condition,
                              let fg = theme.color(pair.foreground, in: appearance, theme: name),
                              let bg = theme.color(pair.background, in: appearance, theme: name) else { continue }
                        #expect(WCAG21Contrast.ratio(fg.srgb, bg.srgb) >= 7, "\(pair.foreground) on \(pair.background) in \(appearance)")
                        checked += 1
                    }
                }
            }
        }
        #expect(checked > 0)
        // --contrast-target changes the ratio derived values reach.
        let gentle = runTincture(["fix", try Self.copy("try-swift.yml"), "--derive", "increased-contrast", "--contrast-target", "5", "--format", "json"])
        #expect(gentle.exitCode == 0)
        #expect(gentle.standardOutput.contains("\"kind\":\"derive\""))
    }

    @Test("a scalar token becomes a mapping when a value is added to it")
    func scalarBecomesMapping() throws {
        let directory = try ThemeCommandTests.scratchDirectory()
        let path = directory + "/scalar.yml"
        let text = """
            # A comment that stays.
            tokens:
              text:
                body: "#777777"   # body text
              background:
                page:
                  light: "#ffffff"
                  dark: "#000000"
            contrast:
              - foreground: text.body
                background: background.page

            """
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        let result = runTincture(["fix", path, "--write"])
        #expect(result.exitCode == 0, "\(result.standardOutput)\(result.standardError)")
        let after = try String(contentsOfFile: path, encoding: .utf8)
        #expect(after.hasPrefix("# A comment that stays.\n"))
        #expect(after.contains("    body:\n      value: \""))
        #expect(after.contains("# body text"))
        #expect(Auditor().audit(try ResolvedTheme(contentsOfFile: path)).count(.error) == 0)
    }

    @Test("JSON output lists proposals and failures")
    func json() throws {
        let result = runTincture(["fix", ThemeCommandTests.example("neumorphism.yml"), "--format", "json"])
        #expect(result.exitCode == 0)
        let object = try #require(JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        let proposals = try #require(object["proposals"] as? [[String: Any]])
        // The palette color only ring.end refers to moves, and ring.end with it.
        #expect(proposals.first?["token"] as? String == "palette.lightEnd")
        #expect(proposals.first?["old"] as? String == "rgb(30 80 120)")
        #expect(proposals.first?["moves"] as? [String] == ["ring.end"])
        #expect((object["failures"] as? [Any])?.isEmpty == true)
        #expect(object["errorsAfter"] as? Int == 0)
    }

    @Test("what cannot be fixed is said, with the reason, and exits 1")
    func failureSaid() throws {
        let directory = try ThemeCommandTests.scratchDirectory()
        let path = directory + "/conflict.yml"
        try """
            tokens:
              text:
                body: "#777777"
              background:
                paper: "#ffffff"
                ink: "#000000"
            contrast:
              - foreground: text.body
                background: [background.paper, background.ink]
                minimum: 7

            """.write(toFile: path, atomically: true, encoding: .utf8)
        let result = runTincture(["fix", path])
        #expect(result.exitCode == 1)
        #expect(result.standardOutput.contains("Cannot fix:"))
        #expect(result.standardOutput.contains("needs L ≤"))
    }

    @Test("component findings are reported, not searched for a color, and the file is left alone")
    func componentsSaid() throws {
        let path = try Self.copy("neumorphic-controls.yml")
        let before = try String(contentsOfFile: path, encoding: .utf8)
        let result = runTincture(["fix", path, "--write"])
        #expect(result.exitCode == 1)
        #expect(result.standardOutput.contains("0 changes"))
        #expect(result.standardOutput.contains("neumorphic.skip"))
        #expect(result.standardOutput.contains("[neumorphic-hit-target]"))
        #expect(result.standardOutput.contains("is a component, not one color"))
        #expect(try String(contentsOfFile: path, encoding: .utf8) == before)
    }

    @Test("missing and bad themes exit 66 and 65; the built-in example is never written")
    func inputs() throws {
        #expect(runTincture(["fix", "/nonexistent/theme.yml"]).exitCode == 66)
        let directory = try ThemeCommandTests.scratchDirectory()
        let bad = directory + "/bad.yml"
        try "tokens:\n  text:\n    body: \"{palette.nope}\"\n".write(toFile: bad, atomically: true, encoding: .utf8)
        #expect(runTincture(["fix", bad]).exitCode == 65)
        guard !FileManager.default.fileExists(atPath: "tincture.yml") else { return }
        let example = runTincture(["fix", "--write"], terminal: true)
        #expect(example.standardOutput.contains("built-in example"))
        #expect(example.standardOutput.contains("writes nothing"))
        #expect(example.standardOutput.contains("--- Examples/try-swift.yml"))
        #expect(runTincture(["fix", "--example"]).standardOutput.contains("--- Examples/try-swift.yml"))
        // Unattended (piped, CI, JSON), a missing theme is the error it is.
        let piped = runTincture(["fix"])
        #expect(piped.exitCode == 66)
        #expect(piped.standardError.contains("--example"))
        #expect(runTincture(["fix", "--format", "json"], terminal: true).exitCode == 66)
        #expect(runTincture(["fix"], terminal: true, environment: ["CI": "true"]).exitCode == 66)
        #expect(runTincture(["fix", "--example", "x.yml"]).exitCode == 64)
    }

    @Test("--gamut takes p3 as display-p3")
    func gamutP3() throws {
        let p3 = runTincture(["fix", ThemeCommandTests.example("try-swift.yml"), "--gamut", "p3", "--format", "json"])
        let p3Long = runTincture(["fix", ThemeCommandTests.example("try-swift.yml"), "--gamut", "display-p3", "--format", "json"])
        #expect(p3.exitCode == p3Long.exitCode)
        #expect(p3.standardOutput == p3Long.standardOutput)
        #expect(runTincture(["fix", ThemeCommandTests.example("try-swift.yml"), "--gamut", "rec2020"]).exitCode == 64)
    }

    @Test("--contrast-target -1 is read as a number and said to be out of range; --target 5 points to it")
    func targetOutOfRange() {
        let result = runTincture(["fix", ThemeCommandTests.example("try-swift.yml"), "--contrast-target", "-1"])
        #expect(result.exitCode == 64)
        #expect(result.standardError.contains("--contrast-target -1 is out of range"), "\(result.standardError)")
        let old = runTincture(["fix", ThemeCommandTests.example("try-swift.yml"), "--target", "5"])
        #expect(old.exitCode == 64)
        #expect(old.standardError.contains("give --contrast-target 5"), "\(old.standardError)")
    }
}
