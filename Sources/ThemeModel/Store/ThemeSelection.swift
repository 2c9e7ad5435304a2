/// Which colors a ``ThemeStore`` hands out: a theme of its ``ResolvedTheme`` and one of the
/// eight appearances.
public struct ThemeSelection: Hashable, Sendable, CustomStringConvertible {
    /// `default` or one of the theme file's named themes (``ResolvedTheme/themeNames``).
    public var themeName: String
    public var appearance: Appearance

    public init(themeName: String = ThemeDocument.defaultThemeName, appearance: Appearance = .light) {
        self.themeName = themeName
        self.appearance = appearance
    }

    /// `theme appearance`, such as `ocean dark+increased`.
    public var description: String { "\(themeName) \(appearance)" }
}
