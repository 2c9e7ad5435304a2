/// A theme file's `materials:` entry: foregrounds drawn on system materials, which materials,
/// and what content may lie beneath them besides white, black and the theme's backgrounds.
///
/// ```yaml
/// materials:
///   - foreground: [label.primary, label.secondary]
///     materials: [regular, thick]   # default: all four
///     content: [photo.dominant]      # extra content tokens beneath
///     minimum: 4.5                   # default: the policy's, by role and size
///   - foreground: label.secondary
///     materials: [thin]
///     vibrancy: secondaryLabel       # drawn with vibrancy: measured in the vibrant color
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
    /// The vibrancy the foregrounds are drawn with (a `UIVibrancyEffect` style, or SwiftUI's
    /// hierarchical style on a material): they are then measured in the vibrant color of that
    /// style over the material (``Vibrancy``), not in their own color; nil for plain drawing.
    public var vibrancy: VibrancyStyle?
    public var location: SourceLocation

    public init(foregrounds: [TokenPattern], materials: [SystemMaterial] = SystemMaterial.allCases, content: [TokenPattern] = [],
                size: TextSize? = nil, minimum: Double? = nil, vibrancy: VibrancyStyle? = nil, location: SourceLocation) {
        self.foregrounds = foregrounds
        self.materials = materials
        self.content = content
        self.size = size
        self.minimum = minimum
        self.vibrancy = vibrancy
        self.location = location
    }

    /// Every pattern the entry names, for checking that each matches a token.
    public var patterns: [TokenPattern] { foregrounds + content }
}
