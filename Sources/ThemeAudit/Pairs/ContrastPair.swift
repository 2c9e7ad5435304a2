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
    /// For a pair read from code: where the foreground is used (findings are placed there), how
    /// the background was found, the role it has there, and at how many other places the code
    /// draws the same pair.
    public var location: SourceLocation?
    public var evidence: String?
    public var role: TokenRole?
    public var otherUses = 0
    /// The one scheme the pair is drawn in (a view that pins it); nil: every appearance.
    public var scheme: Appearance.Scheme?

    public init(foreground: TokenPath, background: TokenPath, size: TextSize?, minimum: Double?, isDeclared: Bool,
                location: SourceLocation? = nil, evidence: String? = nil, role: TokenRole? = nil) {
        self.foreground = foreground
        self.background = background
        self.size = size
        self.minimum = minimum
        self.isDeclared = isDeclared
        self.location = location
        self.evidence = evidence
        self.role = role
    }

    /// The pairs of a theme: every declared foreground × background, then the inferred ones —
    /// text and icon tokens on background and fill tokens of the same group (`card.title` on
    /// `card.background`), or of the nearest enclosing group with backgrounds, or named for
    /// them (`onPrimary` on `primary`) — that no declaration covers.
    public static func pairs(of theme: ResolvedTheme) -> [ContrastPair] {
        var result: [ContrastPair] = []
        var seen: Set<[TokenPath]> = []
        var fromCode: [String: Int] = [:]
        let candidates = theme.document.palette.map(\.path) + theme.tokens.map(\.path)
        let known = Set(candidates)
        for declaration in theme.document.contrast {
            let foregrounds = expand(declaration.foregrounds, among: candidates, known: known)
            let backgrounds = expand(declaration.backgrounds, among: candidates, known: known)
            for foreground in foregrounds {
                for background in backgrounds where foreground != background {
                    let size = declaration.size ?? theme.definition(of: foreground)?.size
                    if let evidence = declaration.evidence {
                        // Pairs read from code: one per foreground, background, size and role,
                        // at its first use, counting the others.
                        let key = [foreground.string, background.string, size?.description ?? "", declaration.role?.rawValue ?? "",
                                   declaration.scheme?.rawValue ?? ""].joined(separator: "|")
                        if let index = fromCode[key] { result[index].otherUses += 1; continue }
                        fromCode[key] = result.count
                        var pair = ContrastPair(foreground: foreground, background: background, size: size, minimum: declaration.minimum,
                                                isDeclared: true, location: declaration.location, evidence: evidence, role: declaration.role)
                        pair.scheme = declaration.scheme
                        result.append(pair)
                        continue
                    }
                    guard seen.insert([foreground, background]).inserted else { continue }
                    result.append(ContrastPair(foreground: foreground, background: background, size: size, minimum: declaration.minimum, isDeclared: true))
                }
            }
        }
        // Code says which color is drawn on which: names are not guessed from where it does.
        if theme.document.contrast.contains(where: { $0.evidence != nil }) { return result }
        let backgrounds = theme.tokens.filter { $0.role?.isBackground == true }
        let names = Set(theme.tokens.map(\.path))
        for token in theme.tokens where token.role == .text || token.role == .icon {
            for background in inferredBackgrounds(of: token.path, among: backgrounds, names: names, widening: theme.document.format != .theme) {
                guard seen.insert([token.path, background]).inserted else { continue }
                result.append(ContrastPair(foreground: token.path, background: background, size: token.size, minimum: nil, isDeclared: false))
            }
        }
        return result
    }

    /// The backgrounds a text or icon token is inferred to be drawn on: the color it is named
    /// to go on (`onPrimary`, `on-surface` → `primary`, `surface` in its group), else the
    /// backgrounds of its group; with `widening` (catalogs and token files, which declare no
    /// pairs), else of the nearest enclosing group that has any — in a flat catalog, every
    /// background.
    static func inferredBackgrounds(of path: TokenPath, among backgrounds: [TokenDefinition], names: Set<TokenPath>,
                                    widening: Bool) -> [TokenPath] {
        let group = Array(path.components.dropLast())
        let words = TokenRole.nameWords(path.name)
        if words.count > 1, words[0] == "on" {
            let rest = path.name.dropFirst(2).drop { $0 == "-" || $0 == "_" || $0 == " " }
            let candidates = [String(rest), rest.prefix(1).lowercased() + rest.dropFirst()]
            if let target = candidates.map({ TokenPath(group + [$0]) }).first(where: names.contains) { return [target] }
        }
        var prefix = group
        while true {
            let here = backgrounds.filter { $0.path.components.count > prefix.count && Array($0.path.components.prefix(prefix.count)) == prefix }
            if !here.isEmpty || prefix.isEmpty || !widening { return here.filter { $0.path.components.count == group.count + 1 || widening }.map(\.path) }
            prefix.removeLast()
        }
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

extension ContrastPair {
    /// The ratio the pair needs under a policy: its own minimum, else the policy's for the
    /// role it has where it is used (or its token's) and its text size.
    func requiredRatio(_ policy: ContrastPolicy, in theme: ResolvedTheme, theme name: String) -> Double {
        minimum ?? policy.minimum(role: role ?? theme.definition(of: foreground, theme: name)?.role, size: size)
    }
}
