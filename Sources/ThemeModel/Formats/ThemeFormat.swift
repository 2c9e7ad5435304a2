/// The formats Tincture reads a theme from, each told apart by its content (`TokenFileKind`) or,
/// for folders, by their layout.
public enum ThemeFormat: String, Hashable, Sendable, CaseIterable {
    /// A Tincture theme file (YAML or JSON).
    case theme
    /// An Xcode asset catalog (`.xcassets` folder of color sets).
    case assetCatalog
    /// DTCG 2025.10 tokens: `$value` colors as objects with `colorSpace` and `components`.
    case dtcg
    /// A DTCG draft (2022–2024 editor's drafts): `$value` colors as CSS strings.
    case dtcgDraft
    /// A DTCG 2025.10 resolver document.
    case dtcgResolver
    /// Tokens Studio: `value`/`type` tokens, token sets, `$themes.json` and `$metadata.json`.
    case tokensStudio
    /// Style Dictionary's classic format: `value` tokens, `{a.b.value}` references.
    case styleDictionary
    /// Figma variables exported as JSON: a file per collection and mode.
    case figmaVariables
    /// Several token files read as one set.
    case tokenSet

    /// The name a command prints ("read as Tokens Studio").
    public var displayName: String {
        switch self {
        case .theme: "a Tincture theme"
        case .assetCatalog: "an Xcode asset catalog"
        case .dtcg: "DTCG 2025.10 tokens"
        case .dtcgDraft: "DTCG draft tokens (CSS color strings)"
        case .dtcgResolver: "a DTCG 2025.10 resolver"
        case .tokensStudio: "Tokens Studio tokens"
        case .styleDictionary: "Style Dictionary tokens (classic format)"
        case .figmaVariables: "a Figma variables export"
        case .tokenSet: "a set of token files"
        }
    }
}
