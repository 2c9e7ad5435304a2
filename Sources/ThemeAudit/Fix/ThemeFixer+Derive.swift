import ColorScience
import ThemeModel

extension FixRun {
    /// Adds `light+increased` and `dark+increased` values to text and tint tokens that are the
    /// foreground of a contrast pair and have no Increase Contrast value, reaching the derived
    /// target on every background they are used on (when the normal value does not already).
    /// Icons, borders and separators keep their values: their 3:1 has no stronger level.
    mutating func deriveAll() {
        var done: Set<SourceLocation> = []
        let pairs = context.pairs
        for name in theme.themeNames {
            for path in theme.document.palette.map(\.path) + theme.tokens.map(\.path) {
                guard let definition = theme.definition(of: path, theme: name), definition.location.isInFile,
                      definition.role?.isForeground == true, isText(definition.role),
                      !definition.values.keys.contains(where: { $0.contrast == .increased }),
                      pairs.contains(where: { $0.foreground == path }), done.insert(definition.location).inserted else { continue }
                for scheme in Appearance.Scheme.allCases {
                    derive(path, definition: definition, scheme: scheme, theme: name)
                }
            }
        }
    }

    private mutating func derive(_ path: TokenPath, definition: TokenDefinition, scheme: Appearance.Scheme, theme name: String) {
        let condition = AppearanceCondition(scheme: scheme, contrast: .increased)
        var usages: [FixUsage] = []
        for other in theme.themeNames where theme.definition(of: path, theme: other)?.location == definition.location {
            for appearance in Appearance.all where appearance.scheme == scheme && appearance.contrast == .increased {
                usages.append(FixUsage(theme: other, appearance: appearance))
            }
        }
        guard let template = theme.color(path, in: Appearance(scheme), theme: name) else { return }
        // A reference to a color with its own Increase Contrast variant (Apple's system colors)
        // is not missing one.
        let hasVariant = usages.contains { usage in
            theme.color(path, in: usage.appearance, theme: usage.theme)?.rgba8
                != theme.color(path, in: Appearance(scheme, .normal, usage.appearance.level), theme: usage.theme)?.rgba8
        }
        guard !hasVariant else { return }
        let constraints = gather(path, usages: usages, stronger: true)
        // Nothing to derive when the values the appearances take already reach the target.
        let unchanged = FixScene(context: context, token: path, substituted: [])
        if constraints.allSatisfy({ unchanged.evaluate($0, candidate: template, margins: margins).passes }) { return }
        let site = FixSite(token: path, definition: definition.location, condition: condition, location: definition.location)
        let followers = [FixFollower(token: path, usages: Set(usages), alphaScale: 1)]
        switch search(site: site, mode: .derive(condition), usages: usages, followers: followers, template: template,
                      constraints: constraints, currentText: nil) {
        case .success(let change):
            _ = apply(change)
        case .failure(let failure):
            let appearances = Appearance.all.filter { condition.matches($0) }
            failures.append((nil, FixFailure(
                token: path, other: nil, rule: .contrast,
                themes: theme.themeNames.filter { other in usages.contains { $0.theme == other } }, appearances: appearances,
                reason: "", location: definition.location), { "cannot derive a \(condition) value: \(failure.explain())" }))
        }
    }
}
