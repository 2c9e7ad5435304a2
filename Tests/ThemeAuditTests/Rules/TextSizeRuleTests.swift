import Testing
import ThemeModel
@testable import ThemeAudit

/// `text-too-small`: text under the HIG's 11 pt minimum, judged at the default Dynamic Type size.
@Suite("Rules: text too small")
struct TextSizeRuleTests {
    static func theme(size: String, role: String = "text") -> String {
        """
        tokens:
          background:
            page: "#ffffff"
          text:
            note:
              role: \(role)
              size: "\(size)"
              value: "#1c1c1e"
        """
    }

    @Test("a fixed size under 11 pt is an error at the token, with the size measured and 11 required",
          arguments: ["9pt", "10.5pt", "10pt bold"])
    func fixedSizeBelowMinimum(size: String) throws {
        let report = try AuditFixtures.audit(Self.theme(size: size))
        let findings = report.findings(.textTooSmall)
        #expect(findings.count == 1)
        let finding = try #require(findings.first)
        #expect(finding.severity == .error)
        #expect(finding.token == "text.note")
        #expect(finding.appearance == nil)
        #expect(finding.theme == ThemeDocument.defaultThemeName)
        #expect(finding.location.line == 5)
        #expect(abs((finding.measured ?? 0) - Double(size.prefix { $0 == "." || $0.isNumber })!) < 1e-12)
        #expect(finding.required == 11)
        #expect(finding.colors.map(\.hex) == ["#1c1c1e"])
        #expect(finding.message.contains("11 pt minimum"))
        #expect(report.fails(at: .error))
    }

    /// caption2 is 11 pt at the default size (and at xSmall: Apple's styles stop shrinking at
    /// 11 pt); a style at an accessibility size is larger still; `small` print is 11–12 pt.
    @Test("11 pt and up passes: a fixed 11 pt, text styles at any category, the size classes",
          arguments: ["11pt", "caption2", "caption2 xSmall", "footnote xSmall", "caption1", "caption2 AX5", "body", "small", "normal", "large"])
    func atOrAboveMinimum(size: String) throws {
        #expect(try AuditFixtures.audit(Self.theme(size: size)).findings(.textTooSmall).isEmpty)
    }

    @Test("a tint's size counts (links, button titles); an icon's does not")
    func roles() throws {
        #expect(try AuditFixtures.audit(Self.theme(size: "9pt", role: "tint")).findings(.textTooSmall).count == 1)
        #expect(try AuditFixtures.audit(Self.theme(size: "9pt", role: "icon")).findings(.textTooSmall).isEmpty)
    }

    @Test("a contrast entry's own size is reported at the entry")
    func contrastEntry() throws {
        let yaml = """
            tokens:
              background:
                page: "#ffffff"
              text:
                note: "#1c1c1e"
            contrast:
              - foreground: text.note
                background: background.page
                size: 9pt
            """
        let findings = try AuditFixtures.audit(yaml).findings(.textTooSmall)
        #expect(findings.count == 1)
        #expect(findings.first?.token == "text.note")
        #expect(findings.first?.location.line == 7)
        #expect(findings.first?.measured == 9)
    }

    @Test("a named theme that keeps the size is not reported again; one that changes it is")
    func namedThemes() throws {
        let yaml = """
            tokens:
              text:
                note:
                  size: 9pt
                  value: "#1c1c1e"
                tag:
                  size: 12pt
                  value: "#1c1c1e"
            themes:
              ocean:
                tokens:
                  text.note: "#002244"
              tiny:
                tokens:
                  text.tag:
                    size: 8pt
                    value: "#1c1c1e"
            """
        let findings = try AuditFixtures.audit(yaml).findings(.textTooSmall)
        #expect(findings.map { "\($0.theme) \($0.token) \($0.measured ?? 0)" } == ["default text.note 9.0", "tiny text.tag 8.0"])
    }

    @Test("the rule can be switched off")
    func disabled() throws {
        let configuration = AuditConfiguration(disabledRules: ["text-too-small"])
        #expect(try AuditFixtures.audit(Self.theme(size: "9pt"), configuration).findings(.textTooSmall).isEmpty)
    }
}
