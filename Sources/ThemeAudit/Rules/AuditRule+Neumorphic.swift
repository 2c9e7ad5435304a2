extension AuditRule {
    static let neumorphicManualFix = "a neumorphic control is a component, not one color: change its colors, shape or size in the theme file (`tincture neumorphic` shows the derived style)"

    public static let neumorphicIconContrast = AuditRule(
        id: "neumorphic-icon-contrast", name: "Neumorphic icon contrast", severity: .error,
        help: "The icon or label of a neumorphic control must reach 4.5:1 over every fill of every state (flat, convex, pressed), and should reach 7:1 (a warning below it), as the neumorphism document advises.",
        manualFix: Self.neumorphicManualFix)

    public static let neumorphicBoundary = AuditRule(
        id: "neumorphic-boundary", name: "Neumorphic control boundary", severity: .error,
        help: "A neumorphic control's edge must stand out from the surface around it at 3:1 (WCAG 2.1 SC 1.4.11, non-text contrast). Soft shadows rarely do; an accent ring (`accent:`) can.",
        manualFix: Self.neumorphicManualFix)

    public static let neumorphicHitTarget = AuditRule(
        id: "neumorphic-hit-target", name: "Neumorphic hit target", severity: .error,
        help: "A neumorphic control must be at least 44×44 points, Apple's smallest comfortable hit target.",
        manualFix: Self.neumorphicManualFix)

    public static let neumorphicPressedState = AuditRule(
        id: "neumorphic-pressed-state", name: "Neumorphic pressed state", severity: .error,
        help: "Pressed and unpressed must differ by more than color (WCAG 2.1 SC 1.4.1): by the shadows' direction or offset, or the stroke.",
        manualFix: Self.neumorphicManualFix)

    /// The neumorphic rules, in the order their findings are reported.
    static let neumorphic: [AuditRule] = [.neumorphicIconContrast, .neumorphicBoundary, .neumorphicHitTarget, .neumorphicPressedState]
}
