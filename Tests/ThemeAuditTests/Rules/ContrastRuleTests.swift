import Testing
import ThemeModel
@testable import ThemeAudit

/// `contrast`: every pair reaches its ratio in every appearance.
@Suite("Rule: contrast")
struct ContrastRuleTests {
    static func pairTheme(light: String, dark: String = "#ffffff") -> String {
        """
        tokens:
          text:
            body:
              light: "\(light)"
              dark: "\(dark)"
          background:
            page:
              light: "#ffffff"
              dark: "#000000"
        contrast:
          - foreground: text.body
            background: background.page
        """
    }

    @Test("#777777 on white (4.48:1) fails AA text, in the light appearances only")
    func failing() throws {
        let report = try AuditFixtures.audit(Self.pairTheme(light: "#777777"))
        let findings = report.findings(.contrast)
        #expect(Set(findings.compactMap(\.appearance)) == Appearance.every(.light))
        #expect(findings.count == 4)
        let expected = Reference.ratio("#777777", "#ffffff")
        #expect(abs(expected - 4.478) < 0.001)
        for finding in findings {
            #expect(finding.token == "text.body")
            #expect(finding.other == "background.page")
            #expect(finding.theme == "default")
            #expect(finding.severity == .error)
            #expect(finding.vision == nil)
            #expect(close(finding.measured, expected, 1e-6), "\(String(describing: finding.measured))")
            #expect(close(finding.required, 4.5, 1e-12))
            #expect(finding.colors.map(\.hex) == ["#777777", "#ffffff"])
            #expect(finding.location.file == "t.yml")
            #expect(finding.location.line == 3)
            // 4.478… is truncated, never rounded up toward the threshold.
            #expect(finding.message == "4.47:1 on background.page, needs 4.5:1", "\(finding.message)")
        }
    }

    @Test("#767676 on white (4.54:1) passes AA text")
    func passing() throws {
        #expect(abs(Reference.ratio("#767676", "#ffffff") - 4.542) < 0.001)
        let report = try AuditFixtures.audit(Self.pairTheme(light: "#767676"))
        #expect(report.findings(.contrast).isEmpty)
        #expect(report.pairCount == 1)
    }

    @Test("a pair that fails in dark only is reported in the dark appearances")
    func darkOnly() throws {
        let report = try AuditFixtures.audit(Self.pairTheme(light: "#000000", dark: "#555555"))
        let findings = report.findings(.contrast)
        #expect(Set(findings.compactMap(\.appearance)) == Appearance.every(.dark))
        for finding in findings { #expect(close(finding.measured, Reference.ratio("#555555", "#000000"), 1e-6)) }
    }
}
