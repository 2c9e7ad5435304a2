import ColorScience
import ThemeModel

/// A flat color that may lie beneath a material: the model takes blurred content to be its
/// average, a uniform color (see ``MaterialLayer``), so worst-case content is a flat color.
public struct MaterialContent: Hashable, Sendable {
    /// How findings and the CLI name it: `white`, `black`, or the token's path.
    public var name: String
    /// The token, for theme colors.
    public var path: TokenPath?
    /// Opaque.
    public var color: SRGB

    public init(name: String, path: TokenPath? = nil, color: SRGB) {
        self.name = name
        self.path = path
        self.color = color
    }

    public static let white = MaterialContent(name: "white", color: SRGB(red: 1, green: 1, blue: 1))
    public static let black = MaterialContent(name: "black", color: SRGB(red: 0, green: 0, blue: 0))

    /// What is tried beneath a material in one theme and appearance: white, black, every
    /// background-role token, then the `extra` content tokens. A translucent token counts
    /// composited over the scheme's plain background; a color met twice counts once.
    public static func candidates(in theme: ResolvedTheme, name: String, appearance: Appearance,
                                  extra: [TokenPattern] = []) -> [MaterialContent] {
        var result = [white, black]
        var seen: Set<RGBA8> = [RGBA8(rounding: white.color), RGBA8(rounding: black.color)]
        let backgrounds = theme.tokens.filter { $0.role == .background }.map(\.path)
        let declared = extra.flatMap { theme.paths(matching: $0) }
        for path in backgrounds + declared {
            guard let resolved = theme.color(path, in: appearance, theme: name) else { continue }
            let color = resolved.srgb.composited(over: appearance.scheme.plainBackground).clipped
            if seen.insert(RGBA8(rounding: color)).inserted {
                result.append(MaterialContent(name: path.string, path: path, color: color))
            }
        }
        return result
    }
}
