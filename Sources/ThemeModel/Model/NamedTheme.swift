/// A runtime skin ("ocean", "midnight"): another theme with some palette colors and tokens
/// replaced.
///
/// A replaced token takes all of its values from the override (the values do not merge with the
/// parent's, so `any` in an override really covers every appearance); its role, size and
/// description stay the parent's unless the override gives them.
public struct NamedTheme: Hashable, Sendable {
    public var name: String
    /// The theme this one extends; ``ThemeDocument/defaultThemeName`` when not given.
    public var extends: String
    public var description: String?
    /// Replaced or added palette colors, and replaced tokens.
    public var overrides: [TokenDefinition]
    public var location: SourceLocation
    /// Where `extends` was written, when it was.
    public var extendsLocation: SourceLocation?

    public init(
        name: String, extends: String, description: String? = nil, overrides: [TokenDefinition],
        location: SourceLocation, extendsLocation: SourceLocation? = nil
    ) {
        self.name = name
        self.extends = extends
        self.description = description
        self.overrides = overrides
        self.location = location
        self.extendsLocation = extendsLocation
    }
}
