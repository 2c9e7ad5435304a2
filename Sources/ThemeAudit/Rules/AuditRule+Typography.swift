import ThemeModel

extension AuditRule {
    /// Text below the HIG's 11 pt minimum.
    public static let textTooSmall = AuditRule(
        id: "text-too-small", name: "Text smaller than 11 pt", severity: .error,
        help: "Text must be at least 11 points at the default text size, the HIG's minimum (Apple's own text styles stop shrinking there). A token's or a contrast entry's `size`, or a font read from Swift (`.font(.system(size: 9))`, `UIFont.systemFont(ofSize: 9)`), below 11 pt is reported. A Dynamic Type style counts at its size for the default category (caption2 is 11 pt and passes); a custom size scaled with Dynamic Type (`.custom(_:size:relativeTo:)`, `UIFontMetrics`) counts at the size written, which is its size at the default category.",
        manualFix: "make the text at least 11 pt, or use a text style (caption2 is 11 pt at the default size and grows with Dynamic Type)")
}
