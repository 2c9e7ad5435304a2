import Testing
import ThemeModel
@testable import ThemeAudit

/// `increased-contrast-direction`, `increased-contrast-lowers` and `elevation`.
@Suite("Rules: Increase Contrast and elevation")
struct AppearanceRuleTests {
    static func textTheme(light: String, lightIncreased: String, dark: String, darkIncreased: String) -> String {
        """
        tokens:
          text:
            body:
              light: "\(light)"
              light+increased: "\(lightIncreased)"
              dark: "\(dark)"
              dark+increased: "\(darkIncreased)"
        """
    }

    @Test("a foreground lighter with Increase Contrast in light, darker in dark, is reported in both")
    func directionFailing() throws {
        let report = try AuditFixtures.audit(Self.textTheme(light: "#555555", lightIncreased: "#777777", dark: "#aaaaaa", darkIncreased: "#888888"))
        let findings = report.findings(.increasedContrastDirection)
        #expect(Set(findings.compactMap(\.appearance)) == Set(Appearance.all.filter { $0.contrast == .increased }))
        #expect(findings.count == 4)
        for finding in findings {
            #expect(finding.token == "text.body")
            #expect(finding.severity == .error)
            let (normal, increased) = finding.appearance?.scheme == .light ? ("#555555", "#777777") : ("#aaaaaa", "#888888")
            #expect(close(finding.measured, Reference.oklab(increased).l, 1e-4))
            #expect(close(finding.required, Reference.oklab(normal).l, 1e-4))
            #expect(finding.colors.map(\.hex) == [normal, increased])
        }
    }

    @Test("darker in light and lighter in dark passes")
    func directionPassing() throws {
        let report = try AuditFixtures.audit(Self.textTheme(light: "#555555", lightIncreased: "#333333", dark: "#aaaaaa", darkIncreased: "#cccccc"))
        #expect(report.findings(.increasedContrastDirection).isEmpty)
    }

    static func pairTheme(increasedBackground: String, text: String = "#555555") -> String {
        """
        tokens:
          text:
            body: "\(text)"
          background:
            page:
              light: "#ffffff"
              light+increased: "\(increasedBackground)"
              dark: "#000000"
        contrast:
          - foreground: text.body
            background: background.page
        """
    }

    @Test("a background that moves toward the text with Increase Contrast lowers the pair's contrast")
    func lowersFailing() throws {
        let report = try AuditFixtures.audit(Self.pairTheme(increasedBackground: "#dddddd"))
        let findings = report.findings(.increasedContrastLowers)
        #expect(Set(findings.compactMap(\.appearance)) == [Appearance(.light, .increased), Appearance(.light, .increased, .elevated)])
        for finding in findings {
            #expect(finding.token == "text.body")
            #expect(finding.other == "background.page")
            #expect(close(finding.measured, Reference.ratio("#555555", "#dddddd"), 1e-6))
            #expect(close(finding.required, Reference.ratio("#555555", "#ffffff"), 1e-6))
            #expect(finding.colors.map(\.hex) == ["#555555", "#dddddd"])
        }
        #expect(report.findings(.increasedContrastDirection).isEmpty)
    }

    @Test("a drop that still leaves 7:1 is not reported")
    func lowersButComfortable() throws {
        // #333333 on #dddddd is about 9.3:1, down from 12.6:1 on white.
        #expect(Reference.ratio("#333333", "#dddddd") > 7)
        let report = try AuditFixtures.audit(Self.pairTheme(increasedBackground: "#dddddd", text: "#333333"))
        #expect(report.findings(.increasedContrastLowers).isEmpty)
    }

    @Test("the same contrast or more with Increase Contrast passes")
    func lowersPassing() throws {
        let report = try AuditFixtures.audit(Self.pairTheme(increasedBackground: "#ffffff"))
        #expect(report.findings(.increasedContrastLowers).isEmpty)
    }

    static func elevationTheme(elevated: String) -> String {
        """
        tokens:
          background:
            sheet:
              light: "#ffffff"
              dark: "#303030"
              dark+elevated: "\(elevated)"
        """
    }

    @Test("a dark elevated background darker than its base fails")
    func elevationFailing() throws {
        let report = try AuditFixtures.audit(Self.elevationTheme(elevated: "#202020"))
        let findings = report.findings(.elevation)
        #expect(Set(findings.compactMap(\.appearance)) == [Appearance(.dark, .normal, .elevated), Appearance(.dark, .increased, .elevated)])
        for finding in findings {
            #expect(finding.token == "background.sheet")
            #expect(finding.severity == .error)
            #expect(close(finding.measured, Reference.oklab("#202020").l, 1e-4))
            #expect(close(finding.required, Reference.oklab("#303030").l, 1e-4))
        }
    }

    @Test("a lighter elevated background passes")
    func elevationPassing() throws {
        let report = try AuditFixtures.audit(Self.elevationTheme(elevated: "#3a3a3c"))
        #expect(report.findings(.elevation).isEmpty)
    }
}
