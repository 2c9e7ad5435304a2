import ColorScience
import ThemeModel

/// Everything an audit found, with what it checked.
public struct AuditReport: Sendable {
    /// Findings grouped by theme (in the theme's order) then token, then rule and appearance.
    public var findings: [Finding]
    /// Findings a suppression silenced (``applying(_:configuration:)``): kept for the record,
    /// failing nothing.
    public var suppressed: [SuppressedFinding] = []
    /// Findings left out because a baseline accepted them (the command line's `--baseline`).
    public var baselined = 0
    /// The policy the contrast thresholds came from.
    public var policy: ContrastPolicy
    /// The themes audited.
    public var themes: [String]
    /// The color-vision deficiencies checked besides normal vision.
    public var visions: [ColorVisionDeficiency]
    /// How many foreground/background pairs were checked per theme and appearance.
    public var pairCount: Int
    /// Findings left out of named themes because the theme they extend has the same ones.
    public var inheritedCount: Int
    /// How many contrast measurements were made in all (pairs × appearances × themes × visions,
    /// each translucent backdrop counted).
    public var measurementCount: Int

    public init(findings: [Finding], policy: ContrastPolicy, themes: [String], visions: [ColorVisionDeficiency], pairCount: Int,
                inheritedCount: Int = 0, measurementCount: Int) {
        self.inheritedCount = inheritedCount
        self.findings = findings
        self.policy = policy
        self.themes = themes
        self.visions = visions
        self.pairCount = pairCount
        self.measurementCount = measurementCount
    }

    public func count(_ severity: Severity) -> Int { findings.count { $0.severity == severity } }

    /// Whether any finding is at or above `severity` (nil: never fails).
    public func fails(at severity: Severity?) -> Bool {
        guard let severity else { return false }
        return findings.contains { $0.severity >= severity }
    }
}
