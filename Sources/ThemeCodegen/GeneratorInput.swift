import ThemeModel

/// What a generator works from: the resolved theme and the options every generator shares.
public struct GeneratorInput: Sendable {
    public var theme: ResolvedTheme
    /// The name the generated types, files and prefixes take (`Colors`, `colors.css`).
    public var name: String
    /// Whether wide-gamut colors are written as Display P3 (else sRGB, clipped).
    public var displayP3: Bool

    public init(theme: ResolvedTheme, name: String = "Colors", displayP3: Bool = false) {
        self.theme = theme
        self.name = name
        self.displayP3 = displayP3
    }

    /// The semantic tokens, in file order.
    public var tokens: [TokenDefinition] { theme.tokens }
}
