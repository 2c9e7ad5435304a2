import ColorScience

/// Apple's system colors, built in: the tints, the six grays, labels, backgrounds, grouped
/// backgrounds, fills, separators, link and placeholder text, in light, dark, increased
/// contrast and (for backgrounds) elevated appearances.
///
/// The values come from the project's reference of public sources (Flutter's CupertinoColors,
/// compose-cupertino, and others), each marked confirmed when two or more agree. Apple does not
/// publish a machine-readable table; values marked unconfirmed are shown as such by
/// `tincture resolve` and listed in the README. Theme files reference them as `{system.label}`.
public enum SystemPalette {
    /// Which release's values to use. iOS 26 re-valued every tint; the grays and semantic colors
    /// are unchanged from iOS 15–18.
    public enum Era: String, Hashable, Sendable, CaseIterable {
        /// iOS 15 through iOS 18.
        case ios18
        /// iOS 26 (the June 2025 Human Interface Guidelines values).
        case ios26
        /// macOS: AppKit's colors (`labelColor`, `controlAccentColor`, `windowBackgroundColor`,
        /// the macOS tints) in Aqua and Dark Aqua, with and without Increase Contrast.
        case macos

        /// Accepts `ios15`…`ios18` for ``ios18``, `ios26`, and `macos`.
        public init?(name: String) {
            switch name.lowercased() {
            case "ios15", "ios16", "ios17", "ios18": self = .ios18
            case "ios26": self = .ios26
            case "macos": self = .macos
            default: return nil
            }
        }

        /// Whether this is a macOS palette (whose appearances have no elevated level).
        public var isMac: Bool { self == .macos }
    }

    /// Every system color of an era, in the reference's order.
    public static func colors(_ era: Era) -> [SystemColor] {
        switch era {
        case .ios18: ios18Colors
        case .ios26: ios26Colors
        case .macos: macosColors
        }
    }

    /// The system color with a UIKit name (`label`, `systemBlue`), if there is one.
    public static func color(named name: String, era: Era) -> SystemColor? {
        colors(era).first { $0.name == name }
    }

    /// The system colors as palette definitions under `system.`, one literal per appearance the
    /// reference gives.
    public static func definitions(_ era: Era) -> [TokenDefinition] {
        switch era {
        case .ios18: ios18Definitions
        case .ios26: ios26Definitions
        case .macos: macosDefinitions
        }
    }

    /// Each era's own colors, then the other platform's colors whose names it lacks, so that an
    /// asset catalog's reference to either resolves (a universal catalog naming
    /// `controlAccentColor`, a Mac catalog naming `systemBackgroundColor`).
    static let ios18Colors = uikit(ios18ReferenceColors) + others(appkitColors, besides: uikit(ios18ReferenceColors))
    static let ios26Colors = uikit(ios26ReferenceColors) + others(appkitColors, besides: uikit(ios26ReferenceColors))
    static let macosColors = appkitColors + others(uikit(ios18ReferenceColors), besides: appkitColors)

    /// An era's UIKit colors: the reference's, the fixed ones, and the aliases taking the
    /// values of the era's own color (`tintColor` is iOS 26's `systemBlue` under `ios26`).
    private static func uikit(_ reference: [SystemColor]) -> [SystemColor] {
        let own = reference + uikitMoreColors
        return own + uikitAliases.compactMap { alias in
            own.first { $0.name == alias.target }.map { target in
                SystemColor(name: alias.name, category: target.category, uikit: alias.uikit,
                            assetCatalogReference: alias.assetCatalogReference, values: target.values)
            }
        }
    }

    private static func others(_ colors: [SystemColor], besides own: [SystemColor]) -> [SystemColor] {
        let names = Set(own.map(\.name))
        return colors.filter { !names.contains($0.name) }
    }

    private static let ios18Definitions = makeDefinitions(.ios18)
    private static let ios26Definitions = makeDefinitions(.ios26)
    private static let macosDefinitions = makeDefinitions(.macos)

    private static func makeDefinitions(_ era: Era) -> [TokenDefinition] {
        let location = SourceLocation.builtIn("system palette \(era.rawValue)")
        return colors(era).map { color in
            var values: [AppearanceCondition: ColorValueDefinition] = [:]
            for (key, value) in color.values {
                guard let condition = AppearanceCondition(name: key) else { continue }
                let literal = Color(SRGB(value.rgba))
                values[condition] = ColorValueDefinition(.literal(literal, text: value.rgba.hex), at: location)
            }
            return TokenDefinition(
                path: TokenPath(["system", color.name]), role: role(of: color), values: values, location: location)
        }
    }

    private static func role(of color: SystemColor) -> TokenRole? {
        let name = color.name.lowercased()
        if name.contains("label") || name.contains("placeholder") { return .text }
        if name.contains("background") { return .background }
        if name.contains("fill") { return .fill }
        if name.contains("separator") { return .separator }
        if name == "link" || color.category == .tint { return .tint }
        return nil
    }
}
