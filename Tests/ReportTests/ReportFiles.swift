import Foundation
import Report
import ThemeAudit
import ThemeModel

/// Paths in the repository, found from this file so tests run from any directory.
enum ReportFiles {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func path(_ relative: String) -> String { root.appendingPathComponent(relative).path }

    static func text(_ relative: String) throws -> String {
        try String(contentsOfFile: path(relative), encoding: .utf8)
    }

    /// An example theme of the repository, resolved with its file named as in the repository.
    static func example(_ name: String) throws -> ResolvedTheme {
        try ResolvedTheme(yaml: text("Examples/\(name)"), file: "Examples/\(name)")
    }

    /// The page `tincture report` writes for a theme: its audit and the fixer's proposals.
    static func page(_ theme: ResolvedTheme, policy: ContrastPolicy = .wcagAA) -> String {
        let configuration = AuditConfiguration(policy: policy)
        let audit = Auditor(configuration).audit(theme)
        let fixes = audit.count(.error) > 0 ? ThemeFixer(FixOptions(audit: configuration)).fix(theme) : nil
        return HTMLReport.page(ReportInput(theme: theme, audit: audit, fixes: fixes))
    }

    static var isRecording: Bool { ProcessInfo.processInfo.environment["RECORD_GOLDEN"] == "1" }

    /// Compares `text` with `Tests/ReportTests/Golden/<name>`, or writes it there when recording.
    static func golden(_ text: String, named name: String) throws -> String? {
        let path = self.path("Tests/ReportTests/Golden/" + name)
        if isRecording {
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
            return text
        }
        return FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
    }
}
