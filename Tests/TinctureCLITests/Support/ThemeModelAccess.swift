import ThemeModel

/// Theme loading for command tests.
enum ThemeModelAccess {
    static func resolve(_ path: String) throws -> ResolvedTheme { try ResolvedTheme(contentsOfFile: path) }

    /// The appearances an asset catalog can hold (no elevated level).
    static let baseAppearances = Appearance.all.filter { $0.level == .base }
}
