import ColorScience
import ThemeModel

/// What translucent backgrounds sit on in one theme and appearance: every opaque background
/// token, or the scheme's plain background (white in light, black in dark) when there is none.
struct Backdrops {
    var colors: [(path: TokenPath?, color: SRGB)]

    init(colors: [(path: TokenPath?, color: SRGB)]) { self.colors = colors }

    init(theme: ResolvedTheme, name: String, appearance: Appearance) {
        self.init(theme: theme, appearance: appearance, colors: theme.colors(in: appearance, theme: name))
    }

    /// From a theme's colors in this appearance, indexed like `theme.paths` (a snapshot has
    /// them already).
    init(theme: ResolvedTheme, appearance: Appearance, colors resolved: [ResolvedColor?]) {
        var colors: [(TokenPath?, SRGB)] = []
        var seen: Set<RGBA8> = []
        for token in theme.tokens where token.role == .background {
            guard let index = theme.index(of: token.path), let color = resolved[index], color.alpha >= 1 else { continue }
            if seen.insert(color.rgba8).inserted { colors.append((token.path, color.srgb.clipped)) }
        }
        if colors.isEmpty {
            let plain = appearance.scheme.plainBackground
            colors.append((nil, plain))
        }
        self.colors = colors
    }

    /// The opaque colors a color can appear as: itself when opaque, else composited over each
    /// backdrop.
    func opaqueForms(of color: SRGB) -> [(backdrop: TokenPath?, color: SRGB)] {
        guard color.alpha < 1 else { return [(nil, color)] }
        return colors.map { ($0.path, color.composited(over: $0.color)) }
    }
}
