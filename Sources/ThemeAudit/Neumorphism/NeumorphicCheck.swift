import ColorScience

/// The result of one accessibility check of a neumorphic control: a finding when `severity`
/// is set, a pass when it is `nil`.
public struct NeumorphicCheck: Hashable, Sendable, Codable {
    /// A stable identifier: `neumorphic.icon-contrast`, `neumorphic.boundary`,
    /// `neumorphic.hit-target`, `neumorphic.pressed-state`.
    public var id: String
    public var severity: Severity?
    public var message: String
    /// What was measured (a contrast ratio, points, or a shadow offset change in points).
    public var measured: Double
    /// What the check requires of `measured`.
    public var required: Double

    public var passed: Bool { severity == nil }

    public init(id: String, severity: Severity?, message: String, measured: Double, required: Double) {
        self.id = id
        self.severity = severity
        self.message = message
        self.measured = measured
        self.required = required
    }
}
