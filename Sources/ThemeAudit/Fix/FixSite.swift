import ColorScience
import ThemeModel

/// The unit the fixer changes: one value of one token definition — the key a token's value is
/// written under, at its place in the file. One value can serve several appearances and, when
/// named themes inherit the definition, several themes.
struct FixSite: Hashable, Sendable {
    var token: TokenPath
    /// Where the definition is (its key): tells a named theme's override from the base token.
    var definition: SourceLocation
    /// The condition the value is written under.
    var condition: AppearanceCondition
    /// Where the value is (a location outside the file for values the fixer added).
    var location: SourceLocation
}

extension ResolvedTheme {
    /// The value a token takes in one theme and appearance, when it is in a file (not Apple's
    /// system palette).
    func fixSite(of token: TokenPath, theme name: String, appearance: Appearance) -> FixSite? {
        guard let definition = definition(of: token, theme: name), let choice = definition.value(for: appearance) else { return nil }
        return FixSite(token: token, definition: definition.location, condition: choice.condition, location: choice.value.location)
    }

    /// Every theme and appearance whose color comes from `site`.
    func usages(of site: FixSite) -> [FixUsage] {
        var result: [FixUsage] = []
        for name in themeNames {
            guard let definition = definition(of: site.token, theme: name), definition.location == site.definition else { continue }
            for appearance in Appearance.all where definition.value(for: appearance)?.condition == site.condition {
                result.append(FixUsage(theme: name, appearance: appearance))
            }
        }
        return result
    }
}

extension TokenDefinition {
    /// The conditions to add so that exactly `target` (appearances that now take some lower
    /// value) take a new one: few and general, each changing only appearances in `target` —
    /// `light` beside an existing `light+increased`, as people write them — else each naming
    /// only appearances in `target`. Nil when they cannot be covered.
    func coveringConditions(for target: Set<Appearance>) -> [AppearanceCondition]? {
        coveringConditions(for: target, strict: false, readable: true) ?? coveringConditions(for: target, strict: true, readable: false)
    }

    /// Whether a key reads as people write them: a scheme, with Increase Contrast or elevated
    /// or both (`light`, `dark+increased`), not `light+normal` or a bare `increased`.
    private static func isReadable(_ condition: AppearanceCondition) -> Bool {
        condition.scheme != nil && condition.contrast != .normal && condition.level != .base
    }

    private func coveringConditions(for target: Set<Appearance>, strict: Bool, readable: Bool) -> [AppearanceCondition]? {
        func rank(_ condition: AppearanceCondition) -> Int {
            (condition.scheme == nil ? 0 : 4) + (condition.contrast == nil ? 0 : 2) + (condition.level == nil ? 0 : 1)
        }
        var options: [(condition: AppearanceCondition, affected: Set<Appearance>)] = []
        for scheme in [nil] + Appearance.Scheme.allCases.map(Optional.some) {
            for contrast in [nil] + Appearance.Contrast.allCases.map(Optional.some) {
                for level in [nil] + Appearance.Level.allCases.map(Optional.some) {
                    let condition = AppearanceCondition(scheme: scheme, contrast: contrast, level: level)
                    guard values[condition] == nil, !readable || Self.isReadable(condition) else { continue }
                    let affected = Set(Appearance.all.filter { appearance in
                        condition.matches(appearance) && rank(condition) > (value(for: appearance).map { rank($0.condition) } ?? -1)
                    })
                    let matched = Set(Appearance.all.filter(condition.matches))
                    if !affected.isEmpty, (strict ? matched : affected).isSubset(of: target) { options.append((condition, affected)) }
                }
            }
        }
        var covered: Set<Appearance> = []
        var result: [AppearanceCondition] = []
        while covered != target {
            let best = options.max { a, b in
                let (ga, gb) = (a.affected.subtracting(covered).count, b.affected.subtracting(covered).count)
                return ga != gb ? ga < gb : rank(a.condition) > rank(b.condition)
            }
            guard let best, !best.affected.subtracting(covered).isEmpty else { return nil }
            result.append(best.condition)
            covered.formUnion(best.affected)
        }
        return result
    }
}

extension ThemeDocument {
    /// Calls `body` on the definition of `token` defined at `location` (base palette, tokens, or
    /// a named theme's override).
    mutating func updateDefinition(_ token: TokenPath, at location: SourceLocation, _ body: (inout TokenDefinition) -> Void) {
        if let index = palette.firstIndex(where: { $0.path == token && $0.location == location }) {
            body(&palette[index])
            return
        }
        if let index = tokens.firstIndex(where: { $0.path == token && $0.location == location }) {
            body(&tokens[index])
            return
        }
        for themeIndex in themes.indices {
            if let index = themes[themeIndex].overrides.firstIndex(where: { $0.path == token && $0.location == location }) {
                body(&themes[themeIndex].overrides[index])
                return
            }
        }
    }
}
