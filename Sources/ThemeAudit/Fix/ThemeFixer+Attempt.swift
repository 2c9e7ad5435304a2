import ColorScience
import ThemeModel

extension FixRun {
    /// Why a value cannot be fixed; worked out only for failures that remain at the end.
    enum Attempt {
        case success(FixChange)
        case failure(AttemptFailure)
    }

    struct AttemptFailure {
        var explain: () -> String
        /// The Apple system color kept, when that is why.
        var system: String?

        init(reason: String, system: String? = nil) {
            self.explain = { reason }
            self.system = system
        }
        init(explain: @escaping () -> String) { self.explain = explain }
    }

    /// The change that makes `path` pass in one theme and appearance, every constraint on the
    /// value it changes held.
    ///
    /// Which value changes: Apple's system colors never (unless the options allow it) — the
    /// other side of the pair moves; a literal, where it is written; a reference, at the color
    /// it leads to when no other token shares that color (or the options say to move shared
    /// colors), else on the token itself, as values of its own for the appearances that fail.
    func attempt(_ path: TokenPath, theme name: String, appearance: Appearance) -> Attempt {
        guard let site = theme.fixSite(of: path, theme: name, appearance: appearance),
              let definition = theme.definition(of: path, theme: name), let value = definition.values[site.condition],
              let current = theme.color(path, in: appearance, theme: name) else {
            return .failure(AttemptFailure(reason: "it has no value in \(appearance)"))
        }
        if let system = current.system, !options.allowSystemOverride {
            return .failure(AttemptFailure(
                reason: "it is Apple's \(system.name), which adapts to every appearance and system version; it is kept (--allow-system-override replaces it)",
                system: system.name))
        }
        guard site.location.isInFile || site.location.file == addedValueFile else {
            return .failure(AttemptFailure(reason: "it is one of Apple's system colors, which a theme file cannot change"))
        }
        guard case .reference = value.expression, let holder = current.chain.last,
              let holderSite = theme.fixSite(of: holder, theme: name, appearance: appearance),
              holderSite.location.isInFile || holderSite.location.file == addedValueFile,
              let holderDefinition = theme.definition(of: holder, theme: name), let holderColor = theme.color(holder, in: appearance, theme: name) else {
            return attempt(at: site, definition: definition, current: current, failing: appearance, ownValues: false)
        }
        // A reference: the color it leads to moves, unless other tokens share it.
        let sharers = followers(of: holderSite, usages: theme.usages(of: holderSite)).map(\.token).filter(isToken)
        if sharers.count <= 1 || options.move == .palette {
            return attempt(at: holderSite, definition: holderDefinition, current: holderColor, failing: appearance, ownValues: false)
        }
        let shared = "\(holder) is shared by \(sharers.count) tokens"
        let own = attempt(at: site, definition: definition, current: current, failing: appearance, ownValues: true)
        let moved = attempt(at: holderSite, definition: holderDefinition, current: holderColor, failing: appearance, ownValues: false)
        switch (own, moved) {
        case (.success(var change), .success(let alternative)) where alternative.candidate.deltaE <= change.candidate.deltaE + 1e-9:
            change.note = "\(shared); --move palette changes it instead (ΔEOK \(FixText.number(alternative.candidate.deltaE)), moving \(sharers.count) tokens)"
            return .success(change)
        case (.failure(let failure), .success(let alternative)):
            return .failure(AttemptFailure(explain: {
                "\(failure.explain()); \(shared), which --move palette changes (ΔEOK \(FixText.number(alternative.candidate.deltaE)), moving \(sharers.count) tokens)"
            }))
        default:
            return own
        }
    }

    /// Whether `path` is a token (not a palette color).
    func isToken(_ path: TokenPath) -> Bool {
        !theme.document.palette.contains { $0.path == path }
    }

    /// The change to the value at `site` that passes every constraint on it.
    ///
    /// A value serving appearances whose colors differ (a reference that adapts) or, with
    /// `ownValues`, any value, is not replaced: the appearances that fail get values of their
    /// own. When no one color serves every appearance, the failing scheme, then its contrast
    /// level (an Increase Contrast value reaching the derived target), then the failing
    /// appearance alone gets a value of its own.
    func attempt(at site: FixSite, definition: TokenDefinition, current: ResolvedColor, failing appearance: Appearance,
                 ownValues: Bool) -> Attempt {
        let count = changes[ValueKey(location: site.location, token: site.token, condition: site.condition)] ?? 0
        guard count < options.maximumChanges else {
            return .failure(AttemptFailure(reason: "changed \(Counted(count, "time")) without the theme passing"))
        }
        guard let value = definition.values[site.condition] else {
            return .failure(AttemptFailure(reason: "it has no value in \(appearance)"))
        }
        let all = theme.usages(of: site)
        var usages = all
        var insert = ownValues
        if case .reference = value.expression {
            let groups = Dictionary(grouping: all) { theme.color(site.token, in: $0.appearance, theme: $0.theme)?.color }
            if groups.count > 1 {
                let group = groups[current.color] ?? []
                let appearances = Set(group.map(\.appearance))
                guard all.count(where: { appearances.contains($0.appearance) }) == group.count else {
                    return .failure(AttemptFailure(
                        reason: "its value \(value.expression) at \(site.location) gives different colors in different themes; give the failing theme its own value"))
                }
                usages = group
                insert = true
            }
        }
        if ownValues {
            // Values of its own only where the shared color fails; the token's own value in
            // place of the reference when it fails everywhere.
            let scene = FixScene(context: context, followers: [])
            let failing = usages.filter { usage in
                !gather(site.token, usages: [usage], stronger: false).allSatisfy { scene.evaluate($0, candidate: current, margins: .none).passes }
            }
            if !failing.isEmpty, failing.count < usages.count { usages = failing }
            insert = usages.count < all.count
        }
        var tries = [usages]
        let splits: [(Appearance) -> Bool] = [
            { $0.scheme == appearance.scheme },
            { $0.scheme == appearance.scheme && $0.contrast == appearance.contrast },
            { $0 == appearance },
        ]
        for split in splits {
            let subset = usages.filter { split($0.appearance) }
            guard !subset.isEmpty, subset.count < (tries.last?.count ?? 0) else { continue }
            tries.append(subset)
        }
        var first: Attempt?
        for (index, usages) in tries.enumerated() {
            let mode: FixChange.Mode
            let replaces = index == 0 && !insert
            // A new Increase Contrast value reaches the derived target, as --derive's do.
            let stronger = !replaces && usages.allSatisfy { $0.appearance.contrast == .increased }
            if replaces {
                mode = .replace
            } else {
                guard let conditions = definition.coveringConditions(for: Set(usages.map(\.appearance))) else { continue }
                mode = .insert(conditions)
            }
            let followers = followers(of: site, usages: usages)
            let constraints = followers.flatMap { gather($0.token, usages: $0.usages.sorted(by: Self.order), stronger: stronger) }
            let result = search(site: site, mode: mode, usages: usages, followers: followers, template: current,
                                constraints: constraints, currentText: replaces ? value.expression : nil)
            if case .success = result { return result }
            first = first ?? result
        }
        return first ?? .failure(AttemptFailure(reason: "no appearance keys can single out \(appearance.name)"))
    }

    /// Usages in theme and appearance order.
    static func order(_ a: FixUsage, _ b: FixUsage) -> Bool {
        a.theme != b.theme ? a.theme < b.theme : a.appearance.index < b.appearance.index
    }

    /// The tokens that take the value at `site` in `usages`: its own token, and every token
    /// whose references lead through it there.
    func followers(of site: FixSite, usages: [FixUsage]) -> [FixFollower] {
        var result = [FixFollower(token: site.token, usages: Set(usages), alphaScale: 1)]
        for path in theme.document.palette.map(\.path) + theme.tokens.map(\.path) where path != site.token {
            var taken: Set<FixUsage> = []
            var scale = 1.0
            for usage in usages {
                guard let color = theme.color(path, in: usage.appearance, theme: usage.theme), color.chain.contains(site.token) else { continue }
                if taken.isEmpty, let own = theme.color(site.token, in: usage.appearance, theme: usage.theme), let alpha = own.color.alpha, alpha > 0 {
                    scale = (color.color.alpha ?? 1) / alpha
                }
                taken.insert(usage)
            }
            if !taken.isEmpty, !result.contains(where: { $0.token == path }) {
                result.append(FixFollower(token: path, usages: taken, alphaScale: scale))
            }
        }
        return result
    }

    /// Searches the nearest passing color for a value; a failure explains the conflict.
    func search(site: FixSite, mode: FixChange.Mode, usages: [FixUsage], followers: [FixFollower], template: ResolvedColor,
                constraints: [FixConstraint], currentText: ColorExpression?) -> Attempt {
        let scene = FixScene(context: context, followers: followers)
        let lightness = LightnessSearch(original: template.color, gamut: options.gamut)
        func resolved(_ candidate: FixCandidate) -> ResolvedColor {
            var color = template
            color.color = candidate.color
            color.chain = []
            color.system = nil
            return color
        }
        let margins = margins
        guard let found = lightness.search(where: { scene.satisfiesAll(constraints, candidate: resolved($0), margins: margins) }) else {
            let explanation = FixExplanation(scene: scene, search: lightness, constraints: constraints, margins: margins, resolve: resolved)
            return .failure(AttemptFailure(explain: { explanation.reason }))
        }
        if case .literal(_, let text) = currentText, text == found.text || RGBA8(rounding: found.color.srgb) == template.rgba8,
           found.color.space == template.color.space || template.color.space == .srgb {
            return .failure(AttemptFailure(reason: "its color already passes every constraint on it; the finding comes from another value"))
        }
        return .success(FixChange(site: site, mode: mode, usages: usages, followers: followers, candidate: found,
                                  originalColor: template.color, constraints: constraints))
    }

    /// Every error-severity constraint on `path` where it takes the value in `usages`.
    /// `stronger`: contrast on Increase Contrast appearances must reach the derived target.
    func gather(_ path: TokenPath, usages: [FixUsage], stronger: Bool) -> [FixConstraint] {
        let configuration = options.audit
        var result: [FixConstraint] = []
        var seen: Set<FixConstraint> = []
        func add(_ kind: FixConstraint.Kind, _ theme: String, _ appearance: Appearance) {
            let constraint = FixConstraint(kind: kind, token: path, theme: theme, appearance: appearance)
            if seen.insert(constraint).inserted { result.append(constraint) }
        }
        let candidates = theme.document.palette.map(\.path) + theme.tokens.map(\.path)
        let groups = theme.document.distinct.map { group in
            (members: group.tokens.flatMap { pattern in candidates.filter(pattern.matches) }, minimum: group.minimum ?? configuration.distinctMinimum)
        }
        for usage in usages {
            let (name, appearance) = (usage.theme, usage.appearance)
            let definition = theme.definition(of: path, theme: name)
            let increased = Appearance(appearance.scheme, .increased, appearance.level)
            if configuration.runs(.contrast) {
                let plain = Backdrops(theme: theme, name: name, appearance: appearance).colors.first?.color
                for pair in context.pairs where pair.foreground == path || pair.background == path {
                    guard let fg = theme.color(pair.foreground, in: appearance, theme: name),
                          let bg = theme.color(pair.background, in: appearance, theme: name) else { continue }
                    var required = context.requiredRatio(pair, theme: name)
                    if stronger, pair.foreground == path, appearance.contrast == .increased {
                        required = max(required, derivedTarget(role: definition?.role))
                    }
                    add(.contrast(pair, required: required), name, appearance)
                    if let plain {
                        // The side that is lighter now stays lighter (the scheme's when they are close).
                        let difference = FixScene.lightnessDifference(fg, on: bg, over: plain, context: context)
                        let lighter = abs(difference) > 0.02 ? difference > 0 : appearance.scheme == .dark
                        add(.polarity(pair, foregroundLighter: lighter), name, appearance)
                    }
                    if configuration.runs(.increasedContrastLowers) { add(.increasedLowers(pair), name, increased) }
                }
            }
            if configuration.runs(.distinct) {
                for group in groups where group.members.contains(path) {
                    for other in group.members where other != path {
                        for vision in [nil] + configuration.visions.map(Optional.some) {
                            add(.distinct(other: other, vision: vision, minimum: group.minimum), name, appearance)
                        }
                    }
                }
            }
            if configuration.runs(.increasedContrastDirection), let definition, definition.role?.isForeground == true,
               stronger || definition.values.keys.contains(where: { $0.contrast == .increased }) {
                add(.increasedDirection, name, increased)
            }
            if configuration.runs(.elevation), definition?.role == .background, appearance.scheme == .dark {
                add(.elevation, name, Appearance(.dark, appearance.contrast, .elevated))
            }
            if context.checksGlass {
                for (entry, declaration) in theme.document.glass.enumerated() where context.glassForegrounds(of: declaration).contains(path) {
                    add(.glass(entry: entry, required: context.glassRequirement(of: path, in: declaration, theme: name)), name, appearance)
                }
            }
        }
        return result
    }
}
