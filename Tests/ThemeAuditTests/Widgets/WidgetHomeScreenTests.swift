import ColorScience
import Foundation
import Testing
import ThemeModel
@testable import ThemeAudit

/// iOS 26's Clear and Tinted home screens: the widget accented on Liquid Glass over the
/// wallpaper (the glass's 35 % black dimming is a third-party figure, unconfirmed).
@Suite("Widgets on the Clear and Tinted home screens")
struct WidgetHomeScreenTests {
    @Test("white text on the Clear home screen's glass: 2.442:1 at worst, over a white wallpaper (35 % black dimming); shown, not a finding")
    func clearWorstCase() throws {
        let yaml = WidgetCheckTests.theme("""
                  title: { color: "#ffffff", role: text, accentable: true }
            """)
        let theme = try AuditFixtures.theme(yaml)
        let widget = try #require(theme.widget(named: "w"))
        let resolved = try #require(ResolvedWidget(widget, in: theme, appearance: .light))
        let clear = try #require(WidgetChecks.homeScreenContrast(resolved).first { $0.screen == .clear })
        // White over white dimmed by 35 % black (gamma-encoded source-over): 0.65 gray.
        let expected = WCAG21Contrast.ratio(SRGB(red: 1, green: 1, blue: 1), SRGB(red: 0.65, green: 0.65, blue: 0.65))
        #expect(abs(expected - 2.442) < 0.001)
        #expect(abs(clear.ratio - expected) < 1e-9)
        #expect(clear.wallpaper == SRGB(red: 1, green: 1, blue: 1) && clear.minimum == 4.5)
        // The system's glass is not the widget's to change: no audit finding for it.
        #expect(try AuditFixtures.audit(yaml).findings.allSatisfy { !$0.message.contains("home screen") })
    }

    @Test("two fills told apart by color but of one alpha: the accented mode already loses them, so the home screens add nothing for them")
    func informationLostOnce() throws {
        let report = try AuditFixtures.audit(WidgetCheckTests.theme("""
                  period: { color: "#d81b60", role: fill }
                  fertile: { color: "#4fc3f7", role: fill }
            """))
        let lost = report.findings(.widgetInformationLost)
        #expect(lost.contains { $0.message.contains("under accented") })
        #expect(!lost.contains { $0.message.contains("home screen") })
    }

    @Test("an accent fill and a default fill of one alpha collapse on the Clear home screen (both white): the zero-saturation tint already reports it")
    func clearCollapsesGroups() throws {
        let yaml = WidgetCheckTests.theme("""
                  today: { color: "#ff7043", role: fill, accentable: true }
                  period: { color: "#d81b60", role: fill }
            """)
        let theme = try AuditFixtures.theme(yaml)
        let widget = try #require(theme.widget(named: "w"))
        let resolved = try #require(ResolvedWidget(widget, in: theme, appearance: .light))
        #expect(WidgetChecks.homeScreens(resolved).contains { $0.message.contains("on the Clear home screen") })
        let lost = try AuditFixtures.audit(yaml).findings(.widgetInformationLost)
        #expect(lost.contains { $0.message.contains("under accented") } && !lost.contains { $0.message.contains("home screen") }, "\(lost.map(\.message))")
    }

    @Test("the glass of each home screen: clear, tinted at 30 % on Tinted, dimmed 35 % black")
    func glass() {
        let tint = SRGB(red: 1, green: 149.0 / 255, blue: 0)
        let clear = WidgetRendering.homeScreenGlass(.clear, tint: tint)
        #expect(clear.variant == .clear && clear.tint == nil && clear.dim == SRGB(red: 0, green: 0, blue: 0, alpha: 0.35))
        let tinted = WidgetRendering.homeScreenGlass(.tinted, tint: tint)
        #expect(tinted.tint == SRGB(red: 1, green: 149.0 / 255, blue: 0, alpha: 0.3))
        #expect(WidgetHomeScreen.clear.tints.count == 1 && WidgetHomeScreen.tinted.tints == WidgetTint.checked)
    }
}
