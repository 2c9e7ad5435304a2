import ThemeModel

extension AuditContext {
    /// The widget checks (``WidgetChecks``) for every widget the theme file describes.
    mutating func auditWidgets(theme name: String) {
        for widget in theme.widgets {
            for finding in WidgetChecks.findings(widget, in: theme, theme: name, policy: configuration.policy) { add(finding) }
        }
    }
}
