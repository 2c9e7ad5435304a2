import ColorScience
import ThemeModel

extension AuditContext {
    /// Each `distinct` group: every two members at least the minimum ΔEOK apart, for normal
    /// vision and each deficiency; and a warning when two differ mainly along red–green.
    mutating func auditDistinct(theme name: String) {
        for group in theme.document.distinct {
            let members = group.members(in: theme)
            let minimum = group.minimum ?? configuration.distinctMinimum
            var warnedRedGreen: Set<[TokenPath]> = []
            for appearance in theme.appearances {
                let backdrop = snapshot(name).backdrops[appearance.index]
                let colors = members.map { theme.color($0, in: appearance, theme: name).map { backdrop.opaqueForms(of: $0.srgb)[0].color } }
                for i in members.indices {
                    for j in members.indices where j > i {
                        guard let a = colors[i], let b = colors[j] else { continue }
                        for vision in [nil] + configuration.visions.map(Optional.some) {
                            let (seenA, seenB) = (seen(a, vision), seen(b, vision))
                            let difference = ColorDifference.ok.between(seenA, seenB)
                            guard difference < minimum else { continue }
                            var message = "ΔEOK \(format(difference)) from \(members[j]), needs \(format(minimum))"
                            if let vision { message += " with \(vision.rawValue)" }
                            add(Finding(rule: .distinct, theme: name, appearance: appearance, vision: vision, token: members[i],
                                        other: members[j], message: message, measured: difference, required: minimum,
                                        colors: [RGBA8(rounding: seenA), RGBA8(rounding: seenB)],
                                        location: location(of: members[i], theme: name)))
                            break  // the weakest vision is enough per pair and appearance
                        }
                        if isRedGreenOnly(a, b), warnedRedGreen.insert([members[i], members[j]]).inserted {
                            add(Finding(rule: .redGreenOnly, theme: name, appearance: appearance, token: members[i], other: members[j],
                                        message: "differs from \(members[j]) mainly along red–green; give them different lightness, or an icon or shape",
                                        colors: [RGBA8(rounding: a), RGBA8(rounding: b)], location: location(of: members[i], theme: name)))
                        }
                    }
                }
            }
        }
    }

    /// Whether the OKLab difference is mostly along a (green–red): at least twice the lightness
    /// and blue–yellow differences.
    func isRedGreenOnly(_ a: SRGB, _ b: SRGB) -> Bool {
        let (x, y) = (OKLab(a.clipped), OKLab(b.clipped))
        let (dl, da, db) = (abs(x.lightness - y.lightness), abs(x.a - y.a), abs(x.b - y.b))
        return da >= 0.05 && da >= 2 * dl && da >= 2 * db
    }

    func format(_ value: Double) -> String {
        let rounded = (value * 1000).rounded() / 1000
        return String(rounded)
    }
}

extension DistinctGroup {
    /// The palette colors and tokens the group's patterns name, in pattern order.
    public func members(in theme: ResolvedTheme) -> [TokenPath] {
        let candidates = theme.document.palette.map(\.path) + theme.tokens.map(\.path)
        return tokens.flatMap { pattern in candidates.filter(pattern.matches) }
    }
}
