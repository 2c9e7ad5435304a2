/// How a neumorphic control's surface is filled, as the neumorphism article builds it.
public enum NeumorphicFill: String, Hashable, Sendable, CaseIterable {
    /// One color, the surface, in both states (the article's first `DarkBackground`).
    case flat
    /// A gradient from the highlight to the shade, reversed while pressed (the article's
    /// `LinearGradient(darkStart, darkEnd)` fills).
    case gradient
}
