import ColorScience
import ThemeModel

/// Measures pairs in one appearance of one theme as the audit does — translucent colors over
/// the worst backdrop, seen with a color vision — for pages and tools that show every figure,
/// passing or not.
///
/// ```swift
/// let meter = ContrastMeter(theme: theme, appearance: .dark)
/// for pair in ContrastPair.pairs(of: theme) {
///     if let measured = meter.measure(pair, seenThrough: .deuteranopia) { print(measured.ratio) }
/// }
/// ```
public struct ContrastMeter: Sendable {
    public let theme: ResolvedTheme
    /// The named theme measured (`default` for the file's own).
    public let name: String
    public let appearance: Appearance
    public let policy: ContrastPolicy
    private let backdrops: Backdrops

    public init(theme: ResolvedTheme, name: String = ThemeDocument.defaultThemeName, appearance: Appearance,
                policy: ContrastPolicy = .wcagAA) {
        self.theme = theme
        self.name = name
        self.appearance = appearance
        self.policy = policy
        self.backdrops = Backdrops(theme: theme, name: name, appearance: appearance)
    }

    /// The worst contrast of a pair here, seen through `vision` (nil: normal vision); nil when
    /// a side has no color in this theme, or the pair is pinned to the other scheme.
    public func measure(_ pair: ContrastPair, seenThrough vision: ColorVisionSimulation? = nil) -> ContrastMeasurement? {
        if let scheme = pair.scheme, scheme != appearance.scheme { return nil }
        guard let foreground = theme.color(pair.foreground, in: appearance, theme: name),
              let background = theme.color(pair.background, in: appearance, theme: name) else { return nil }
        return ContrastMeasurement.worst(foreground, on: background, backdrops: backdrops) { color in
            vision.map { $0.simulate(color.clipped) } ?? color.clipped
        }.measurement
    }

    /// A color as the audit compares it with others (distinct groups): itself when opaque, else
    /// composited over the first backdrop (the theme's first opaque background, or the
    /// scheme's plain background).
    public func opaqueForm(of color: SRGB) -> SRGB {
        backdrops.opaqueForms(of: color)[0].color
    }

    /// The ratio a pair needs in this theme: its own minimum, else the policy's for its role
    /// and text size.
    public func required(_ pair: ContrastPair) -> Double {
        pair.requiredRatio(policy, in: theme, theme: name)
    }
}
