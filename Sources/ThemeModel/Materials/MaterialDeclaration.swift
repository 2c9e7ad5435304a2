/// A theme file's `materials:` entry: foregrounds drawn on system materials, which materials,
/// and what content may lie beneath them besides white, black and the theme's backgrounds.
///
/// ```yaml
/// materials:
///   - foreground: [label.primary, label.secondary]
///     materials: [regular, thick]   # default: all four
///     content: [photo.dominant]      # extra content tokens beneath
///     minimum: 4.5                   # default: the policy's, by role and size
/// ```
public struct MaterialDeclaration: Hashable, Sendable {
    public var foregrounds: [TokenPattern]
    /// The materials the foregrounds are drawn on; all four when the file names none.
    public var materials: [SystemMaterial]
    /// Content tokens that may lie beneath the material, beyond the ones always tried.
    public var content: [TokenPattern]
    public var size: TextSize?
    /// A WCAG 2.x ratio to reach, overriding the audit's policy.
    public var minimum: Double?
    public var location: SourceLocation

    public init(foregrounds: [TokenPattern], materials: [SystemMaterial] = SystemMaterial.allCases, content: [TokenPattern] = [],
                size: TextSize? = nil, minimum: Double? = nil, location: SourceLocation) {
        self.foregrounds = foregrounds
        self.materials = materials
        self.content = content
        self.size = size
        self.minimum = minimum
        self.location = location
    }

    /// Every pattern the entry names, for checking that each matches a token.
    public var patterns: [TokenPattern] { foregrounds + content }
}
