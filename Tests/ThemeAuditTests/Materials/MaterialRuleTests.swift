import Foundation
import Testing
import ThemeModel
@testable import ThemeAudit

/// `material-contrast` and `material-reduce-transparency`, with the expected figures worked out
/// here from the layer table (Haze's Cupertino values) and WCAG 2.x, not through the library.
@Suite("Rules: materials")
struct MaterialRuleTests {
    /// A material over flat content, by hand: the blend (color dodge in light, overlay in dark)
    /// of a gray content, then the gray tint at its alpha. Channels 0…1.
    static func material(_ content: Double, blend: Double, tint: Double, alpha: Double, light: Bool) -> Double {
        let blended = light
            ? (content <= 0 ? 0 : min(1, content / (1 - blend)))
            : (content <= 0.5 ? 2 * content * blend : 1 - 2 * (1 - content) * (1 - blend))
        return alpha * tint + (1 - alpha) * blended
    }

    static func gray(_ value: Double) -> (r: Double, g: Double, b: Double) { (value, value, value) }

    static let theme = """
        tokens:
          label:
            primary:
              light: "#000000"
              dark: "#ffffff"
            tertiary:
              light: "#3c3c434d"
              dark: "#ebebf54d"
          background:
            primary:
              light: "#ffffff"
              dark: "#000000"

        """

    @Test("a black label on the light thick material passes over every content, and with Reduce Transparency")
    func passing() throws {
        let report = try AuditFixtures.audit(Self.theme + """
            materials:
              - foreground: label.primary
                materials: [thick]
            """)
        #expect(report.findings(.materialContrast).isEmpty)
        #expect(report.findings(.materialReduceTransparency).isEmpty)
        // The worst case by hand: thick (#5C5C5C dodge, #999999 at 97 %) over black content.
        let worst = Self.material(0, blend: 92.0 / 255, tint: 153.0 / 255, alpha: 0.97, light: true)
        #expect(Reference.ratio(Self.gray(0), Self.gray(worst)) > 4.5)
    }

    @Test("a black label on the light ultra thin material fails over black content, with the figures")
    func failingOverContent() throws {
        let report = try AuditFixtures.audit(Self.theme + """
            materials:
              - foreground: label.primary
                materials: [ultraThin]
            """)
        let findings = report.findings(.materialContrast).filter { $0.appearance == .light }
        #expect(findings.count == 1)
        let finding = try #require(findings.first)
        // ultra thin in light over black: dodge leaves 0; 44 % of #BFBFBF.
        let background = Self.material(0, blend: 13.0 / 255, tint: 191.0 / 255, alpha: 0.44, light: true)
        let expected = Reference.ratio(Self.gray(0), Self.gray(background))
        #expect(close(finding.measured, expected), "\(finding.measured ?? 0) vs \(expected)")
        #expect(close(finding.required, 4.5))
        #expect(finding.token == "label.primary")
        #expect(finding.other == nil)
        #expect(finding.severity == .error)
        #expect(finding.message.contains("ultraThin material over black content"))
        #expect(finding.colors.map(\.hex) == ["#000000", "#545454"])
        #expect(finding.location.line == 3)
        // The opaque Reduce Transparency color is light (#E3E3E3): black passes on it.
        #expect(report.findings(.materialReduceTransparency).filter { $0.token == "label.primary" }.isEmpty)
    }

    @Test("a translucent tertiary label fails on the opaque ultra thin material in dark")
    func failingReduceTransparency() throws {
        let report = try AuditFixtures.audit(Self.theme + """
            materials:
              - foreground: label.tertiary
                materials: [ultraThin]
            """)
        let finding = try #require(report.findings(.materialReduceTransparency).first { $0.appearance == .dark })
        // Opaque ultra thin in dark: 55 % of #252525 over black; the label at 0x4D/255 over it.
        let background = 0.55 * 37 / 255
        let a = 77.0 / 255
        let label = (r: a * 235 / 255 + (1 - a) * background, g: a * 235 / 255 + (1 - a) * background, b: a * 245 / 255 + (1 - a) * background)
        let expected = Reference.ratio(label, Self.gray(background))
        #expect(close(finding.measured, expected), "\(finding.measured ?? 0) vs \(expected)")
        #expect(finding.message.contains("made opaque by Reduce Transparency (#141414)"))
        #expect(finding.colors.last?.hex == "#141414")
    }

    @Test("a declared minimum overrides the policy: white on the dark regular material passes 4.5:1, fails 9:1")
    func minimumOverrides() throws {
        let entry = "materials:\n  - foreground: label.primary\n    materials: [regular]\n"
        let byPolicy = try AuditFixtures.audit(Self.theme + entry)
        #expect(byPolicy.findings(.materialContrast).isEmpty)
        let strict = try AuditFixtures.audit(Self.theme + entry + "    minimum: 9\n")
        let finding = try #require(strict.findings(.materialContrast).first { $0.appearance == .dark })
        #expect(close(finding.required, 9))
        // Dark regular over white content: overlay keeps 1; 82 % of #252525 over it.
        let expected = Reference.ratio(Self.gray(1), Self.gray(Self.material(1, blend: 140.0 / 255, tint: 37.0 / 255, alpha: 0.82, light: false)))
        #expect(expected > 4.5 && expected < 9)
        #expect(close(finding.measured, expected))
        #expect(finding.message.contains("over white content"))
    }

    @Test("a content token that is the worst case is named in the finding")
    func namedContent() throws {
        let yaml = Self.theme + """
              mid:
                light: "#a6a6a6"
                dark: "#ffffff"
              photo:
                gray: "#525252"
            materials:
              - foreground: mid
                materials: [regular]

            """
        // Without the content token the worst light content is black (material #939393).
        let plain = try AuditFixtures.audit(yaml)
        let light = try #require(plain.findings(.materialContrast).first { $0.appearance == .light })
        #expect(light.other == nil)
        #expect(light.message.contains("over black content"))
        // With it: #525252 dodged by #383838 then 82 % of #B3B3B3 lands next to #A6A6A6.
        let named = try AuditFixtures.audit(yaml + "    content: [photo.gray]\n")
        let finding = try #require(named.findings(.materialContrast).first { $0.appearance == .light })
        #expect(finding.other == "photo.gray")
        #expect(finding.message.contains("over photo.gray content"))
        let background = Self.material(82.0 / 255, blend: 56.0 / 255, tint: 179.0 / 255, alpha: 0.82, light: true)
        let expected = Reference.ratio(Self.gray(166.0 / 255), Self.gray(background))
        #expect(close(finding.measured, expected))
        #expect(expected < 1.05)
    }

    @Test("no materials section, no material findings; the rules can be switched off")
    func absentAndDisabled() throws {
        let none = try AuditFixtures.audit(Self.theme)
        #expect(none.findings(.materialContrast).isEmpty && none.findings(.materialReduceTransparency).isEmpty)
        let yaml = Self.theme + "materials:\n  - foreground: label.tertiary\n"
        #expect(!(try AuditFixtures.audit(yaml)).findings(.materialContrast).isEmpty)
        var configuration = AuditConfiguration()
        configuration.disabledRules = ["material-contrast", "material-reduce-transparency"]
        let off = try AuditFixtures.audit(yaml, configuration)
        #expect(off.findings(.materialContrast).isEmpty && off.findings(.materialReduceTransparency).isEmpty)
    }
}
