import ColorScience
import Testing
import ThemeModel
@testable import ThemeAudit

/// `neumorphic-icon-contrast`, `neumorphic-boundary`, `neumorphic-hit-target` and
/// `neumorphic-pressed-state`, run by the audit on a theme's `neumorphic:` controls.
@Suite("Rules: neumorphic controls")
struct NeumorphicRuleTests {
    static func theme(surface: String, icon: String, accent: String? = nil, size: String = "60", darkSurface: String? = nil) -> String {
        """
        tokens:
          surface:
            main:
              role: background
              light: "\(surface)"
              dark: "\(darkSurface ?? surface)"
          icon:
            primary: "\(icon)"
        neumorphic:
          play:
            surface: "{surface.main}"
            icon: "{icon.primary}"
        \(accent.map { "    accent: \"\($0)\"\n" } ?? "")    size: \(size)
        """
    }

    /// The lowest contrast of the icon over the fills of every state, from the derived style's
    /// 8-bit colors with the test's own WCAG arithmetic.
    static func lowestIconRatio(_ icon: String, _ style: NeumorphicStyle) -> Double {
        let fills = NeumorphicState.allCases.flatMap { state -> [SRGB] in
            let fill = style.appearance(state).fill
            return [fill.start, fill.end]
        }
        return fills.map { Reference.ratio(icon, RGBA8(rounding: $0).hexRGB) }.min()!
    }

    @Test("an icon below 4.5:1 on a control's fills is an error, with the lowest ratio over every state")
    func iconFailing() throws {
        let report = try AuditFixtures.audit(Self.theme(surface: "#323c41", icon: "#6e6e6e"))
        let findings = report.findings(.neumorphicIconContrast)
        #expect(findings.count == 8, "one per appearance")
        let finding = try #require(findings.first)
        #expect(finding.severity == .error)
        #expect(finding.token == "neumorphic.play")
        #expect(finding.location.line == 10)
        let style = NeumorphicStyle.derive(base: SRGB(RGBA8(red: 0x32, green: 0x3c, blue: 0x41)), dark: true)
        let expected = Self.lowestIconRatio("#6e6e6e", style)
        #expect(expected < 4.5)
        #expect(close(finding.measured, expected))
        #expect(finding.required == 4.5)
    }

    @Test("an icon between 4.5:1 and 7:1 is a warning; above 7:1 passes")
    func iconWarningAndPassing() throws {
        let warned = try AuditFixtures.audit(Self.theme(surface: "#323c41", icon: "#c8c8c8")).findings(.neumorphicIconContrast)
        let style = NeumorphicStyle.derive(base: SRGB(RGBA8(red: 0x32, green: 0x3c, blue: 0x41)), dark: true)
        let ratio = Self.lowestIconRatio("#c8c8c8", style)
        #expect(ratio >= 4.5 && ratio < 7, "the fixture sits between the minimum and the goal: \(ratio)")
        #expect(!warned.isEmpty && warned.allSatisfy { $0.severity == .warning && $0.required == 7 })
        #expect(Self.lowestIconRatio("#ffffff", style) >= 7)
        #expect(try AuditFixtures.audit(Self.theme(surface: "#323c41", icon: "#ffffff")).findings(.neumorphicIconContrast).isEmpty)
    }

    @Test("soft shadows alone are no boundary; an accent ring at 3:1 is")
    func boundary() throws {
        let shadowsOnly = try AuditFixtures.audit(Self.theme(surface: "#e0e5ec", icon: "#000000")).findings(.neumorphicBoundary)
        #expect(shadowsOnly.count == 8)
        #expect(shadowsOnly.allSatisfy { ($0.measured ?? 3) < 3 })
        #expect(shadowsOnly.first?.message.contains("add an accent ring") == true)
        // The finding carries the shadow it measured: the one that stands out more from the surface.
        let plain = NeumorphicStyle.derive(base: SRGB(RGBA8(red: 0xe0, green: 0xe5, blue: 0xec)), dark: false)
        let shadows = [plain.highlight, plain.shade].map { RGBA8(rounding: $0) }
            .map { (color: $0, ratio: Reference.ratio($0.hexRGB, "#e0e5ec")) }
        let strongest = try #require(shadows.max { $0.ratio < $1.ratio })
        #expect(shadowsOnly.first?.colors == [strongest.color, RGBA8(red: 0xe0, green: 0xe5, blue: 0xec)])
        #expect(close(shadowsOnly.first?.measured, strongest.ratio))
        // The ring and its end (moved towards the surface) against the surface, independently.
        let style = NeumorphicStyle.derive(base: SRGB(RGBA8(red: 0xe0, green: 0xe5, blue: 0xec)), dark: false,
                                           accent: SRGB(RGBA8(red: 0x00, green: 0x40, blue: 0xdd)))
        let ring = try #require(style.ring)
        let lowest = [ring.start, ring.end].map { Reference.ratio(RGBA8(rounding: $0).hexRGB, "#e0e5ec") }.min()!
        #expect(lowest >= 3)
        let ringed = try AuditFixtures.audit(Self.theme(surface: "#e0e5ec", icon: "#000000", accent: "#0040dd"))
        #expect(ringed.findings(.neumorphicBoundary).isEmpty)
    }

    @Test("a control under 44×44 pt fails the hit target; 44 pt passes")
    func hitTarget() throws {
        let small = try AuditFixtures.audit(Self.theme(surface: "#323c41", icon: "#ffffff", size: "60x36")).findings(.neumorphicHitTarget)
        #expect(small.count == 8)
        #expect(small.first?.measured == 36)
        #expect(small.first?.message.contains("60×36 pt") == true)
        #expect(try AuditFixtures.audit(Self.theme(surface: "#323c41", icon: "#ffffff", size: "44")).findings(.neumorphicHitTarget).isEmpty)
    }

    @Test("the derived pressed state differs by its shadows, so it passes")
    func pressedState() throws {
        let report = try AuditFixtures.audit(Self.theme(surface: "#323c41", icon: "#ffffff"))
        #expect(report.findings(.neumorphicPressedState).isEmpty)
    }

    @Test("findings follow the appearance: a surface that fails only in dark is reported only in dark")
    func perAppearance() throws {
        // Black icon: fine on the light gray surface, unreadable on the dark one.
        let report = try AuditFixtures.audit(Self.theme(surface: "#e0e5ec", icon: "#000000", darkSurface: "#1c1c1e"))
        let findings = report.findings(.neumorphicIconContrast)
        #expect(!findings.isEmpty)
        #expect(findings.allSatisfy { $0.appearance?.scheme == .dark })
    }

    @Test("component findings follow the tokens: a widget's elements together, then neumorphic controls")
    func order() throws {
        let elements = ["#ff0000", "#00ff00", "#0000ff", "#ffff00", "#ff00ff", "#00ffff", "#777777"].enumerated()
            .map { "      e\($0.offset): { color: \"\($0.element)\", role: fill }" }.joined(separator: "\n")
        let report = try AuditFixtures.audit("""
            tokens:
              bg: { role: background, light: "#eeeeee", dark: "#222222" }
            neumorphic:
              play: { surface: "{bg}", icon: "#999999", size: 30 }
            widgets:
              w:
                background: "{bg}"
                elements:
            \(elements)
            """)
        let roots = report.findings.map { $0.token.components[0] }
        #expect(roots.contains("widgets") && roots.contains("neumorphic"))
        let firstControl = try #require(roots.firstIndex(of: "neumorphic"))
        #expect(!roots[firstControl...].contains("widgets"), "\(report.findings.map(\.token.string))")
    }

    @Test("the rules can be switched off by id")
    func disabled() throws {
        let configuration = AuditConfiguration(disabledRules: Set(AuditRule.neumorphic.map(\.id)))
        let report = try AuditFixtures.audit(Self.theme(surface: "#323c41", icon: "#6e6e6e", size: "30"), configuration)
        #expect(report.findings.allSatisfy { !$0.rule.id.hasPrefix("neumorphic") })
    }
}
