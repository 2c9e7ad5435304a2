import ColorScience
import ThemeModel

/// What an audit checks and how strictly.
public struct AuditConfiguration: Hashable, Sendable {
    /// Where contrast thresholds come from.
    public var policy: ContrastPolicy
    /// The color-vision deficiencies contrast and distinct groups are checked under.
    public var visions: [ColorVisionDeficiency]
    /// The smallest ΔEOK two colors of a `distinct` group may differ by when the group sets none.
    /// 0.1 is five times OKLab's just-noticeable difference of about 0.02: a difference people
    /// notice at a glance, not only side by side.
    public var distinctMinimum: Double
    /// The themes to audit (nil: all).
    public var themes: [String]?
    /// Rule ids to skip.
    public var disabledRules: Set<String>
    /// Severities given to rules in place of their own, by rule id (a project's configuration
    /// re-ranking `hard-coded-color` as a note, say).
    public var severities: [String: Severity] = [:]
    /// The appearances whose findings are reported (nil: all the document's).
    public var appearances: Set<Appearance>?

    public init(
        policy: ContrastPolicy = .wcagAA,
        visions: [ColorVisionDeficiency] = [.protanopia, .deuteranopia, .tritanopia, .achromatopsia],
        distinctMinimum: Double = 0.1, themes: [String]? = nil, disabledRules: Set<String> = []
    ) {
        self.policy = policy
        self.visions = visions
        self.distinctMinimum = distinctMinimum
        self.themes = themes
        self.disabledRules = disabledRules
    }

    func runs(_ rule: AuditRule) -> Bool { !disabledRules.contains(rule.id) }

    /// A finding as this configuration reports it: its severity re-ranked, or nil when its
    /// rule is off or its appearance is not checked.
    func reported(_ finding: Finding) -> Finding? {
        guard runs(finding.rule) else { return nil }
        if let appearances, let appearance = finding.appearance, !appearances.contains(appearance) { return nil }
        guard let severity = severities[finding.rule.id] else { return finding }
        var reranked = finding
        reranked.severity = severity
        return reranked
    }
}
