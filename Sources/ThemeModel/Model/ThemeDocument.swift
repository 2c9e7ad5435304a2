/// A theme file as written: palette, tokens, declared checks and named themes, every part with
/// the place it came from. ``ResolvedTheme`` turns it into colors.
public struct ThemeDocument: Hashable, Sendable {
    /// The name of the theme the file itself defines; named themes extend it by default.
    public static let defaultThemeName = "default"

    /// The file's name as given (used in every location).
    public var file: String
    public var name: String?
    public var description: String?
    /// Which release's system colors `{system.…}` references take.
    public var systemEra: SystemPalette.Era
    /// Palette colors, paths starting with `palette`.
    public var palette: [TokenDefinition]
    /// Semantic tokens, in file order.
    public var tokens: [TokenDefinition]
    public var contrast: [ContrastDeclaration]
    public var distinct: [DistinctGroup]
    public var themes: [NamedTheme]
    /// The outputs `tincture generate` writes when given no format.
    public var outputs: [GenerateOutput] = []
    /// The DTCG token file the document was read from, when it was, so that exporting it again
    /// keeps what Tincture does not model (other token types, `$extensions`, member order).
    public var dtcg: DTCGSource?
    /// Neumorphic controls the audit derives and checks (`neumorphic:`).
    public var neumorphic: [NeumorphicControl] = []
    /// Foregrounds drawn on system materials (`materials:`), checked over worst-case content.
    public var materials: [MaterialDeclaration] = []
    /// Foregrounds drawn on Liquid Glass (`glass:`), checked over the worst backdrop.
    public var glass: [GlassDeclaration] = []
    /// Widgets described for the tinted-widget simulation and checks (top-level `widgets:`).
    public var widgets: [WidgetDescription] = []
    /// What the reader noticed without stopping: formats, skipped entries, colors it could not
    /// read (see ``ThemeNote``), in file order.
    public var notes: [ThemeNote] = []
    /// The format the document was read from (a theme file, an asset catalog, a token format).
    public var format: ThemeFormat = .theme

    public init(
        file: String, name: String? = nil, description: String? = nil, systemEra: SystemPalette.Era = .ios18,
        palette: [TokenDefinition] = [], tokens: [TokenDefinition] = [], contrast: [ContrastDeclaration] = [],
        distinct: [DistinctGroup] = [], themes: [NamedTheme] = []
    ) {
        self.file = file
        self.name = name
        self.description = description
        self.systemEra = systemEra
        self.palette = palette
        self.tokens = tokens
        self.contrast = contrast
        self.distinct = distinct
        self.themes = themes
    }

    /// `default` followed by the named themes in file order.
    public var themeNames: [String] { [Self.defaultThemeName] + themes.map(\.name) }

    /// Every color the components (`widgets:`, `neumorphic:`) name, with the path their
    /// findings and errors use: references among them must point to a color.
    public var componentColors: [(owner: TokenPath, value: ColorValueDefinition)] {
        let widgetColors = widgets.flatMap { widget in
            [(widget.path(of: "background"), ColorValueDefinition(widget.background, at: widget.backgroundLocation))]
                + widget.elements.map { (widget.path(of: $0.name), ColorValueDefinition($0.color, at: $0.colorLocation)) }
        }
        return widgetColors + neumorphic.flatMap { control in control.colors.map { (control.path, $0) } }
    }
}

extension ThemeDocument {
    /// The appearances a person can set on the document's platform: all eight on iOS; on macOS
    /// (``SystemPalette/Era/macos``) Aqua and Dark Aqua, each with and without Increase
    /// Contrast — macOS has no elevated level.
    public var appearances: [Appearance] {
        systemEra.isMac ? Appearance.all.filter { $0.level == .base } : Appearance.all
    }
}

extension ResolvedTheme {
    /// The document's appearances (``ThemeDocument/appearances``).
    public var appearances: [Appearance] { document.appearances }
}
