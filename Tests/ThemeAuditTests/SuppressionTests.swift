import Testing
import ThemeModel
@testable import ThemeAudit

@Suite("Suppressions")
struct SuppressionTests {
    @Test("disable:next, disable:this and disable … enable cover the lines they say; all and reasons are read")
    func grammar() {
        let text = """
            // tincture:disable:next contrast - decorative
            Text("a").foregroundStyle(.secondary)
            Text("b").foregroundColor(.gray) // tincture:disable:this contrast hard-coded-color
            // tincture:disable all
            line5
            // tincture:enable all
            // tincture:disable distinct
            line8
            //tincture:disable:next   contrast
            // not tincture:disable contrast
            // tincture:disabled contrast
            """
        let parsed = Suppression.parse(text, file: "V.swift", style: .slashes)
        #expect(parsed.count == 5)
        #expect(parsed[0].lines == 2...2 && parsed[0].rules == ["contrast"] && parsed[0].reason == "decorative")
        #expect(parsed[0].location == SourceLocation(file: "V.swift", line: 1, column: 1))
        #expect(parsed[1].lines == 3...3 && parsed[1].rules == ["contrast", "hard-coded-color"] && parsed[1].reason == nil)
        #expect(parsed[1].location.column == 34)
        #expect(parsed.contains { $0.lines == 10...10 && $0.rules == ["contrast"] })
        #expect(parsed.contains { $0.rules.isEmpty && $0.lines == 5...5 })
        #expect(parsed.contains { $0.rules == ["distinct"] && $0.lines == 8...Int.max })
    }

    @Test("A // inside a string is not a comment; the one after it is")
    func slashesInString() {
        let parsed = Suppression.parse(#"Link("http://x", destination: url) // tincture:disable:this contrast"#, file: "V.swift", style: .slashes)
        #expect(parsed.count == 1 && parsed.first?.rules == ["contrast"])
    }

    @Test("In YAML a # inside a value is not a comment")
    func yaml() {
        let text = """
            tokens:
              # tincture:disable:next contrast - brand color, checked by hand
              text: "#777777" # tincture:disable:this distinct
              other: "#tincture:disable:this contrast"
            """
        let parsed = Suppression.parse(text, file: "t.yml", style: .hash)
        #expect(parsed.map(\.lines) == [3...3, 3...3])
        #expect(parsed[0].reason == "brand color, checked by hand")
    }

    static let theme = """
        tokens:
          text:
            light: "#999999"
            dark: "#999999"
          background:
            light: "#ffffff"
            dark: "#ffffff"
        contrast:
          - foreground: text
            background: background
        """

    @Test("A suppression silences exactly its findings; one that silences nothing is reported; a rule turned off is not")
    func applying() throws {
        let resolved = try ResolvedTheme(yaml: Self.theme, file: "t.yml")
        let report = Auditor().audit(resolved)
        let contrast = report.findings.filter { $0.rule == .contrast }
        #expect(!contrast.isEmpty)
        let line = try #require(contrast.first?.location.line)
        let silencing = Suppression(rules: ["contrast"], file: "t.yml", lines: line...line, reason: "checked", location:
            SourceLocation(file: "t.yml", line: line - 1, column: 3), text: "tincture:disable:next contrast")
        let unused = Suppression(rules: ["distinct"], file: "t.yml", lines: 1...1, reason: nil, location:
            SourceLocation(file: "t.yml", line: 1, column: 1), text: "tincture:disable:this distinct")
        let applied = report.applying([silencing, unused])
        #expect(!applied.findings.contains { $0.rule == .contrast })
        #expect(applied.suppressed.count == contrast.count)
        #expect(applied.suppressed.allSatisfy { $0.kind == .inSource && $0.reason == "checked" })
        let superfluous = applied.findings.filter { $0.rule == .superfluousSuppression }
        #expect(superfluous.count == 1)
        #expect(superfluous.first?.location == SourceLocation(file: "t.yml", line: 1, column: 1))
        #expect(superfluous.first?.severity == .warning)
        var off = AuditConfiguration()
        off.disabledRules = ["distinct"]
        #expect(!report.applying([silencing, unused], configuration: off).findings.contains { $0.rule == .superfluousSuppression })
    }
}
