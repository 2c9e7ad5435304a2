/// How named themes are written in a DTCG resolver document (Resolver Module 2025.10): a
/// modifier whose contexts are themes, beside the modifier whose contexts are appearances
/// (``DTCGAppearanceContext``).
///
/// The two are orthogonal: an input chooses one appearance and one theme
/// (`{"appearance": "dark", "theme": "ocean"}`), and the resolution order composes the tokens
/// every appearance shares, then the appearance's context, then the theme's, later tokens
/// replacing earlier ones.
///
/// - The modifier is `theme`; its context `default` (empty) is the file's own theme, and its
///   `default` is `default`. Each named theme is a context holding one token file,
///   `<name>.theme-<theme>.tokens.json`, with every color the theme changes from the file's own
///   theme (what it inherits from the theme it extends included, since one context is chosen).
/// - A context cannot depend on the appearance chosen. A token the theme gives the same value in
///   every appearance is written with that value; one whose value differs between appearances is
///   an alias to a token in a top-level group marked `com.tincture.themeValues`
///   (`{themes.ocean.tint.accent}`), which the appearance contexts give a value each. Aliases are
///   resolved after composition, so any tool reading the resolver gets the theme's colors in
///   every appearance.
/// - The modifier's `$extensions.com.tincture.themes` keeps what DTCG has no place for: the theme
///   a named theme extends and its description.
///
/// Reading (``ThemeDocument/init(dtcgResolver:file:loadSource:)``) takes any modifier whose
/// contexts are not appearances as the themes: its `default` context (or one named `default`,
/// or else its first) is the file's own theme and every other context a named theme.
public enum DTCGThemeModifier {
    /// The modifier's name in the documents Tincture writes.
    public static let name = "theme"
    /// The context that stands for the file's own theme.
    public static let defaultContext = ThemeDocument.defaultThemeName
    /// The name of the group holding the per-appearance values of named themes, when no token's
    /// path starts with it.
    static let valuesGroup = "themes"

    /// The token file of a named theme's context.
    public static func fileName(_ stem: String, theme: String) -> String {
        "\(stem).theme-\(theme).tokens.json"
    }
}
