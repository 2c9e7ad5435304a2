extension AuditRule {
    static let widgetManualFix = "widget findings are fixed in the widget, not its colors: `tincture widget` suggests `monochrome:` alphas and accentable elements"

    public static let widgetInformationLost = AuditRule(
        id: "widget-information-lost", name: "Widget information lost under tint", severity: .error,
        help: "Two widget elements of the same role that look clearly different in full color (ΔEOK of 0.05 or more) must not look the same (ΔEOK under 0.02) when the widget is tinted (accented mode, for each checked tint) or vibrant: WidgetKit draws them from their alpha alone, so elements told apart by color alone collapse. Tell them apart by alpha (the monochrome ladder `tincture widget` suggests).",
        manualFix: Self.widgetManualFix)

    public static let widgetTintContrast = AuditRule(
        id: "widget-tint-contrast", name: "Widget contrast in every rendering mode", severity: .error,
        help: "Each text and icon element of a widget must reach its contrast minimum (4.5:1 text, 3:1 icons at AA) against what it is drawn on, in full color, in the accented mode with every checked tint (system orange, blue, green, pink, purple and a zero-saturation tint), and in the vibrant mode. The worst tint is reported.",
        manualFix: Self.widgetManualFix)

    public static let widgetDefaultGroup = AuditRule(
        id: "widget-default-group", name: "Widget left in the default group", severity: .warning,
        help: "A widget with no accentable element is drawn all white when tinted — what the seed article saw after building with Xcode 16. Mark the most important element with widgetAccentable() (`accentable: true`); the most important element should not be left white while less important ones take the tint.",
        manualFix: Self.widgetManualFix)

    /// The widget rules, in the order they are reported.
    public static let widgetRules: [AuditRule] = [.widgetInformationLost, .widgetTintContrast, .widgetDefaultGroup]
}
