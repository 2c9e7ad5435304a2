import ThemeAudit
import ThemeModel

/// What a report page shows: a resolved theme (a theme file, catalog, token file, or the
/// theme an app's sources make), its audit, and the fixer's proposals.
public struct ReportInput: Sendable {
    public var theme: ResolvedTheme
    public var audit: AuditReport
    /// The configuration the audit ran with (its distinct minimum sizes the groups' verdicts).
    public var configuration: AuditConfiguration
    /// The fixer's proposals for the audit's errors; nil: the page has no fix section.
    public var fixes: FixResult?
    /// The page's heading: the theme's name, else its file's.
    public var title: String
    /// Lines said under the heading (what was read, how much of an app's code was resolved).
    public var notes: [String]
    /// Problems to show above the page, as errors (the theme file no longer reads, in the live
    /// preview: the page below is the last one that did).
    public var problems: [String] = []
    /// The page's version in the live preview (it reloads when the server has a newer one);
    /// nil for a page written to disk.
    public var liveVersion: Int?

    public init(theme: ResolvedTheme, audit: AuditReport, configuration: AuditConfiguration? = nil, fixes: FixResult? = nil,
                title: String? = nil, notes: [String] = []) {
        self.theme = theme
        self.audit = audit
        self.configuration = configuration ?? AuditConfiguration(policy: audit.policy)
        self.fixes = fixes
        self.title = title ?? theme.document.name ?? theme.document.file
        self.notes = notes
    }
}
