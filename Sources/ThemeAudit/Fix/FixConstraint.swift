import ColorScience
import ThemeModel

/// A theme and appearance in which a value is used.
struct FixUsage: Hashable, Sendable {
    var theme: String
    var appearance: Appearance
}

/// A token that takes a changed value — the token holding it, or one whose references lead to
/// it — with the themes and appearances where it does, and the alpha its references scale the
/// value by (`{palette.black} / 60%` takes 0.6 of it).
struct FixFollower: Hashable, Sendable {
    var token: TokenPath
    var usages: Set<FixUsage>
    var alphaScale: Double
}

/// One error-severity check a changed value must pass, in one theme and appearance: the same
/// measurements as the audit's rules, with the changed token's color substituted.
struct FixConstraint: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        /// A contrast pair (the token as foreground or background) must reach `required`.
        case contrast(ContrastPair, required: Double)
        /// The token must differ from `other` by `minimum` ΔEOK, seen with `vision`.
        case distinct(other: TokenPath, vision: ColorVisionDeficiency?, minimum: Double)
        /// The token's Increase Contrast value goes the right way (`appearance` is the increased one).
        case increasedDirection
        /// The pair has no less contrast with Increase Contrast (`appearance` is the increased one).
        case increasedLowers(ContrastPair)
        /// The dark elevated value is no darker than the base one (`appearance` is the elevated one).
        case elevation
        /// The pair keeps which side is lighter: a fix never turns dark text on a light
        /// background into light text on a dark one, or the reverse.
        case polarity(ContrastPair, foregroundLighter: Bool)
        /// The token, a foreground of the theme's `glass:` entry at index `entry`, reaches
        /// `required` in every check of that glass (every backdrop, Reduce Transparency,
        /// Increase Contrast).
        case glass(entry: Int, required: Double)
    }

    var kind: Kind
    /// The token whose value changes.
    var token: TokenPath
    var theme: String
    var appearance: Appearance

    /// The constraint without its theme and appearance, for proposals: `4.5:1 on
    /// background.content`.
    var summary: String {
        switch kind {
        case .contrast(let pair, let required):
            let ratio = FixText.number(required)
            return pair.foreground == token ? "\(ratio):1 on \(pair.background)" : "\(ratio):1 under \(pair.foreground)"
        case .distinct(let other, let vision, let minimum):
            return "ΔEOK \(FixText.number(minimum)) from \(other)" + (vision.map { " under \($0.rawValue)" } ?? "")
        case .increasedDirection:
            return "\(appearance.scheme == .light ? "darker" : "lighter") with Increase Contrast"
        case .increasedLowers(let pair):
            return "no less contrast \(pair.foreground == token ? "on \(pair.background)" : "under \(pair.foreground)") with Increase Contrast"
        case .elevation:
            return "elevated no darker than base"
        case .polarity(let pair, let lighter):
            let side = lighter == (pair.foreground == token) ? "lighter" : "darker"
            return "stays \(side) than \(pair.foreground == token ? pair.background : pair.foreground)"
        case .glass(_, let required):
            return "\(FixText.number(required)):1 on its Liquid Glass"
        }
    }

    /// The summary with where it applies: `4.5:1 on background.content in dark+elevated of ocean`.
    var detail: String {
        summary + " in \(appearance.name)" + (theme == ThemeDocument.defaultThemeName ? "" : " of \(theme)")
    }

    /// The audit rule the constraint comes from.
    var rule: AuditRule {
        switch kind {
        case .contrast: .contrast
        case .distinct: .distinct
        case .increasedDirection: .increasedContrastDirection
        case .increasedLowers: .increasedContrastLowers
        case .elevation: .elevation
        case .polarity: .contrast
        case .glass: .glassContrast
        }
    }
}

/// The margins a proposed color keeps above the thresholds, so the written value passes robustly.
struct FixMargins: Hashable, Sendable {
    var contrast: Double
    var distinct: Double

    /// No margin: the audit's own test.
    static let none = FixMargins(contrast: 0, distinct: 0)
}

/// A theme in which the tokens that take one value (its followers) take a candidate color in
/// some themes and appearances: measures constraints the way the audit does.
struct FixScene {
    let context: AuditContext
    let followers: [TokenPath: FixFollower]
    /// Backdrops by theme, eight per theme by appearance index.
    let backdrops: [String: [Backdrops]]

    init(context: AuditContext, followers: [FixFollower]) {
        self.context = context
        self.followers = Dictionary(followers.map { ($0.token, $0) }) { first, _ in first }
        var backdrops: [String: [Backdrops]] = [:]
        for name in context.theme.themeNames {
            backdrops[name] = Appearance.all.map { Backdrops(theme: context.theme, name: name, appearance: $0) }
        }
        self.backdrops = backdrops
    }

    /// A scene where `token` alone takes the candidate in `substituted`.
    init(context: AuditContext, token: TokenPath, substituted: Set<FixUsage>) {
        self.init(context: context, followers: [FixFollower(token: token, usages: substituted, alphaScale: 1)])
    }

    /// A token's color, the candidate (its alpha scaled as the token's references scale it)
    /// where it is substituted.
    func color(_ path: TokenPath, _ theme: String, _ appearance: Appearance, candidate: ResolvedColor) -> ResolvedColor? {
        if let follower = followers[path], follower.usages.contains(FixUsage(theme: theme, appearance: appearance)) {
            guard follower.alphaScale != 1 else { return candidate }
            var scaled = candidate
            var color = candidate.color
            color.alpha = (color.alpha ?? 1) * follower.alphaScale
            scaled.color = color
            return scaled
        }
        return context.theme.color(path, in: appearance, theme: theme)
    }

    /// Whether `constraint` holds with `candidate`, and the figure measured.
    func evaluate(_ constraint: FixConstraint, candidate: ResolvedColor, margins: FixMargins) -> (passes: Bool, measured: Double) {
        let (theme, appearance) = (constraint.theme, constraint.appearance)
        var context = context
        switch constraint.kind {
        case .contrast(let pair, let required):
            guard let fg = color(pair.foreground, theme, appearance, candidate: candidate),
                  let bg = color(pair.background, theme, appearance, candidate: candidate),
                  let backdrops = backdrops[theme]?[appearance.index] else { return (true, 0) }
            let ratio = context.measure(fg, on: bg, backdrops: backdrops, vision: nil).ratio
            // Twice the margin with Increase Contrast, leaving the normal value room below it.
            let margin = appearance.contrast == .increased ? 2 * margins.contrast : margins.contrast
            return (ratio >= required + margin, ratio)
        case .distinct(let other, let vision, let minimum):
            guard let a = color(constraint.token, theme, appearance, candidate: candidate),
                  let b = color(other, theme, appearance, candidate: candidate),
                  let backdrop = backdrops[theme]?[appearance.index] else { return (true, 0) }
            let (opaqueA, opaqueB) = (backdrop.opaqueForms(of: a.srgb)[0].color, backdrop.opaqueForms(of: b.srgb)[0].color)
            let difference = ColorDifference.ok.between(context.seen(opaqueA, vision), context.seen(opaqueB, vision))
            return (difference >= minimum + margins.distinct, difference)
        case .increasedDirection:
            let normalAppearance = Appearance(appearance.scheme, .normal, appearance.level)
            guard let normal = color(constraint.token, theme, normalAppearance, candidate: candidate),
                  let increased = color(constraint.token, theme, appearance, candidate: candidate),
                  let plain = backdrops[theme]?[appearance.index].colors[0].color else { return (true, 0) }
            guard normal.rgba8 != increased.rgba8 else { return (true, 0) }
            let (l0, l1) = (context.lightness(normal, over: plain), context.lightness(increased, over: plain))
            let wrong = appearance.scheme == .light ? l1 > l0 + 1e-9 : l1 < l0 - 1e-9
            return (!wrong, l1 - l0)
        case .increasedLowers(let pair):
            let normalAppearance = Appearance(appearance.scheme, .normal, appearance.level)
            guard let fg0 = color(pair.foreground, theme, normalAppearance, candidate: candidate),
                  let bg0 = color(pair.background, theme, normalAppearance, candidate: candidate),
                  let fg1 = color(pair.foreground, theme, appearance, candidate: candidate),
                  let bg1 = color(pair.background, theme, appearance, candidate: candidate),
                  let normalBackdrops = backdrops[theme]?[normalAppearance.index],
                  let increasedBackdrops = backdrops[theme]?[appearance.index] else { return (true, 0) }
            guard fg0.rgba8 != fg1.rgba8 || bg0.rgba8 != bg1.rgba8 else { return (true, 0) }
            let before = context.measure(fg0, on: bg0, backdrops: normalBackdrops, vision: nil).ratio
            let after = context.measure(fg1, on: bg1, backdrops: increasedBackdrops, vision: nil).ratio
            return (after >= before - 1e-9, after - before)
        case .elevation:
            let baseAppearance = Appearance(.dark, appearance.contrast, .base)
            guard let base = color(constraint.token, theme, baseAppearance, candidate: candidate),
                  let elevated = color(constraint.token, theme, appearance, candidate: candidate) else { return (true, 0) }
            guard base.rgba8 != elevated.rgba8 else { return (true, 0) }
            let plain = SRGB(red: 0, green: 0, blue: 0)
            let (l0, l1) = (context.lightness(base, over: plain), context.lightness(elevated, over: plain))
            return (l1 >= l0 - 1e-9, l1 - l0)
        case .polarity(let pair, let lighter):
            guard let fg = color(pair.foreground, theme, appearance, candidate: candidate),
                  let bg = color(pair.background, theme, appearance, candidate: candidate),
                  let plain = backdrops[theme]?[appearance.index].colors[0].color else { return (true, 0) }
            let difference = Self.lightnessDifference(fg, on: bg, over: plain, context: context)
            return (lighter ? difference > 0 : difference < 0, difference)
        case .glass(let entry, let required):
            let declarations = context.theme.document.glass
            guard declarations.indices.contains(entry), let fg = color(constraint.token, theme, appearance, candidate: candidate) else { return (true, 0) }
            let declaration = declarations[entry]
            let measured = context.glassChecks(of: fg.srgb, on: context.glassSurface(of: declaration, in: appearance, theme: theme), in: appearance,
                                               over: context.glassBackdrops(of: declaration, in: appearance, theme: theme))
            guard let worst = measured.map(\.ratio).min() else { return (true, 0) }
            return (worst >= required + margins.contrast, worst)
        }
    }

    /// OKLab lightness of the foreground seen on the background, less the background's, both
    /// over the plain backdrop.
    static func lightnessDifference(_ fg: ResolvedColor, on bg: ResolvedColor, over plain: SRGB, context: AuditContext) -> Double {
        let background = bg.srgb.composited(over: plain)
        return context.lightness(fg, over: background) - context.lightness(bg, over: plain)
    }

    /// Whether every constraint holds.
    func satisfiesAll(_ constraints: [FixConstraint], candidate: ResolvedColor, margins: FixMargins) -> Bool {
        constraints.allSatisfy { evaluate($0, candidate: candidate, margins: margins).passes }
    }
}

/// How the fixer writes figures in its messages.
enum FixText {
    /// A threshold or lightness as written: `4.5`, `3`, `0.1`, `0.425` (at most three decimals).
    static func number(_ value: Double) -> String {
        if value == value.rounded() { return String(Int(value)) }
        return String((value * 1000).rounded() / 1000)
    }
}
