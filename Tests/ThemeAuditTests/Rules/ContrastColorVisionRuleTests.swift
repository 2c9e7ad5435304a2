import Testing
import ThemeModel
@testable import ThemeAudit

/// `contrast-color-vision`: the pairs again as people with a color-vision deficiency see them.
@Suite("Rule: contrast-color-vision")
struct ContrastColorVisionRuleTests {
    static func theme(_ foreground: String) -> String {
        """
        tokens:
          text:
            alert: "\(foreground)"
          background:
            page: "#000000"
        contrast:
          - foreground: text.alert
            background: background.page
        """
    }

    @Test("pure red on black passes (5.25:1) but not with protanopia (3.09:1)")
    func failing() throws {
        #expect(abs(Reference.ratio("#ff0000", "#000000") - 5.252) < 0.001)
        let report = try AuditFixtures.audit(Self.theme("#ff0000"))
        #expect(report.findings(.contrast).isEmpty)
        let findings = report.findings(.contrastUnderColorFilters)
        #expect(findings.count == 8)
        #expect(Set(findings.compactMap(\.appearance)) == Set(Appearance.all))
        // Viénot, Brettel & Mollon 1999 protanope projection of linear red (1, 0, 0): the first
        // column of its matrix (the published vectors' `matrices.protan`), 0.11238 0.11238 0.00401.
        let seenRed = 0.2126 * 0.11238276122216405 + 0.7152 * 0.11238276122216398 + 0.0722 * 0.0040057682730469425
        let expected = (seenRed + 0.05) / 0.05
        #expect(abs(expected - 3.09) < 0.01)
        for finding in findings {
            #expect(finding.vision == .protanopia)
            #expect(finding.severity == .warning)
            #expect(finding.token == "text.alert")
            #expect(finding.other == "background.page")
            #expect(close(finding.measured, expected, 0.001), "\(String(describing: finding.measured))")
            #expect(close(finding.required, 4.5, 1e-12))
            #expect(finding.colors.map(\.hex) == ["#5e5e0d", "#000000"])
            #expect(finding.message.contains("with protanopia"))
        }
    }

    @Test("white on black passes under every deficiency")
    func passing() throws {
        let report = try AuditFixtures.audit(Self.theme("#ffffff"))
        #expect(report.findings(.contrastUnderColorFilters).isEmpty)
        #expect(report.findings(.contrast).isEmpty)
    }

    @Test("only the configured visions are checked")
    func visions() throws {
        let report = try AuditFixtures.audit(Self.theme("#ff0000"), AuditConfiguration(visions: [.deuteranopia, .tritanopia]))
        #expect(report.findings(.contrastUnderColorFilters).isEmpty)
        #expect(report.visions == [.deuteranopia, .tritanopia])
    }
}
