import ColorScience
import ThemeModel

extension AuditContext {
    /// Text below the HIG's 11 pt minimum (`text-too-small`): each text token's `size` in each
    /// audited theme, and each contrast entry's own `size` (in a theme file, or read from code,
    /// where the entry sits at the Swift line). A token's size is reported once, under the first
    /// audited theme that has it; a named theme that inherits it does not repeat it.
    ///
    /// Sizes are compared at the default Dynamic Type category: a text style's size there comes
    /// from Apple's table (`caption2` is 11 pt), a size in points is taken as written.
    mutating func auditTextSizes(themes: [String]) {
        guard configuration.runs(.textTooSmall), let first = themes.first else { return }
        // A token's size once per path and size (a skin that recolors it keeps its size); an
        // entry's once per place.
        var reportedTokens: Set<String> = []
        var reportedEntries: Set<SourceLocation> = []
        for name in themes {
            for token in theme.tokens {
                guard let definition = theme.definition(of: token.path, theme: name), Self.isText(definition.role),
                      let points = Self.points(definition.size), points < DynamicType.minimumPointSize,
                      reportedTokens.insert("\(definition.path)|\(points)").inserted else { continue }
                let color = theme.color(definition.path, in: .light, theme: name)
                add(textSizeFinding(definition.path, size: definition.size!, points: points, theme: name,
                                    colors: color.map { [$0.rgba8] } ?? [], location: definition.location))
            }
        }
        for declaration in theme.document.contrast {
            // In code a tint colors icons as often as titles (`Image(systemName:)`): only text counts.
            let isText = declaration.evidence == nil ? Self.isText(declaration.role) : declaration.role == .text
            guard isText, let points = Self.points(declaration.size), points < DynamicType.minimumPointSize,
                  let foreground = declaration.foregrounds.first, reportedEntries.insert(declaration.location).inserted else { continue }
            let color = foreground.isWildcard ? nil : theme.color(foreground.path, in: .light, theme: first)
            add(textSizeFinding(foreground.path, size: declaration.size!, points: points, theme: first,
                                colors: color.map { [$0.rgba8] } ?? [], location: declaration.location))
        }
    }

    private func textSizeFinding(_ path: TokenPath, size: TextSize, points: Double, theme name: String, colors: [RGBA8],
                                 location: SourceLocation) -> Finding {
        Finding(rule: .textTooSmall, theme: name, token: path,
                message: "text at \(size) is smaller than the 11 pt minimum at the default text size; use 11 pt or more, or a text style such as caption2 (11 pt, and it grows with Dynamic Type)",
                measured: points, required: DynamicType.minimumPointSize, colors: colors, location: location)
    }

    /// The point size of text at the default Dynamic Type category: a size in points (a text
    /// style was looked up when the file was read); nil for the size classes, which are 11 pt
    /// and up (`small` is footnote and caption print).
    static func points(_ size: TextSize?) -> Double? {
        guard case .points(let points, _) = size else { return nil }
        return points
    }

    /// Whether a role draws text: text and tints (links, button titles), or no role given.
    static func isText(_ role: TokenRole?) -> Bool {
        role == nil || role == .text || role == .tint
    }
}
