import Testing
import ThemeModel
@testable import ThemeAudit

/// Declared and inferred pairs, and translucent layers.
@Suite("Pairs and translucency")
struct PairTests {
    static let grouped = """
        tokens:
          card:
            text: "#777777"
            icon: "#cccccc"
            background: "#ffffff"
            fill: "#f0f0f0"
          sheet:
            background: "#000000"
          label:
            primary: "#000000"
        contrast:
          - foreground: label.primary
            background: card.background
        """

    @Test("text and icons are paired with backgrounds and fills of their own group only")
    func inferred() throws {
        let theme = try AuditFixtures.theme(Self.grouped)
        let pairs = ContrastPair.pairs(of: theme)
        let described = pairs.map { "\($0.foreground) on \($0.background)\($0.isDeclared ? " (declared)" : "")" }
        #expect(described == [
            "label.primary on card.background (declared)",
            "card.text on card.background", "card.text on card.fill",
            "card.icon on card.background", "card.icon on card.fill",
        ])
    }

    @Test("an inferred pair is audited like a declared one, with its role's threshold")
    func inferredFindings() throws {
        let report = try AuditFixtures.audit(Self.grouped)
        let contrast = report.findings(.contrast)
        let text = contrast.filter { $0.token == "card.text" && $0.other == "card.background" }
        #expect(text.count == 8)
        #expect(text.allSatisfy { close($0.measured, Reference.ratio("#777777", "#ffffff"), 1e-6) && close($0.required, 4.5, 1e-12) })
        // #cccccc on white (1.61:1) fails the 3:1 of non-text.
        let icon = contrast.filter { $0.token == "card.icon" && $0.other == "card.background" }
        #expect(icon.count == 8)
        #expect(icon.allSatisfy { close($0.measured, Reference.ratio("#cccccc", "#ffffff"), 1e-6) && close($0.required, 3, 1e-12) })
        // Nothing pairs label.primary with sheet.background, nor card.text with sheet.background.
        #expect(!contrast.contains { $0.other == "sheet.background" })
        #expect(report.pairCount == 5)
    }

    @Test("a declaration covers the inferred pair it names: one pair, the declared minimum")
    func declaredCoversInferred() throws {
        let theme = try AuditFixtures.theme("""
            tokens:
              card:
                text: "#777777"
                background: "#ffffff"
            contrast:
              - foreground: card.text
                background: card.background
                minimum: 3
            """)
        let pairs = ContrastPair.pairs(of: theme)
        #expect(pairs.count == 1)
        #expect(pairs.first?.isDeclared == true)
        #expect(Auditor().audit(theme).findings(.contrast).isEmpty)
    }

    @Test("a translucent foreground is composited over its background")
    func translucentForeground() throws {
        // Black at 50 % (0x80) over white: #7f7f7f, 4.0:1.
        let report = try AuditFixtures.audit("""
            tokens:
              text:
                secondary: "#00000080"
              background:
                page: "#ffffff"
            contrast:
              - foreground: text.secondary
                background: background.page
            """)
        let findings = report.findings(.contrast)
        #expect(findings.count == 8)
        let expected = Reference.ratio(Reference.over("#00000080", "#ffffff"), (1, 1, 1))
        #expect(expected > 3.9 && expected < 4.1)
        for finding in findings {
            #expect(close(finding.measured, expected, 1e-6), "\(String(describing: finding.measured))")
            #expect(finding.colors.map(\.hex) == ["#7f7f7f", "#ffffff"])
        }
    }

    static let overlay = """
        tokens:
          text:
            body: "#404040"
          background:
            page: "#ffffff"
            sunken: "#d0d0d0"
            overlay: "#00000033"
        contrast:
          - foreground: text.body
            background: background.overlay
        """

    @Test("a translucent background is composited over every opaque backdrop; the worst case is reported and named")
    func translucentBackground() throws {
        let overPage = Reference.ratio((0x40 / 255, 0x40 / 255, 0x40 / 255), Reference.over("#00000033", "#ffffff"))
        let overSunken = Reference.ratio((0x40 / 255, 0x40 / 255, 0x40 / 255), Reference.over("#00000033", "#d0d0d0"))
        #expect(overPage > 4.5 && overSunken < 4.5)
        let report = try AuditFixtures.audit(Self.overlay)
        let findings = report.findings(.contrast)
        #expect(findings.count == 8)
        for finding in findings {
            #expect(finding.token == "text.body")
            #expect(finding.other == "background.overlay")
            #expect(close(finding.measured, overSunken, 1e-6), "\(String(describing: finding.measured))")
            #expect(finding.message.contains("worst case over background.sunken"), "\(finding.message)")
            #expect(finding.colors.map(\.hex) == ["#404040", "#a6a6a6"])
        }
    }

    @Test("with no opaque background the scheme's plain white or black lies beneath")
    func plainBackdrop() throws {
        let report = try AuditFixtures.audit("""
            tokens:
              text:
                body: "#595959"
              background:
                overlay: "#ffffff00"
            contrast:
              - foreground: text.body
                background: background.overlay
            """)
        // Clear over white in light: 7:1, passes; over black in dark: 3:1, fails.
        #expect(Reference.ratio("#595959", "#ffffff") > 4.5)
        let expected = Reference.ratio("#595959", "#000000")
        #expect(expected < 4.5)
        let findings = report.findings(.contrast)
        #expect(Set(findings.compactMap(\.appearance)) == Appearance.every(.dark))
        #expect(findings.allSatisfy { close($0.measured, expected, 1e-6) && $0.colors.map(\.hex) == ["#595959", "#000000"] })
    }
}
