import ColorScience
import Foundation
import ThemeAudit
import ThemeModel

/// The audit for people: findings grouped by theme and token, each with swatches, the figures
/// and the appearances it holds in (one line for the appearances with the same result); then a
/// summary line.
struct AuditTextReport {
    let report: AuditReport
    let theme: ResolvedTheme
    let console: Console

    /// Findings that read the same but for their appearance.
    struct Line {
        var finding: Finding
        var appearances: [Appearance]
    }

    var lines: [Line] {
        var result: [Line] = []
        for finding in report.findings {
            if var last = result.last, Self.sameButAppearance(last.finding, finding), let appearance = finding.appearance {
                last.appearances.append(appearance)
                result[result.count - 1] = last
            } else {
                result.append(Line(finding: finding, appearances: finding.appearance.map { [$0] } ?? []))
            }
        }
        return result
    }

    static func sameButAppearance(_ a: Finding, _ b: Finding) -> Bool {
        a.theme == b.theme && a.token == b.token && a.location == b.location && a.rule == b.rule && a.other == b.other && a.vision == b.vision
            && a.message == b.message && a.colors == b.colors && a.severity == b.severity
    }

    func write() {
        var currentTheme: String?
        var currentToken: TokenPath?
        var currentLocation: ThemeModel.SourceLocation?
        for line in lines {
            let finding = line.finding
            if finding.theme != currentTheme {
                if currentTheme != nil { console.line() }
                console.line("theme \(finding.theme)")
                currentTheme = finding.theme
                currentToken = nil
                currentLocation = nil
            }
            // A token used at several places in code is named again at each.
            if finding.token != currentToken || finding.location != currentLocation {
                console.line("  \(finding.token)  \(finding.location)")
                currentToken = finding.token
                currentLocation = finding.location
            }
            let swatches = finding.colors.map { Swatch.of(Color(SRGB($0)), in: console) }.joined()
            let severity = finding.severity.rawValue.padding(toLength: 7, withPad: " ", startingAt: 0)
            let appearances = line.appearances.isEmpty ? "" : " in " + Self.describe(line.appearances, of: theme.appearances)
            console.line("    \(severity) \(swatches)\(finding.message)\(appearances)  [\(finding.rule.id)]")
        }
        if !report.findings.isEmpty { console.line() }
        console.line(summary)
    }

    /// `dark+elevated, dark+increased+elevated`, or `all light appearances` and the like, among
    /// the appearances a theme's platform has (`all`: eight on iOS, four on macOS).
    static func describe(_ appearances: [Appearance], of all: [Appearance] = Appearance.all) -> String {
        if Set(appearances) == Set(all) { return "every appearance" }
        for scheme in Appearance.Scheme.allCases where Set(appearances) == Set(all.filter { $0.scheme == scheme }) {
            return "every \(scheme.rawValue) appearance"
        }
        return appearances.map(\.name).joined(separator: ", ")
    }

    var summary: String {
        let (errors, warnings, notes) = (report.count(.error), report.count(.warning), report.count(.note))
        let themes = report.themes.count
        var text = "\(Counted(errors, "error")), \(Counted(warnings, "warning"))"
        if notes > 0 { text += ", \(Counted(notes, "note"))" }
        if !report.suppressed.isEmpty { text += ", \(report.suppressed.count) suppressed" }
        if report.baselined > 0 { text += ", \(report.baselined) in the baseline" }
        // A line above folds the appearances it holds in; the counts do not.
        if report.findings.contains(where: { $0.appearance != nil }) { text += ", counted per appearance" }
        text += " — \(Counted(report.pairCount, "pair")) in \(Counted(themes, "theme")) × \(Counted(theme.appearances.count, "appearance"))"
            + (theme.document.systemEra.isMac ? " (Aqua, Dark Aqua, with and without Increase Contrast)" : "")
        text += " × \(Counted(1 + report.visions.count, "vision")), policy \(report.policy.rawValue)"
        let document = theme.document
        let components = [("widget", "widgets", document.widgets.count), ("material entry", "material entries", document.materials.count),
                          ("neumorphic control", "neumorphic controls", document.neumorphic.count)].filter { $0.2 > 0 }
        if !components.isEmpty {
            text += "; " + components.map { "\($0.2) \($0.2 == 1 ? $0.0 : $0.1)" }.joined(separator: ", ")
        }
        if report.inheritedCount > 0 {
            text += "; \(Counted(report.inheritedCount, "finding")) named themes inherit \(report.inheritedCount == 1 ? "is" : "are") shown once"
        }
        return text
    }
}
