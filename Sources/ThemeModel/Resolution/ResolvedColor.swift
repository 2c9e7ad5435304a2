import ColorScience

/// A token's color in one appearance of one theme, with where it came from.
public struct ResolvedColor: Hashable, Sendable {
    /// The color in the space it was written in, alpha included (scaled by any `/ alpha` on the
    /// way).
    public var color: Color {
        get { storedColor }
        set {
            storedColor = newValue
            srgb = newValue.srgb
        }
    }
    private var storedColor: Color
    /// The appearance condition whose value the token took (`dark` for `dark+elevated` when the
    /// token has no elevated value).
    public var condition: AppearanceCondition
    /// The references followed from the token to the literal, in order (empty for a literal).
    public var chain: [TokenPath]
    /// Where the literal color was written.
    public var source: SourceLocation
    /// The Apple system color the chain ends at, if it does.
    public var system: SystemColorUse?

    public init(color: Color, condition: AppearanceCondition, chain: [TokenPath], source: SourceLocation, system: SystemColorUse? = nil) {
        self.storedColor = color
        self.srgb = color.srgb
        self.condition = condition
        self.chain = chain
        self.source = source
        self.system = system
    }

    /// The color in sRGB (components may fall outside 0…1 for wide-gamut colors), converted
    /// once when the color is set.
    public private(set) var srgb: SRGB

    /// A color whose sRGB form is already known.
    init(color: Color, srgb: SRGB, condition: AppearanceCondition, chain: [TokenPath], source: SourceLocation, system: SystemColorUse?) {
        self.storedColor = color
        self.srgb = srgb
        self.condition = condition
        self.chain = chain
        self.source = source
        self.system = system
    }

    /// The alpha, 0…1 (`none` counts as 0, as CSS converts it).
    public var alpha: Double { color.alpha ?? 0 }

    /// The nearest 8-bit sRGB color (channels clamped), for hex output and swatches.
    public var rgba8: RGBA8 { RGBA8(rounding: srgb) }
}

/// That a resolved color is one of Apple's system colors, and how sure the reference is of its
/// value in that appearance.
public struct SystemColorUse: Hashable, Sendable {
    /// The UIKit name (`label`, `systemBlue`).
    public var name: String
    /// False when the reference marks the value unconfirmed (one source, or sources disagree).
    public var confirmed: Bool
    /// Other values seen in public sources when unconfirmed.
    public var alternatives: [RGBA8]

    public init(name: String, confirmed: Bool, alternatives: [RGBA8]) {
        self.name = name
        self.confirmed = confirmed
        self.alternatives = alternatives
    }
}
