import ColorScience
import Foundation
import Testing
import ThemeModel
@testable import ThemeAudit

/// The three widget rules, each with widgets that pass and widgets that fail, figures worked out
/// independently (``Reference``).
@Suite("Widget checks")
struct WidgetCheckTests {
    /// A theme with one widget on a dark background, whose elements are `elements` (YAML under
    /// `elements:`, indented six spaces).
    static func theme(_ elements: String, background: String = "#1c1c1e") -> String {
        """
        tokens:
          surface: { role: background, value: "\(background)" }
        widgets:
          w:
            background: "{surface}"
            elements:
        \(elements)
        """
    }

    static func audit(_ elements: String, background: String = "#1c1c1e") throws -> AuditReport {
        try AuditFixtures.audit(theme(elements, background: background))
    }

    // MARK: widget-information-lost

    @Test("phases told apart by color alone collapse when tinted: an error per pair and mode")
    func informationLostFails() throws {
        let report = try Self.audit("""
                  period: { color: "#d81b60", role: fill }
                  fertile: { color: "#4fc3f7", role: fill }
            """)
        let lost = report.findings(.widgetInformationLost)
        let accented = try #require(lost.first { $0.message.contains("under accented") })
        #expect(accented.token == TokenPath(["widgets", "w", "period"]) && accented.other == TokenPath(["widgets", "w", "fertile"]))
        #expect(accented.severity == .error)
        // Both default group at alpha 1: both white, whatever the tint — identical, in light and dark alike.
        #expect(close(accented.measured, 0, 1e-9) && close(accented.required, 0.02, 1e-12))
        #expect(accented.message.contains("and 5 other tints of 6") && accented.appearance == nil)
        #expect(accented.colors == [RGBA8(red: 255, green: 255, blue: 255), RGBA8(red: 255, green: 255, blue: 255)])
        #expect(accented.location.line == 7)
    }

    @Test("the same phases at different monochrome alphas, or of different roles, pass")
    func informationLostPasses() throws {
        let ladder = try Self.audit("""
                  period: { color: "#d81b60", role: fill, monochrome: 60% }
                  fertile: { color: "#4fc3f7", role: fill, monochrome: 30% }
            """)
        #expect(ladder.findings(.widgetInformationLost).isEmpty)
        let roles = try Self.audit("""
                  period: { color: "#d81b60", role: fill }
                  label: { color: "#4fc3f7", role: icon }
            """)
        #expect(roles.findings(.widgetInformationLost).isEmpty)
        // Alike in full color already (ΔEOK under 0.05): nothing was carried by their colors.
        let alike = try Self.audit("""
                  a: { color: "#808080", role: fill }
                  b: { color: "#828282", role: fill }
            """)
        #expect(alike.findings(.widgetInformationLost).isEmpty)
    }

    @Test("only the zero-saturation tint tells the accent group from the default group apart: it is the one reported")
    func zeroSaturationTint() throws {
        let report = try Self.audit("""
                  today: { color: "#ff7043", role: fill, accentable: true }
                  other: { color: "#4fc3f7", role: fill }
            """)
        let accented = try #require(report.findings(.widgetInformationLost).first { $0.message.contains("accented") })
        #expect(accented.message.contains("the gray tint #ffffff") && !accented.message.contains("other tint"))
    }

    @Test("colors of equal luminance collapse in vibrant")
    func vibrantCollapse() throws {
        // #777777 and a red of the same relative luminance: vibrant keeps luminance only.
        let report = try Self.audit("""
                  a: { color: "#777777", role: fill, accentable: true }
                  b: { color: "#c74e4e", role: fill }
            """)
        let y1 = Reference.luminance((0x77 / 255.0, 0x77 / 255.0, 0x77 / 255.0))
        let y2 = Reference.luminance((0xc7 / 255.0, 0x4e / 255.0, 0x4e / 255.0))
        #expect(abs(y1 - y2) < 0.01)  // the fixture is what it claims
        #expect(report.findings(.widgetInformationLost).contains { $0.message.contains("under vibrant") })
    }

    // MARK: widget-tint-contrast

    @Test("a day number drawn white on its white-drawn circle: 1:1 when tinted")
    func contrastFails() throws {
        let report = try Self.audit("""
                  period: { color: "#d81b60", role: fill }
                  day: { color: "#ffffff", role: text, on: period }
            """)
        let findings = report.findings(.widgetTintContrast)
        let accented = try #require(findings.first { $0.message.contains("under accented") })
        #expect(close(accented.measured, Reference.ratio("#ffffff", "#ffffff"), 1e-9) && close(accented.required, 4.5, 1e-12))
        #expect(accented.token == TokenPath(["widgets", "w", "day"]) && accented.other == TokenPath(["widgets", "w", "period"]))
        // Full color: white on #d81b60.
        let expectedFull = Reference.ratio("#ffffff", "#d81b60")
        if expectedFull < 4.5 {
            #expect(findings.contains { $0.message.contains("in full color") })
        } else {
            #expect(!findings.contains { $0.message.contains("in full color") })
        }
    }

    @Test("vibrant: a mid-gray text becomes white at its luminance over the dark neutral")
    func contrastVibrant() throws {
        let report = try Self.audit("""
                  day: { color: "#666666", role: text }
            """, background: "#000000")
        // Vibrant background: OKLCH L 0.25 neutral → sRGB gray g; text: white at 0x77/255 over it.
        let g = 1.055 * pow(pow(0.25, 3), 1 / 2.4) - 0.055
        let a = 0x66 / 255.0
        let text = a + g * (1 - a)
        let expected = Reference.ratio((text, text, text), (g, g, g))
        let vibrant = report.findings(.widgetTintContrast).first { $0.message.contains("under vibrant") }
        #expect(expected < 4.5)
        #expect(close(vibrant?.measured, expected, 0.01))
    }

    @Test("white text on the background passes in every mode and tint")
    func contrastPasses() throws {
        let report = try Self.audit("""
                  title: { color: "#ffffff", role: text, accentable: true, monochrome: 100% }
                  caption: { color: "#aeaeb2", role: text, monochrome: 60% }
            """)
        #expect(report.findings(.widgetTintContrast).isEmpty)
    }

    @Test("an accentable text at low alpha fails for the darkest tint, which is the one reported")
    func contrastWorstTint() throws {
        let yaml = Self.theme("""
                  title: { color: "#ffffff", role: text, accentable: true, alpha: 50% }
            """)
        let theme = try AuditFixtures.theme(yaml)
        let report = Auditor().audit(theme)
        let finding = try #require(report.findings(.widgetTintContrast).first { $0.message.contains("accented") })
        // The worst tint, worked out here: the tint at 0.5 over its own background, lowest ratio.
        let widget = try #require(theme.widget(named: "w"))
        let resolved = try #require(ResolvedWidget(widget, in: theme, appearance: .light))
        let ratios = WidgetTint.checked.map { tint -> (String, Double) in
            let s = WidgetSimulation(resolved, mode: .accented, tint: tint).elements[0]
            return (tint.name, WCAG21Contrast.ratio(s.color, s.beneath))
        }
        let worst = try #require(ratios.min { $0.1 < $1.1 })
        #expect(close(finding.measured, worst.1, 1e-9))
        #expect(finding.message.contains("the \(worst.0) tint"))
    }

    // MARK: widget-default-group

    @Test("nothing accentable: one warning for the widget (the Xcode 16 regression)")
    func defaultGroupNothingAccentable() throws {
        let report = try Self.audit("""
                  a: { color: "#ffffff", role: text }
                  b: { color: "#888888", role: fill }
            """)
        let findings = report.findings(.widgetDefaultGroup)
        #expect(findings.count == 1)
        #expect(findings.first?.token == TokenPath(["widgets", "w"]) && findings.first?.severity == .warning)
        #expect(findings.first?.location.line == 4)
    }

    @Test("the most important element left white while a lesser one is tinted: a warning on it")
    func defaultGroupWrongElement() throws {
        let report = try Self.audit("""
                  today: { color: "#ffffff", role: fill, importance: 1 }
                  other: { color: "#888888", role: fill, importance: 2, accentable: true }
            """)
        let findings = report.findings(.widgetDefaultGroup)
        #expect(findings.map(\.token) == [TokenPath(["widgets", "w", "today"])])
        #expect(findings.first?.message.contains("'other'") == true)
    }

    @Test("the most important element accentable (or an accented image): no warning")
    func defaultGroupPasses() throws {
        let accentable = try Self.audit("""
                  today: { color: "#ffffff", role: fill, importance: 1, accentable: true }
                  other: { color: "#888888", role: fill, importance: 2 }
            """)
        #expect(accentable.findings(.widgetDefaultGroup).isEmpty)
        let image = try Self.audit("""
                  cover: { color: "#ffffff", importance: 1, image: accentedDesaturated }
            """)
        #expect(image.findings(.widgetDefaultGroup).isEmpty)
    }

    // MARK: The suggestion and the example

    @Test("the suggested ladder passes the information check where importance differs, and only there")
    func suggestionPasses() throws {
        let theme = try AuditFixtures.theme(Self.theme("""
                  today: { color: "#ff7043", role: fill, importance: 1, accentable: true }
                  period: { color: "#d81b60", role: fill, importance: 2 }
                  fertile: { color: "#4fc3f7", role: fill, importance: 3 }
                  ovulation: { color: "#7e57c2", role: fill, importance: 3 }
            """))
        let widget = try #require(theme.widget(named: "w"))
        let resolved = try #require(ResolvedWidget(widget, in: theme, appearance: .dark))
        #expect(WidgetChecks.informationLost(resolved).count >= 5)
        let suggested = WidgetMonochromePalette(widget).applied(to: resolved)
        let remaining = WidgetChecks.informationLost(suggested)
        let pairs = Set(remaining.map { [$0.token.name, $0.other?.name ?? ""] })
        #expect(pairs == [["fertile", "ovulation"]])
    }

    @Test("the example: the original calendar fails all three rules, the redesign passes")
    func example() throws {
        let theme = try ResolvedTheme(contentsOfFile: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Examples/widgets.yml").path)
        let report = Auditor().audit(theme)
        let widgetFindings = report.findings.filter { AuditRule.widgetRules.contains($0.rule) }
        for rule in AuditRule.widgetRules {
            #expect(widgetFindings.contains { $0.rule == rule && $0.token.components[1] == "periodCalendar" }, "\(rule.id)")
        }
        #expect(!widgetFindings.contains { $0.token.components[1] == "cycleRing" }, "\(widgetFindings.map(\.message))")
        let disabled = Auditor(AuditConfiguration(disabledRules: Set(AuditRule.widgetRules.map(\.id)))).audit(theme)
        #expect(!disabled.findings.contains { AuditRule.widgetRules.contains($0.rule) })
    }
}

extension WidgetCheckTests {
    @Test("findings come in file order, widget by widget; a named theme that changes nothing adds none")
    func orderAndInheritance() throws {
        let yaml = Self.theme("""
                  a: { color: "#d81b60", role: fill }
                  b: { color: "#4fc3f7", role: fill }
            """) + "\nthemes:\n  ocean: {}\n"
        let report = try AuditFixtures.audit(yaml)
        let widgetFindings = report.findings.filter { AuditRule.widgetRules.contains($0.rule) }
        #expect(!widgetFindings.isEmpty)
        #expect(widgetFindings.allSatisfy { $0.theme == "default" })
        #expect(widgetFindings.first?.token == TokenPath(["widgets", "w"]))
    }
}

extension WidgetCheckTests {
    @Test("the fixer leaves widget findings alone and says how to fix them")
    func fixerSkipsWidgets() throws {
        let theme = try AuditFixtures.theme(Self.theme("""
                  a: { color: "#d81b60", role: fill }
                  b: { color: "#4fc3f7", role: fill }
            """))
        let result = ThemeFixer().fix(theme)
        #expect(result.proposals.isEmpty)
        let failure = try #require(result.failures.first { $0.rule == .widgetInformationLost })
        #expect(failure.reason.contains("monochrome"))
    }
}
