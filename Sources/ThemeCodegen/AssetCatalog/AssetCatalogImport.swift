/// A theme file made from an Xcode asset catalog: its YAML text and what the import left out.
public struct AssetCatalogImport: Hashable, Sendable {
    /// A theme file `ResolvedTheme(yaml:file:)` reads: one token per color set, its path the
    /// namespaced groups and the color set's name, with `light`, `dark`, `light+increased` and
    /// `dark+increased` values (`value` when they are all equal).
    public var yaml: String
    /// Things the theme does not carry, one sentence each: idioms other than the one imported,
    /// entries for appearances a theme has no place for, names that had to change.
    public var notes: [String]
    /// How many color sets became tokens.
    public var tokenCount: Int

    public init(yaml: String, notes: [String], tokenCount: Int) {
        self.yaml = yaml
        self.notes = notes
        self.tokenCount = tokenCount
    }
}
