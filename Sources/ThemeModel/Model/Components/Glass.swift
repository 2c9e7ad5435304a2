import ColorScience

/// Liquid Glass as Apple's API names it (`Glass.regular`, `.clear`, `.identity`, iOS 26), with
/// the layers a team puts between the glass and its content: an optional tint
/// (`.tint(_:)`) and an optional dimming layer beneath the content (Apple's example:
/// `.background(.black.opacity(0.3))`). Shape and interactivity do not change contrast.
public struct GlassSurface: Hashable, Sendable {
    public enum Variant: String, Hashable, Sendable, CaseIterable {
        /// The default: a frosted, adaptive glass whose content the system adapts at run time.
        case regular
        /// A transparent glass: what lies behind shows through nearly unchanged.
        case clear
        /// No glass effect.
        case identity
    }

    public var variant: Variant
    /// The glass's tint, at its opacity (nil: none).
    public var tint: SRGB?
    /// The dimming layer beneath the content, at its opacity (nil: none).
    public var dim: SRGB?

    public init(variant: Variant, tint: SRGB? = nil, dim: SRGB? = nil) {
        self.variant = variant
        self.tint = tint
        self.dim = dim
    }

    /// The layers over the backdrop, bottom first: the tint, then the dimming layer.
    public var layers: [SRGB] { [tint, dim].compactMap { $0 } }

    /// Whether anything bounds what the content is drawn on: a dimming layer or tint that is
    /// not fully transparent. Without one, the content lies on whatever scrolls beneath.
    public var isBounded: Bool { layers.contains { $0.alpha > 0 } }
}

/// A theme file's `glass:` entry: foregrounds drawn on Liquid Glass, the glass's variant, its
/// tint and the dimming layer beneath them (each a color with its alpha, literal or a token),
/// and what is known of the backdrop. The audit checks each foreground's worst case over every
/// backdrop from black to white, or over `over` when given (``GlassContrast``).
public struct GlassDeclaration: Hashable, Sendable {
    public var foregrounds: [TokenPattern]
    public var variant: GlassSurface.Variant
    /// The glass's tint (`"{palette.brand} / 20%"`), if any.
    public var tint: ColorExpression?
    /// The dimming layer beneath the content (`"#000000 / 30%"`), if any.
    public var dim: ColorExpression?
    /// Tokens known to lie beneath (the content that scrolls under a bar); empty: any backdrop.
    public var over: [TokenPattern]
    public var size: TextSize?
    /// A WCAG 2.x ratio to reach, overriding the audit's policy.
    public var minimum: Double?
    /// What the foregrounds are (text, or a tint or border held to 3:1) when the entry says,
    /// over their tokens' roles: a pair found in code knows how it is drawn.
    public var role: TokenRole?
    /// Where the entry starts.
    public var location: SourceLocation
    /// Where its `dim:` value is written, in a theme file (for the fixer's edit).
    public var dimLocation: SourceLocation?

    public init(foregrounds: [TokenPattern], variant: GlassSurface.Variant = .regular, tint: ColorExpression? = nil, dim: ColorExpression? = nil,
                over: [TokenPattern] = [], size: TextSize? = nil, minimum: Double? = nil, role: TokenRole? = nil, location: SourceLocation,
                dimLocation: SourceLocation? = nil) {
        self.dimLocation = dimLocation
        self.role = role
        self.foregrounds = foregrounds
        self.variant = variant
        self.tint = tint
        self.dim = dim
        self.over = over
        self.size = size
        self.minimum = minimum
        self.location = location
    }
}
