import ColorScience

/// A theme file with every color worked out: each palette color, system color and token, in
/// each of the eight appearances, in the file's own theme and each named theme.
///
/// Building one checks the whole document — unknown references, cycles, missing values, unknown
/// or cyclic `extends` — and throws every problem at once. After that, any color is one call:
///
/// ```swift
/// let theme = try ResolvedTheme(yaml: text, file: "tincture.yml")
/// let text = theme.color("text.primary", in: Appearance(.dark, .increased, .elevated), theme: "ocean")
/// ```
public struct ResolvedTheme: Sendable {
    public let document: ThemeDocument
    /// `default`, then the named themes with each after the one it extends.
    public let themeNames: [String]
    /// Every path that has a color in some theme: system colors, palette, tokens.
    public let paths: [TokenPath]
    let pathIndex: [TokenPath: Int]
    let tables: [String: ThemeTable]

    /// Resolves a parsed document, throwing every problem found.
    public init(_ document: ThemeDocument) throws(ThemeErrors) {
        var resolver = ThemeResolver(document: document)
        resolver.resolve()
        guard resolver.errors.isEmpty else { throw ThemeErrors(resolver.errors.sortedByLocation()) }
        self.document = document
        self.themeNames = resolver.themeOrder
        self.paths = resolver.paths
        self.pathIndex = resolver.pathIndex
        self.tables = resolver.tables
    }

    /// Parses YAML or JSON text and resolves it.
    public init(yaml text: String, file: String) throws(ThemeErrors) {
        try self.init(ThemeDocument(yaml: text, file: file))
    }

    /// Reads, parses and resolves a theme file.
    public init(contentsOfFile path: String) throws(ThemeErrors) {
        try self.init(yaml: ThemeSource.read(path: path), file: path)
    }

    /// The semantic tokens (not palette or system colors), in file order.
    public var tokens: [TokenDefinition] { document.tokens }

    /// The color of a token, palette color (`palette.black`) or system color (`system.label`)
    /// in an appearance of a theme; nil when the path or theme does not exist.
    public func color(_ path: TokenPath, in appearance: Appearance, theme: String = ThemeDocument.defaultThemeName) -> ResolvedColor? {
        guard let index = pathIndex[path], let table = tables[theme] else { return nil }
        return table.color(index * 8 + appearance.index, paths: paths)
    }

    /// The definition a theme uses for a path (a named theme's override, or the one it
    /// inherits).
    public func definition(of path: TokenPath, theme: String = ThemeDocument.defaultThemeName) -> TokenDefinition? {
        guard let index = pathIndex[path], let table = tables[theme] else { return nil }
        return table.definitions[index]
    }

    /// The sRGB color a component's color expression takes in an appearance of a theme: a
    /// literal as written, a reference as its target resolves (alpha scaled); nil when the
    /// reference points nowhere (which resolving the theme has already reported).
    public func color(of expression: ColorExpression, in appearance: Appearance, theme: String = ThemeDocument.defaultThemeName) -> SRGB? {
        switch expression {
        case .literal(let color, _): return color.srgb
        case .reference(let path, let alpha):
            guard var srgb = color(path, in: appearance, theme: theme)?.srgb else { return nil }
            srgb.alpha *= alpha ?? 1
            return srgb
        }
    }

    /// The paths of tokens, palette colors and system colors that match a pattern.
    public func paths(matching pattern: TokenPattern) -> [TokenPath] {
        paths.filter(pattern.matches)
    }
}

extension [ThemeError] {
    /// In file order: by file, line and column; errors without a place first.
    func sortedByLocation() -> [ThemeError] {
        enumerated().sorted { a, b in
            let (la, lb) = (a.element.location, b.element.location)
            if let la, let lb, la != lb {
                return (la.file, la.line, la.column) < (lb.file, lb.line, lb.column)
            }
            if (la == nil) != (lb == nil) { return la == nil }
            return a.offset < b.offset
        }.map(\.element)
    }
}
