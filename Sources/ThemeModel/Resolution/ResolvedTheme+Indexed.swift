extension ResolvedTheme {
    /// The position of a path in ``paths``, for the index-based lookups that hot loops use
    /// (the audit measures hundreds of thousands of pairs).
    public func index(of path: TokenPath) -> Int? { pathIndex[path] }

    /// Every color of one theme in one appearance, indexed like ``paths`` (nil where the theme
    /// has no such path). One call per theme and appearance instead of one per color.
    public func colors(in appearance: Appearance, theme: String = ThemeDocument.defaultThemeName) -> [ResolvedColor?] {
        guard let table = tables[theme] else { return Array(repeating: nil, count: paths.count) }
        return paths.indices.map { table.color($0 * 8 + appearance.index, paths: paths) }
    }
}
