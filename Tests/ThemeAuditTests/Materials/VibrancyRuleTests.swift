import ColorScience
import Foundation
import Testing
import ThemeModel
@testable import ThemeAudit

/// `material-contrast` and `material-reduce-transparency` for content drawn with vibrancy, on the
/// smallest themes, with the expected figures worked out here from the value tables (Haze's
/// material layers, the design kit's vibrancy layers) and WCAG 2.x, not through the library.
@Suite("Rules: vibrancy on materials")
struct VibrancyRuleTests {
    static func overlay(_ c: Double, _ s: Double) -> Double { c <= 0.5 ? 2 * c * s : 1 - 2 * (1 - c) * (1 - s) }

    static func gray(_ value: Double) -> (r: Double, g: Double, b: Double) { (value, value, value) }

    /// The light thin material over white (1) or black (0) content: color dodge with #333333
    /// keeps 0 and 1, then 70 % of #A6A6A6.
    static func lightThin(_ content: Double) -> Double { 0.7 * 166 / 255 + 0.3 * content }

    /// The light vibrant secondary label over a gray material: luminosity #7F7F7F at 128/255,
    /// then overlay #3D3D3D.
    static func lightSecondary(_ material: Double) -> Double {
        overlay(material + 128.0 / 255 * (127.0 / 255 - material), 61.0 / 255)
    }

    static func theme(secondary light: String = "#3c3c4399", entry: String) -> String {
        """
        tokens:
          label:
            secondary:
              light: "\(light)"
              dark: "#ebebf599"
          background:
            primary:
              light: "#ffffff"
              dark: "#000000"
          badge: "#888888"
        materials:
        \(entry)
        """
    }

    static let secondaryOnThin = "  - foreground: label.secondary\n    materials: [thin]\n    vibrancy: secondaryLabel\n"

    @Test("a vibrant secondary label on the light thin material fails over black content, with the vibrant color")
    func failsOverContent() throws {
        let report = try AuditFixtures.audit(Self.theme(entry: Self.secondaryOnThin))
        let findings = report.findings(.materialContrast).filter { $0.appearance == .light }
        #expect(findings.count == 1)
        let finding = try #require(findings.first)
        let material = Self.lightThin(0)
        let expected = Reference.ratio(Self.gray(Self.lightSecondary(material)), Self.gray(material))
        #expect(close(finding.measured, expected), "\(finding.measured ?? 0) vs \(expected)")
        // Over white content it does better, so black is the worst case.
        let overWhite = Reference.ratio(Self.gray(Self.lightSecondary(Self.lightThin(1))), Self.gray(Self.lightThin(1)))
        #expect(overWhite > expected)
        #expect(close(finding.required, 4.5))
        #expect(finding.message.hasPrefix("\(ContrastRatioFormat.string(expected)):1 as vibrant secondaryLabel (#3a3a3a) on the thin material over black content"),
                "\(finding.message)")
        #expect(finding.colors.map(\.hex) == ["#3a3a3a", "#747474"])
        #expect(finding.location.line == 3)
    }

    @Test("the dark vibrant secondary label passes: plus-lighter #999999 lifts it over every content")
    func passesInDark() throws {
        let report = try AuditFixtures.audit(Self.theme(entry: Self.secondaryOnThin))
        #expect(report.findings(.materialContrast).filter { $0.appearance.map { $0.scheme == .dark } ?? false }.isEmpty)
        // The worst case by hand: dark thin over white content (overlay keeps 1; 70 % of #252525), + 0.6.
        let material = 0.7 * 37 / 255 + 0.3
        #expect(Reference.ratio(Self.gray(min(1, material + 0.6)), Self.gray(material)) > 4.5)
    }

    @Test("with vibrancy the token's own color is not what is measured over content")
    func ownColorIgnored() throws {
        let gray = try AuditFixtures.audit(Self.theme(entry: Self.secondaryOnThin))
        let black = try AuditFixtures.audit(Self.theme(secondary: "#000000", entry: Self.secondaryOnThin))
        let a = gray.findings(.materialContrast).map(\.measured)
        let b = black.findings(.materialContrast).map(\.measured)
        #expect(a.count == b.count && !a.isEmpty)
        for (x, y) in zip(a, b) { #expect(close(x, y ?? 0, 1e-9)) }
        // Without vibrancy, black passes on the thin material over black content (ratio of #747474 to black).
        let plain = try AuditFixtures.audit(Self.theme(secondary: "#000000", entry: "  - foreground: label.secondary\n    materials: [thin]\n"))
        #expect(plain.findings(.materialContrast).filter { $0.appearance == .light }.isEmpty)
    }

    @Test("with Reduce Transparency, vibrant content is measured as the plain system color of its level")
    func reduceTransparency() throws {
        let report = try AuditFixtures.audit(Self.theme(entry: Self.secondaryOnThin))
        let finding = try #require(report.findings(.materialReduceTransparency).first { $0.appearance == .light })
        // system.secondaryLabel in light, #3C3C43 at 153/255, over the opaque thin material (#C1C1C1 unrounded).
        let opaque = Self.lightThin(1), a = 153.0 / 255
        let label = (r: a * 60 / 255 + (1 - a) * opaque, g: a * 60 / 255 + (1 - a) * opaque, b: a * 67 / 255 + (1 - a) * opaque)
        let expected = Reference.ratio(label, Self.gray(opaque))
        #expect(close(finding.measured, expected), "\(finding.measured ?? 0) vs \(expected)")
        #expect(finding.message.contains("as plain secondaryLabel"), "\(finding.message)")
        #expect(finding.message.contains("no vibrancy) on the thin material made opaque by Reduce Transparency (#c1c1c1)"), "\(finding.message)")
        // Increase Contrast takes the system color's increased value (alpha 173): higher, still failing.
        let increased = try #require(report.findings(.materialReduceTransparency).first { $0.appearance == Appearance(.light, .increased) })
        #expect((increased.measured ?? 0) > (finding.measured ?? 0))
    }

    @Test("a token without a role takes the vibrancy style's: a fill needs 3:1, a label 4.5:1")
    func roleFromStyle() throws {
        let theme = try AuditFixtures.theme(Self.theme(entry: """
              - foreground: badge
                materials: [regular]
                vibrancy: fill
              - foreground: badge
                materials: [regular]
                vibrancy: tertiaryLabel
              - foreground: label.secondary
                materials: [regular]
                vibrancy: fill
            """))
        let checks = theme.document.materials.map {
            MaterialCheck.checks($0, in: theme, name: ThemeDocument.defaultThemeName, appearance: .light, policy: .wcagAA)
        }
        #expect(checks.map { $0.first?.required ?? 0 } == [3, 4.5, 4.5])
        #expect(checks.map { $0.first?.vibrancy } == [.fill, .tertiaryLabel, .fill])
        #expect(checks[0].first?.worst?.vibrancy == .fill)
        #expect(checks[0].first?.opaque.vibrancy == .fill)
    }
}
