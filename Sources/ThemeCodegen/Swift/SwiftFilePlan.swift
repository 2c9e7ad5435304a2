import ColorScience
import ThemeModel

/// Everything the Swift file says, worked out before any text is written: identifiers,
/// type names, and each token's literals per theme and appearance.
struct SwiftFilePlan {
    /// One theme: its name in the theme file and its enum case.
    struct Theme: Hashable {
        var name: String
        var identifier: String
    }

    /// A color as the file writes it: four numbers with fixed precision.
    struct Literal: Hashable {
        var red: String, green: String, blue: String, alpha: String
        var arguments: String { "\(red), \(green), \(blue), \(alpha)" }
    }

    /// Themes whose token has the same eight values.
    struct ThemeGroup {
        var themes: [Theme]
        /// Indexed by `Appearance.index`.
        var values: [Literal]
        /// The UIKit system color name when every appearance is exactly that system color.
        var system: String?
    }

    struct Token {
        var path: TokenPath
        var identifier: String
        var description: String?
        var groups: [ThemeGroup]

        /// The system color every theme uses, if there is one and it is the same in all.
        var soleSystem: String? {
            groups.count == 1 ? groups[0].system : nil
        }
    }

    var access: String
    var namespace: String
    var swiftUI: String
    var names: SwiftGenerator.TypeNames
    var displayP3: Bool
    var systemReferences: Bool
    var themes: [Theme]
    var tokens: [Token]
    var file: String?

    init(input: GeneratorInput, options: SwiftGenerator.Options) throws(GeneratorError) {
        let namespace = options.typeNames.namespace ?? input.name
        self.namespace = namespace
        self.swiftUI = options.typeNames.swiftUI ?? namespace + "SwiftUI"
        self.names = options.typeNames
        self.access = options.accessLevel == .public ? "public " : ""
        let displayP3 = options.displayP3 ?? input.displayP3
        self.displayP3 = displayP3
        self.systemReferences = options.systemColorReferences
        self.file = input.theme.document.name
        for typeName in [namespace, swiftUI, names.theme, names.manager, names.store, names.updatable] {
            _ = try SwiftIdentifier.typeName(typeName)
        }

        var themes: [Theme] = []
        var seenThemes: [String: String] = [:]
        for name in input.theme.themeNames {
            let identifier = try SwiftIdentifier.lowerCamel([name], token: "themes.\(name)")
            if let other = seenThemes[identifier] {
                throw GeneratorError("the themes '\(other)' and '\(name)' both become the Swift case '\(identifier)'", token: "themes.\(name)")
            }
            seenThemes[identifier] = name
            themes.append(Theme(name: name, identifier: identifier))
        }
        self.themes = themes

        var tokens: [Token] = []
        var seenTokens: [String: String] = [:]
        for definition in input.tokens {
            let path = definition.path
            let identifier = try SwiftIdentifier.lowerCamel(path.components, token: path.string)
            if let other = seenTokens[identifier] {
                throw GeneratorError("the tokens '\(other)' and '\(path)' both become the Swift name '\(identifier)'", token: path.string)
            }
            seenTokens[identifier] = path.string
            var groups: [ThemeGroup] = []
            for theme in themes {
                let colors = try Appearance.all.map { appearance throws(GeneratorError) -> ResolvedColor in
                    guard let color = input.theme.color(path, in: appearance, theme: theme.name) else {
                        throw GeneratorError("no color in \(appearance) of theme '\(theme.name)'", token: path.string)
                    }
                    return color
                }
                let values = colors.map { Self.literal($0, displayP3: displayP3) }
                let system = Self.systemName(colors, input: input.theme, theme: theme.name, displayP3: displayP3)
                if let index = groups.firstIndex(where: { $0.values == values && $0.system == system }) {
                    groups[index].themes.append(theme)
                } else {
                    groups.append(ThemeGroup(themes: [theme], values: values, system: system))
                }
            }
            tokens.append(Token(path: path, identifier: identifier, description: definition.description, groups: groups))
        }
        self.tokens = tokens
    }

    /// The system color name when all eight colors are the same system color, unaltered (an
    /// alpha applied on the way makes it a literal).
    static func systemName(_ colors: [ResolvedColor], input: ResolvedTheme, theme: String, displayP3: Bool) -> String? {
        guard let name = colors.first?.system?.name else { return nil }
        for (appearance, color) in zip(Appearance.all, colors) {
            guard color.system?.name == name,
                  let system = input.color(TokenPath(["system", name]), in: appearance, theme: theme),
                  literal(system, displayP3: displayP3) == literal(color, displayP3: displayP3)
            else { return nil }
        }
        return name
    }

    /// How far outside Display P3 a channel may lie before the color counts as clipped: what
    /// the four decimals written round away.
    static let p3Rounding = 0.00005

    /// The four numbers of a color: sRGB, unclipped (UIKit, SwiftUI and AppKit's
    /// `NSColor(red:green:blue:alpha:)` take values outside 0…1 as extended sRGB), or Display P3
    /// clipped into 0…1, which `UIColor(displayP3Red:…)` and `NSColor(displayP3Red:…)` take.
    static func literal(_ color: ResolvedColor, displayP3: Bool) -> Literal {
        if displayP3 {
            let inside = GamutClip.clipped(color.color, into: .displayP3, tolerance: p3Rounding) ?? color.color
            let p3 = inside.converted(to: DisplayP3.self)
            return Literal(red: number(p3.red), green: number(p3.green), blue: number(p3.blue), alpha: number(color.alpha))
        }
        let srgb = color.srgb
        return Literal(red: number(srgb.red), green: number(srgb.green), blue: number(srgb.blue), alpha: number(color.alpha))
    }

    /// Four decimals, always written out (`1.0000`, `-0.0123`); `-0.0000` becomes `0.0000`.
    static func number(_ value: Double) -> String {
        let scaled = Int((value * 10_000).rounded())
        let magnitude = scaled.magnitude
        let fraction = String(magnitude % 10_000)
        let padded = String(repeating: "0", count: 4 - fraction.count) + fraction
        return (scaled < 0 ? "-" : "") + "\(magnitude / 10_000).\(padded)"
    }
}

extension SwiftIdentifier {
    /// A type name as given, checked: letters, digits and `_`, not starting with a digit, not a
    /// keyword.
    static func typeName(_ name: String) throws(GeneratorError) -> String {
        guard let head = name.unicodeScalars.first, head.properties.isAlphabetic || head == "_",
              name.unicodeScalars.allSatisfy({ $0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_" }),
              !keywords.contains(name), !reserved.contains(name)
        else {
            throw GeneratorError("'\(name)' is not a valid Swift type name")
        }
        return name
    }
}
