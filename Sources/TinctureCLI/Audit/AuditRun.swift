import Foundation
import SourceScan
import ThemeAudit
import ThemeModel

/// An audit as the commands run it: the rules, then the suppressions written in the files read
/// (the theme file's `#` comments, the app's Swift `//` comments) and the configuration's
/// `ignore:` entries.
enum AuditRun {
    static func audit(_ theme: ResolvedTheme, configuration: AuditConfiguration, scan: AppScan?, ignoring entries: [IgnoreEntry] = []) -> AuditReport {
        let report = Auditor(configuration).audit(theme)
        return report.applying(suppressions(theme: theme, scan: scan, findings: report.findings), ignoring: entries,
                               configuration: configuration)
    }

    /// The suppressions in the files an audit read: the theme file, the app's Swift files and
    /// theme files, and any other file a finding is placed in that has comments.
    static func suppressions(theme: ResolvedTheme, scan: AppScan?, findings: [Finding]) -> [Suppression] {
        var files = [theme.document.file] + (scan?.files.map(\.file) ?? [])
        files += findings.map(\.location.file)
        var seen: Set<String> = []
        var result: [Suppression] = []
        for file in files where seen.insert(file).inserted {
            guard let style = Suppression.CommentStyle(file: file), let text = try? ThemeSource.read(path: file),
                  text.contains("tincture:") else { continue }
            result += Suppression.parse(text, file: file, style: style)
        }
        return result
    }
}
