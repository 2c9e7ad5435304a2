import ThemeModel
@testable import TinctureCLI

/// Theme loading for command tests: any kind of file the commands read.
enum ThemeModelAccess {
    static func resolve(_ path: String) throws -> ResolvedTheme { try ResolvedTheme(ThemeInput.document(at: path)) }

    /// The appearances an asset catalog can hold (no elevated level).
    static let baseAppearances = Appearance.all.filter { $0.level == .base }

    static let allAppearances = Appearance.all
}
