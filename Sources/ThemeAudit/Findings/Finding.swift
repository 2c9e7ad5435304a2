import ColorScience
import ThemeModel

/// One problem the audit found: which rule, where (theme, appearance, vision, token and its
/// definition in the file), the figures measured and required, and the colors involved.
public struct Finding: Hashable, Sendable {
    public var rule: AuditRule
    public var severity: Severity
    public var theme: String
    /// The appearance, when the finding belongs to one.
    public var appearance: Appearance?
    /// The color-vision deficiency simulated, nil for normal vision.
    public var vision: ColorVisionDeficiency?
    /// The token the finding is about (the foreground, for a pair).
    public var token: TokenPath
    /// The other token involved (the background of a pair, the other of two colors).
    public var other: TokenPath?
    /// What is wrong, in a sentence.
    public var message: String
    /// The figure measured (a contrast ratio, a ΔEOK), if any.
    public var measured: Double?
    /// The figure required, if any.
    public var required: Double?
    /// The colors measured, as 8-bit sRGB (foreground and background after compositing).
    public var colors: [RGBA8]
    /// Where the token is defined.
    public var location: SourceLocation

    public init(
        rule: AuditRule, severity: Severity? = nil, theme: String, appearance: Appearance? = nil,
        vision: ColorVisionDeficiency? = nil, token: TokenPath, other: TokenPath? = nil, message: String,
        measured: Double? = nil, required: Double? = nil, colors: [RGBA8] = [], location: SourceLocation
    ) {
        self.rule = rule
        self.severity = severity ?? rule.severity
        self.theme = theme
        self.appearance = appearance
        self.vision = vision
        self.token = token
        self.other = other
        self.message = message
        self.measured = measured
        self.required = required
        self.colors = colors
        self.location = location
    }
}

extension Finding {
    /// Hashes the cheap, telling fields only (rule, figure, appearance, vision, theme); equality
    /// still compares everything. Audits of large themes hash thousands of findings.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(rule.id)
        hasher.combine(theme)
        hasher.combine(measured)
        hasher.combine(appearance?.index)
        hasher.combine(vision)
    }
}
