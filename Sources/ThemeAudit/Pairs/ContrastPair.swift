import ThemeModel

/// A foreground used on a background, with the ratio it must reach.
public struct ContrastPair: Hashable, Sendable {
    public var foreground: TokenPath
    public var background: TokenPath
    /// The text size, from the declaration or the foreground token.
    public var size: TextSize?
    /// A minimum the declaration sets, overriding the policy.
    public var minimum: Double?
    /// Declared in the file (false: inferred from roles).
    public var isDeclared: Bool

    public init(foreground: TokenPath, background: TokenPath, size: TextSize?, minimum: Double?, isDeclared: Bool) {
        self.foreground = foreground
        self.background = background
        self.size = size
        self.minimum = minimum
        self.isDeclared = isDeclared
    }

    /// The pairs of a theme: every declared foreground × background, then the inferred ones —
    /// text and icon tokens on background and fill tokens of the same group (`card.title` on
    /// `card.background`) — that no declaration covers.
    public static func pairs(of theme: ResolvedTheme) -> [ContrastPair] {
        var result: [ContrastPair] = []
        var seen: Set<[TokenPath]> = []
        let candidates = theme.document.palette.map(\.path) + theme.tokens.map(\.path)
        let known = Set(candidates)
        for declaration in theme.document.contrast {
            let foregrounds = expand(declaration.foregrounds, among: candidates, known: known)
            let backgrounds = expand(declaration.backgrounds, among: candidates, known: known)
            for foreground in foregrounds {
                for background in backgrounds where foreground != background && seen.insert([foreground, background]).inserted {
                    result.append(ContrastPair(
                        foreground: foreground, background: background,
                        size: declaration.size ?? theme.definition(of: foreground)?.size,
                        minimum: declaration.minimum, isDeclared: true))
                }
            }
        }
        var groups: [[String]: [TokenDefinition]] = [:]
        for token in theme.tokens { groups[Array(token.path.components.dropLast()), default: []].append(token) }
        for token in theme.tokens where token.role == .text || token.role == .icon {
            for background in groups[Array(token.path.components.dropLast())] ?? [] where background.role?.isBackground == true {
                guard seen.insert([token.path, background.path]).inserted else { continue }
                result.append(ContrastPair(foreground: token.path, background: background.path, size: token.size, minimum: nil, isDeclared: false))
            }
        }
        return result
    }

    private static func expand(_ patterns: [TokenPattern], among candidates: [TokenPath], known: Set<TokenPath>) -> [TokenPath] {
        var result: [TokenPath] = []
        for pattern in patterns {
            if !pattern.isWildcard {
                // An exact path: a set lookup, not a scan (themes declare thousands of pairs).
                if pattern.path.isSystem || known.contains(pattern.path) { result.append(pattern.path) }
            } else {
                result += candidates.filter(pattern.matches)
            }
        }
        return result
    }
}
