import ColorScience
import ThemeModel

/// A new dimming layer for a `glass:` entry: the least opacity of its color with which every
/// foreground on the glass passes.
struct GlassDimming {
    var entry: Int
    var dim: ColorExpression
    /// The total ΔEOK of the glass as seen over a black and a white backdrop (the larger of
    /// the two), over every theme and appearance: weighed as the fixer weighs a color change.
    var cost: Double
    /// The largest of those differences in one appearance.
    var deltaE: Double
}

extension FixRun {
    /// A finding of a `glass:` entry: the least dimming layer with which every foreground of the
    /// entry passes every check of the glass in every theme and appearance, or the foreground's
    /// own change when that alone clears the foreground's findings on the glass and changes
    /// less of what people see (total ΔEOK, as changes are weighed). Glass found in Swift is
    /// changed by hand: the finding says how.
    mutating func fixGlass(_ finding: Finding) -> Bool {
        let advice = finding.rule.manualFix ?? "dim the content's layer or use a stronger content color"
        guard let appearance = finding.appearance else {
            fail(finding) { advice }
            return false
        }
        var content: FixChange?
        var contentFailure: AttemptFailure?
        switch attempt(finding.token, theme: finding.theme, appearance: appearance) {
        case .success(let change): content = change
        case .failure(let failure): contentFailure = failure
        }
        let dimming = leastDimming(for: finding)
        if let change = content, dimming.map({ visibleCost(of: change) < $0.cost }) ?? true {
            // Only a change that clears the foreground on this glass everywhere: one that fixes
            // some appearances and leaves the rest to a dimming layer it then rules out is not.
            var trial = self
            if trial.apply(change), !trial.audit().findings.contains(where: {
                $0.severity == .error && $0.token == finding.token && $0.location == finding.location && AuditRule.glass.contains($0.rule)
            }) {
                self = trial
                return true
            }
            if dimming == nil { return apply(change) }
        }
        if let dimming, apply(dimming) { return true }
        let entry = document.glass.first { $0.location == finding.location }
        let inFile = document.format == .theme && entry.map { $0.location.file == document.file } == true
        fail(finding) {
            let own = contentFailure.map { "changing \(finding.token): \($0.explain())" } ?? ""
            let dim = !inFile ? "the glass is declared in code or a token file, which the fixer does not edit there: \(advice)"
                : entry?.dim.map { "no opacity of its dimming layer (\($0)) passes" } ?? "no black or white dimming layer passes at any opacity"
            return [own, dim].filter { !$0.isEmpty }.joined(separator: "; ")
        }
        return false
    }

    /// What a color change moves that people see: ΔEOK in each theme and appearance of each
    /// token (not palette color) that takes the new value.
    func visibleCost(of change: FixChange) -> Double {
        change.candidate.deltaE * Double(change.followers.filter { isToken($0.token) }.reduce(0) { $0 + $1.usages.count })
    }

    /// The least dimming layer for the theme file's `glass:` entry of `finding`: of the entry's
    /// own dimming color, its opacity raised (a reference to a translucent color, whose alpha
    /// caps it, may become that color written out), or, when it has none, black or white,
    /// whichever changes the glass less; nil when none passes, or the entry is not in a theme
    /// file (glass found in Swift, or read from a DTCG file, is changed by hand).
    func leastDimming(for finding: Finding) -> GlassDimming? {
        guard document.format == .theme, let entry = document.glass.firstIndex(where: { $0.location == finding.location }) else { return nil }
        let declaration = document.glass[entry]
        guard declaration.location.isInFile, declaration.location.file == document.file,
              (changes[ValueKey(location: declaration.dimLocation ?? declaration.location, token: Self.glassDim, condition: .any)] ?? 0) < options.maximumChanges
        else { return nil }
        // (the layer at an opacity, the opacity it has now)
        var layers: [((Double) -> ColorExpression, Double)]
        switch declaration.dim {
        case .literal(let color, _)?:
            layers = [(Self.literalLayer(color.srgb), color.alpha ?? 1)]
        case .reference(let path, let alpha)?:
            layers = [({ .reference(path, alpha: $0) }, alpha ?? 1)]
            if let target = theme.color(path, in: theme.appearances.first ?? .light)?.srgb, target.alpha < 1 {
                layers.append((Self.literalLayer(target), target.alpha * (alpha ?? 1)))
            }
        case nil:
            layers = [SRGB(red: 0, green: 0, blue: 0), SRGB(red: 1, green: 1, blue: 1)].map { (Self.literalLayer($0), 0) }
        }
        let candidates = layers.compactMap { layer, now -> GlassDimming? in
            guard let opacity = leastOpacity(entry: entry, layer: layer, from: now) else { return nil }
            return dimming(entry: entry, to: layer(opacity))
        }
        return candidates.min { $0.cost < $1.cost }
    }

    /// The place-holder token of a dimming layer's proposal.
    static let glassDim = TokenPath(["glass", "dim"])

    /// A literal dimming layer of `color`'s red, green and blue at an opacity: `#000000 / 53.47%`.
    static func literalLayer(_ color: SRGB) -> (Double) -> ColorExpression {
        let rgb = RGBA8(rounding: SRGB(red: color.red, green: color.green, blue: color.blue))
        return { opacity in
            let srgb = SRGB(red: Double(rgb.red) / 255, green: Double(rgb.green) / 255, blue: Double(rgb.blue) / 255, alpha: opacity)
            return .literal(Color(srgb), text: rgb.hexRGB + " / " + ColorExpression.percent(opacity))
        }
    }

    /// The least opacity above `current`, in hundredths of a percent rounded up, with which the
    /// entry passes with the dimming layer `layer`; nil when it does not at full opacity. Never
    /// less than the layer has: a thinner layer bounds less (none at all, on regular glass).
    func leastOpacity(entry: Int, layer: (Double) -> ColorExpression, from current: Double) -> Double? {
        func passes(_ opacity: Double) -> Bool { glassPasses(entry: entry, dim: layer(opacity)) }
        guard current < 1, passes(1) else { return nil }
        var low = max(0, current), high = 1.0
        for _ in 0..<40 where high - low > 1e-7 {
            let mid = (low + high) / 2
            if passes(mid) { high = mid } else { low = mid }
        }
        var opacity = max(0.0001, min(1, ((high * 10_000) - 1e-6).rounded(.up) / 10_000))
        while !passes(opacity), opacity < 1 { opacity = min(1, opacity + 0.0001) }
        return opacity
    }

    /// Whether every foreground of the entry reaches its ratio in every check of the glass, in
    /// every theme and appearance, with `dim` as its dimming layer.
    func glassPasses(entry: Int, dim: ColorExpression) -> Bool {
        var declaration = document.glass[entry]
        declaration.dim = dim
        let paths = context.glassForegrounds(of: declaration)
        for name in theme.themeNames {
            for appearance in theme.appearances {
                let glass = context.glassSurface(of: declaration, in: appearance, theme: name)
                let backdrops = context.glassBackdrops(of: declaration, in: appearance, theme: name)
                for path in paths {
                    guard let foreground = theme.color(path, in: appearance, theme: name)?.srgb else { continue }
                    let required = context.glassRequirement(of: path, in: declaration, theme: name)
                    if context.glassChecks(of: foreground, on: glass, in: appearance, over: backdrops).contains(where: { $0.ratio < required }) {
                        return false
                    }
                }
            }
        }
        return true
    }

    /// The entry with `dim` in place of its dimming layer, and how much that changes the glass
    /// as seen over black and white.
    func dimming(entry: Int, to dim: ColorExpression) -> GlassDimming {
        var after = document.glass[entry]
        after.dim = dim
        let before = document.glass[entry]
        var total = 0.0, largest = 0.0
        for name in theme.themeNames {
            for appearance in theme.appearances {
                let old = context.glassSurface(of: before, in: appearance, theme: name).layers
                let new = context.glassSurface(of: after, in: appearance, theme: name).layers
                let difference = GlassContrast.extremes.map { backdrop in
                    DeltaEOK.difference(OKLab(GlassContrast.composite(old, over: backdrop, blend: .gamma)),
                                        OKLab(GlassContrast.composite(new, over: backdrop, blend: .gamma)))
                }.max() ?? 0
                total += difference
                largest = max(largest, difference)
            }
        }
        return GlassDimming(entry: entry, dim: dim, cost: total, deltaE: largest)
    }

    /// Puts the new dimming layer in the entry and records the proposal: the `dim:` value
    /// replaced where it is written, or added to the entry.
    mutating func apply(_ dimming: GlassDimming) -> Bool {
        var updated = document
        let before = updated.glass[dimming.entry]
        updated.glass[dimming.entry].dim = dimming.dim
        guard let resolved = try? ResolvedTheme(updated) else { return false }
        let first = theme.appearances.first ?? .light
        let clear = SRGB(red: 0, green: 0, blue: 0, alpha: 0)
        let oldColor = before.dim.flatMap { theme.color(of: $0, in: first) } ?? clear
        let newColor = resolved.color(of: dimming.dim, in: first) ?? clear
        let paths = context.glassForegrounds(of: before)
        let requirements = paths.map { path in
            "\(FixText.number(context.glassRequirement(of: path, in: before, theme: theme.themeNames.first ?? ThemeDocument.defaultThemeName))):1 for \(path)"
        }
        let kind: FixProposal.Kind = before.dimLocation.map { .replace(location: $0) } ?? .addKey(entry: before.location, key: "dim")
        let proposal = FixProposal(
            kind: kind, token: Self.glassDim, condition: .any, themes: theme.themeNames, appearances: theme.appearances,
            originalText: before.dim?.description, originalColor: Color(oldColor), color: Color(newColor), text: dimming.dim.description,
            deltaE: dimming.deltaE,
            satisfies: requirements.map { "\($0) on the glass over \(before.over.isEmpty ? "any backdrop" : "the entry's `over`"), with Reduce Transparency and with Increase Contrast" },
            note: "the dimming layer beneath \(paths.map(\.string).joined(separator: ", ")) on \(before.variant.rawValue) glass (the `glass:` entry at \(before.location))")
        document = updated
        theme = resolved
        context = Self.context(of: resolved, options: options)
        let key = ValueKey(location: before.dimLocation ?? before.location, token: proposal.token, condition: .any)
        changes[key, default: 0] += 1
        if let index = proposalIndex[key] {
            var existing = proposals[index]
            (existing.color, existing.text, existing.deltaE) = (proposal.color, proposal.text, max(existing.deltaE, proposal.deltaE))
            proposals[index] = existing
        } else {
            proposalIndex[key] = proposals.count
            proposals.append(proposal)
        }
        return true
    }
}
