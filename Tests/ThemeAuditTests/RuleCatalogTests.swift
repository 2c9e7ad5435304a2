import Testing
@testable import ThemeAudit

/// The rule list itself: stable ids, in report order, each with help.
@Suite("Rule catalog")
struct RuleCatalogTests {
    @Test("AuditRule.all lists the rules with unique ids, severities and help")
    func catalog() {
        #expect(AuditRule.all.map(\.id) == [
            "unreadable-color", "unknown-system-color", "unknown-color-name", "hard-coded-color", "contrast", "contrast-color-vision", "distinct", "distinct-red-green", "increased-contrast-direction",
            "increased-contrast-lowers", "elevation", "shared-interactive-color", "pure-white-surface", "imperceptible-difference",
            "text-too-small", "material-contrast", "material-reduce-transparency", "glass-contrast", "glass-unbounded",
            "glass-reduce-transparency", "glass-increase-contrast", "widget-information-lost", "widget-tint-contrast", "widget-default-group",
            "neumorphic-icon-contrast", "neumorphic-boundary", "neumorphic-hit-target", "neumorphic-pressed-state",
            "superfluous-suppression",
        ])
        #expect(AuditRule.all.map(\.severity) == [
            .error, .error, .error, .warning, .error, .warning, .error, .warning, .error, .error, .error, .warning, .warning, .warning, .error, .error, .error,
            .error, .warning, .error, .error,
            .error, .error, .warning, .error, .error, .error, .error, .warning,
        ])
        #expect(AuditRule.all.allSatisfy { !$0.help.isEmpty && !$0.name.isEmpty })
    }
}
