/// One check the audit runs: a stable id (used in JSON, SARIF and configuration), a default
/// severity, and a help text saying what it checks and why.
public struct AuditRule: Hashable, Sendable, Identifiable {
    public var id: String
    public var name: String
    public var severity: Severity
    public var help: String
    /// What to change by hand, for rules whose findings no single color change fixes (a
    /// widget's groups, the content under a material, a control's derived shadows): the fixer
    /// reports such findings with this advice instead of searching for a color. Nil for the rules
    /// the fixer works on.
    public var manualFix: String?

    public init(id: String, name: String, severity: Severity, help: String, manualFix: String? = nil) {
        self.id = id
        self.name = name
        self.severity = severity
        self.help = help
        self.manualFix = manualFix
    }

    public static let contrast = AuditRule(
        id: "contrast", name: "Contrast", severity: .error,
        help: "A foreground must reach the WCAG 2.x contrast ratio its text size requires over each background it is used on, in every appearance of every theme (4.5:1 for text, 3:1 for large text and non-text UI at AA). Translucent colors are composited over what lies beneath first, and the worst case counts.")

    public static let contrastUnderColorFilters = AuditRule(
        id: "contrast-color-vision", name: "Contrast under color-vision deficiencies", severity: .warning,
        help: "The contrast pairs again, as people with protanopia, deuteranopia, tritanopia or achromatopsia see them (and as iOS Color Filters show them).")

    public static let distinct = AuditRule(
        id: "distinct", name: "Distinguishable colors", severity: .error,
        help: "Colors declared distinct (such as success and error) must differ by at least the group's ΔEOK minimum, for normal vision and under each color-vision deficiency.")

    public static let redGreenOnly = AuditRule(
        id: "distinct-red-green", name: "States told apart by red and green", severity: .warning,
        help: "Two distinct colors that differ mainly along the red–green axis are hard to tell apart for about 1 in 12 men. Make them differ in lightness too, or add a shape or icon.")

    public static let increasedContrastDirection = AuditRule(
        id: "increased-contrast-direction", name: "Increased contrast goes the right way", severity: .error,
        help: "With Increase Contrast on, foreground colors must get darker in light appearances and lighter in dark ones.")

    public static let increasedContrastLowers = AuditRule(
        id: "increased-contrast-lowers", name: "Increased contrast never lowers contrast", severity: .error,
        help: "No pair may have less contrast with Increase Contrast on than with it off (unless it still reaches 7:1).")

    public static let elevation = AuditRule(
        id: "elevation", name: "Elevated backgrounds are lighter in dark", severity: .error,
        help: "In dark appearances, elevated backgrounds (sheets, popovers, multitasking) must be lighter than their base counterparts, so layers stay visible.")

    public static let sharedInteractiveColor = AuditRule(
        id: "shared-interactive-color", name: "Interactive and static elements share a color", severity: .warning,
        help: "A tint (interactive) and a text or icon token (not interactive) have the same color, so people cannot tell what can be tapped.")

    public static let pureWhiteSurface = AuditRule(
        id: "pure-white-surface", name: "Pure white surface in dark", severity: .warning,
        help: "A large pure white surface in a dark appearance glares; use a dimmed white.")

    public static let imperceptibleDifference = AuditRule(
        id: "imperceptible-difference", name: "Tokens that differ imperceptibly", severity: .warning,
        help: "Two tokens of the same role whose colors differ, but by less than most people can see (ΔEOK under 0.02): merge them or make the difference visible.")

    /// Every rule, in the order findings are reported.
    public static let all: [AuditRule] = input + [
        .contrast, .contrastUnderColorFilters, .distinct, .redGreenOnly, .increasedContrastDirection, .increasedContrastLowers,
        .elevation, .sharedInteractiveColor, .pureWhiteSurface, .imperceptibleDifference, .textTooSmall,
        .materialContrast, .materialReduceTransparency,
    ] + glass + widgetRules + neumorphic + [.superfluousSuppression]
}
