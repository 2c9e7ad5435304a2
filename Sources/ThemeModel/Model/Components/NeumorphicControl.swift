/// A neumorphic control declared in a theme file's `neumorphic:` section: the surface it is
/// raised from, the icon or label drawn on it, an optional accent ring, its outline and size.
/// The audit derives its style (shadows, states) and checks it in every appearance.
///
/// ```yaml
/// neumorphic:
///   play:
///     surface: "{surface.start}"
///     icon: "{icon.default}"
///     accent: "{ring.start}"
///     shape: rounded
///     corner-radius: 20
///     size: 60
///     fill: gradient
///     stroke: true
/// ```
public struct NeumorphicControl: Hashable, Sendable {
    /// The corner radius of `shape: rounded` when the file gives none (points).
    public static let defaultCornerRadius = 20.0
    /// The side of a control when the file gives no `size` (points): the seed's 30 pt padding
    /// around a 20 pt symbol, 80 pt in all.
    public static let defaultSide = 80.0

    public var name: String
    public var description: String?
    /// The color the control is raised from, usually the surface around it.
    public var surface: ColorValueDefinition
    /// The icon or label drawn on the control.
    public var icon: ColorValueDefinition
    /// The accessible "colorful" variant's ring color, which also fills the pressed state.
    public var accent: ColorValueDefinition?
    public var shape: NeumorphicShape
    /// How the surface is filled: flat, or the gradient (the default).
    public var fill: NeumorphicFill
    /// Whether the stroke overlays are drawn (the default): the shade around the raised control,
    /// the highlight-to-shade gradient around the pressed one. An accent ring is drawn either way.
    public var stroked: Bool
    /// Width and height in points (the hit target).
    public var width: Double
    public var height: Double
    /// Where the control's name is written.
    public var location: SourceLocation

    public init(
        name: String, description: String? = nil, surface: ColorValueDefinition, icon: ColorValueDefinition,
        accent: ColorValueDefinition? = nil, shape: NeumorphicShape = .circle, fill: NeumorphicFill = .gradient,
        stroked: Bool = true, width: Double = defaultSide, height: Double = defaultSide, location: SourceLocation
    ) {
        self.name = name
        self.description = description
        self.surface = surface
        self.icon = icon
        self.accent = accent
        self.shape = shape
        self.fill = fill
        self.stroked = stroked
        self.width = width
        self.height = height
        self.location = location
    }

    /// The path findings about the control are reported under: `neumorphic.<name>`.
    public var path: TokenPath { TokenPath(["neumorphic", name]) }

    /// The colors the control names, for checking that references point somewhere.
    public var colors: [ColorValueDefinition] { [surface, icon] + (accent.map { [$0] } ?? []) }
}
