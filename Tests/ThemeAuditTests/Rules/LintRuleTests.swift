import Testing
import ThemeModel
@testable import ThemeAudit

/// `shared-interactive-color`, `pure-white-surface` and `imperceptible-difference`.
@Suite("Rules: the documents' lints")
struct LintRuleTests {
    static func sharedTheme(text: String) -> String {
        """
        tokens:
          tint:
            accent: "#007aff"
          text:
            caption: "\(text)"
        """
    }

    @Test("a text token with the tint's color is reported once, against the tint")
    func sharedFailing() throws {
        let report = try AuditFixtures.audit(Self.sharedTheme(text: "#007aff"))
        let findings = report.findings(.sharedInteractiveColor)
        #expect(findings.count == 1)
        let finding = try #require(findings.first)
        #expect(finding.token == "text.caption")
        #expect(finding.other == "tint.accent")
        #expect(finding.appearance == .light)
        #expect(finding.severity == .warning)
        #expect(finding.colors.map(\.hex) == ["#007aff"])
        #expect(finding.location.line == 5)
    }

    @Test("a text token of another color passes")
    func sharedPassing() throws {
        let report = try AuditFixtures.audit(Self.sharedTheme(text: "#3c3c43"))
        #expect(report.findings(.sharedInteractiveColor).isEmpty)
    }

    static func surfaceTheme(dark: String) -> String {
        """
        tokens:
          background:
            card:
              light: "#ffffff"
              dark: "\(dark)"
        """
    }

    @Test("a pure white background in dark is reported once, in the first dark appearance")
    func whiteFailing() throws {
        let report = try AuditFixtures.audit(Self.surfaceTheme(dark: "#ffffff"))
        let findings = report.findings(.pureWhiteSurface)
        #expect(findings.count == 1)
        let finding = try #require(findings.first)
        #expect(finding.token == "background.card")
        #expect(finding.appearance == .dark)
        #expect(finding.other == nil)
        #expect(finding.severity == .warning)
    }

    @Test("white in light and a dimmed white in dark pass")
    func whitePassing() throws {
        #expect(try AuditFixtures.audit(Self.surfaceTheme(dark: "#ebebeb")).findings(.pureWhiteSurface).isEmpty)
        #expect(try AuditFixtures.audit(Self.surfaceTheme(dark: "#1c1c1e")).findings(.pureWhiteSurface).isEmpty)
    }

    static func twoBackgrounds(_ second: String, role: String = "background") -> String {
        """
        tokens:
          background:
            primary: "#ffffff"
          surface:
            secondary:
              role: \(role)
              value: "\(second)"
        """
    }

    @Test("two backgrounds #ffffff and #fdfdfd (ΔEOK < 0.02) are reported once")
    func imperceptibleFailing() throws {
        let expected = Reference.deltaEOK("#ffffff", "#fdfdfd")
        #expect(expected < 0.02 && expected > 0)
        let report = try AuditFixtures.audit(Self.twoBackgrounds("#fdfdfd"))
        let findings = report.findings(.imperceptibleDifference)
        #expect(findings.count == 1)
        let finding = try #require(findings.first)
        #expect(finding.token == "background.primary")
        #expect(finding.other == "surface.secondary")
        #expect(finding.appearance == .light)
        #expect(close(finding.measured, expected, 1e-4))
        #expect(close(finding.required, 0.02, 1e-12))
    }

    @Test("a visible difference, the same color, or different roles pass")
    func imperceptiblePassing() throws {
        #expect(Reference.deltaEOK("#ffffff", "#f2f2f7") > 0.02)
        #expect(try AuditFixtures.audit(Self.twoBackgrounds("#f2f2f7")).findings(.imperceptibleDifference).isEmpty)
        #expect(try AuditFixtures.audit(Self.twoBackgrounds("#ffffff")).findings(.imperceptibleDifference).isEmpty)
        #expect(try AuditFixtures.audit(Self.twoBackgrounds("#fdfdfd", role: "border")).findings(.imperceptibleDifference).isEmpty)
    }
}
