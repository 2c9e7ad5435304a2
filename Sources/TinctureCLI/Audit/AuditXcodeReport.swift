import Foundation
import ThemeAudit
import ThemeModel

/// The audit as Xcode reads a build's output: one `path:line:column: error|warning|note:
/// message (rule)` line per finding (the same finding in several appearances is one line),
/// the path absolute so that Xcode can open it, then the summary as plain text. Xcode shows
/// each on its line and in the issue navigator; so do SwiftPM's plugins.
enum AuditXcodeReport {
    /// The lines, without the summary. `currentDirectory` makes relative paths absolute.
    static func diagnostics(_ report: AuditReport, theme: ResolvedTheme, currentDirectory: String) -> [String] {
        let grouped = AuditTextReport(report: report, theme: theme, console: .silent).lines
        return grouped.map { line in
            let finding = line.finding
            let location = finding.location
            var message = finding.message
            if !line.appearances.isEmpty { message += " in " + AuditTextReport.describe(line.appearances, of: theme.appearances) }
            if finding.theme != ThemeDocument.defaultThemeName { message += ", theme \(finding.theme)" }
            let path = absolute(location.file, in: currentDirectory)
            return "\(path):\(max(location.line, 1)):\(max(location.column, 1)): \(finding.severity.rawValue): \(finding.token): \(message) (\(finding.rule.id))"
        }
    }

    static func absolute(_ path: String, in directory: String) -> String {
        guard !path.hasPrefix("/"), !directory.isEmpty else { return path }
        return URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: directory, isDirectory: true)).standardizedFileURL.path
    }

    /// Whether the tool runs inside an Xcode build (a Run Script phase or a plugin Xcode runs),
    /// where Xcode's format is the default.
    static func isInsideXcode(_ environment: [String: String]) -> Bool {
        environment["XCODE_VERSION_ACTUAL"] != nil || environment["XCODE_PRODUCT_BUILD_VERSION"] != nil
    }
}

extension Console {
    /// A console that writes nowhere.
    static var silent: Console {
        Console(write: { _ in }, writeError: { _ in }, readLine: { nil }, outputIsTerminal: false, environment: [:])
    }
}
