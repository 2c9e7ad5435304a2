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

    /// A token's value in one appearance of one theme: a literal, or a palette entry (in the
    /// same theme and appearance) with its alpha multiplied by a factor, when the token is
    /// defined over it.
    enum Value: Hashable {
        case literal(Literal)
        /// The palette entry's identifier; the factor as written (`0.7500`), nil for 1.
        case palette(String, alpha: String?)
    }

    /// Themes whose token has the same eight values.
    struct ThemeGroup {
        var themes: [Theme]
        /// Indexed by `Appearance.index`.
        var values: [Value]
        /// The UIKit system color name when every appearance is exactly that system color.
        var system: String?
    }

    /// A semantic token or a palette entry.
    struct Token {
        var path: TokenPath
        var identifier: String
        var description: String?
        var groups: [ThemeGroup]

        /// The system color every theme uses, if there is one and it is the same in all.
        var soleSystem: String? {
            groups.count == 1 ? groups[0].system : nil
        }

        /// The palette entry the token is in every theme and appearance, unaltered, if there is
        /// one (`Palette.white`).
        var solePalette: String? {
            guard groups.count == 1, case .palette(let identifier, nil)? = groups[0].values.first,
                  groups[0].values.allSatisfy({ $0 == .palette(identifier, alpha: nil) }) else { return nil }
            return identifier
        }
    }

    var access: String
    var namespace: String
    var swiftUI: String
    var names: SwiftGenerator.TypeNames
    var displayP3: Bool
    var systemReferences: Bool
    var themes: [Theme]
    /// The palette entries every theme has, in file order: the namespace the tokens are
    /// defined over.
    var palette: [Token]
    var tokens: [Token]
    var file: String?

    /// Whether some value multiplies a palette entry's alpha.
    var scalesAlpha: Bool {
        (palette + tokens).contains { token in
            token.groups.contains { group in
                group.values.contains { if case .palette(_, .some) = $0 { true } else { false } }
            }
        }
    }

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
        for typeName in [namespace, swiftUI, names.theme, names.manager, names.store, names.updatable, names.palette] {
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

        let theme = input.theme
        let paletteDefinitions = Self.writtenPalette(theme)
        let otherTypes = [namespace, swiftUI, namespace + "ShapeStyle", names.theme, names.manager, names.store, names.updatable]
        if !paletteDefinitions.isEmpty, otherTypes.contains(names.palette) {
            throw GeneratorError("the palette's type '\(names.palette)' would hide the generated type of the same name; give the palette another name (option palette-type)")
        }
        var paletteIdentifiers: [TokenPath: String] = [:]
        var seenPalette: [String: String] = [:]
        for definition in paletteDefinitions {
            let path = definition.path
            let identifier = try SwiftIdentifier.lowerCamel(Array(path.components.dropFirst()), token: path.string)
            if let other = seenPalette[identifier] {
                throw GeneratorError("the palette colors '\(other)' and '\(path)' both become the Swift name '\(identifier)'", token: path.string)
            }
            seenPalette[identifier] = path.string
            paletteIdentifiers[path] = identifier
        }
        let context = ValueContext(theme: theme, displayP3: displayP3, palette: paletteIdentifiers)
        self.palette = try paletteDefinitions.map { definition throws(GeneratorError) in
            try Self.token(definition, identifier: paletteIdentifiers[definition.path]!, themes: themes, context: context)
        }

        var tokens: [Token] = []
        var seenTokens: [String: String] = [:]
        for definition in input.tokens {
            let path = definition.path
            let identifier = try SwiftIdentifier.lowerCamel(path.components, token: path.string)
            if let other = seenTokens[identifier] {
                throw GeneratorError("the tokens '\(other)' and '\(path)' both become the Swift name '\(identifier)'", token: path.string)
            }
            seenTokens[identifier] = path.string
            tokens.append(try Self.token(definition, identifier: identifier, themes: themes, context: context))
        }
        self.tokens = tokens
    }

    /// What working out a token's values needs: the theme, the color space written, and the
    /// palette entries by path.
    struct ValueContext {
        var theme: ResolvedTheme
        var displayP3: Bool
        var palette: [TokenPath: String]
    }

    /// A token's (or palette entry's) values in every theme, themes with the same values in
    /// one group.
    static func token(_ definition: TokenDefinition, identifier: String, themes: [Theme], context: ValueContext) throws(GeneratorError) -> Token {
        let path = definition.path
        var groups: [ThemeGroup] = []
        for theme in themes {
            let colors = try Appearance.all.map { appearance throws(GeneratorError) -> ResolvedColor in
                guard let color = context.theme.color(path, in: appearance, theme: theme.name) else {
                    throw GeneratorError("no color in \(appearance) of theme '\(theme.name)'", token: path.string)
                }
                return color
            }
            let values = zip(Appearance.all, colors).map { appearance, color in
                value(of: path, color: color, in: appearance, theme: theme.name, context: context)
            }
            let system = systemName(colors, input: context.theme, theme: theme.name, displayP3: context.displayP3)
            if let index = groups.firstIndex(where: { $0.values == values && $0.system == system }) {
                groups[index].themes.append(theme)
            } else {
                groups.append(ThemeGroup(themes: [theme], values: values, system: system))
            }
        }
        return Token(path: path, identifier: identifier, description: definition.description, groups: groups)
    }

    /// A value over the palette entry the path's definition refers to (through other tokens,
    /// alphas multiplied on the way), when there is one and it gives the same color as the
    /// literal would to the written precision; else the literal.
    static func value(of path: TokenPath, color: ResolvedColor, in appearance: Appearance, theme: String, context: ValueContext) -> Value {
        let own = literal(color, displayP3: context.displayP3)
        guard let (entry, factor) = paletteEntry(under: path, in: appearance, theme: theme, context: context),
              let base = context.theme.color(entry, in: appearance, theme: theme), let identifier = context.palette[entry]
        else { return .literal(own) }
        let written = literal(base, displayP3: context.displayP3)
        guard (written.red, written.green, written.blue) == (own.red, own.green, own.blue) else { return .literal(own) }
        if abs(factor - 1) < 1e-12 {
            return written.alpha == own.alpha ? .palette(identifier, alpha: nil) : .literal(own)
        }
        // The generated code multiplies the written alpha by the written factor: that must be the
        // color's alpha within the literal's own rounding.
        let factorText = number(factor)
        guard let baseAlpha = Double(written.alpha), let scale = Double(factorText),
              abs(baseAlpha * scale - color.alpha) <= 0.00005 else { return .literal(own) }
        return .palette(identifier, alpha: factorText)
    }

    /// The first palette entry of the generated palette that the path's value refers to in an
    /// appearance of a theme, following references through tokens and other palette colors,
    /// and the product of the alphas on the way.
    static func paletteEntry(under path: TokenPath, in appearance: Appearance, theme: String, context: ValueContext) -> (TokenPath, Double)? {
        var factor = 1.0
        var current = path
        var visited: Set<TokenPath> = [path]
        while let definition = context.theme.definition(of: current, theme: theme),
              case .reference(let target, let alpha)? = definition.value(for: appearance)?.value.expression {
            factor *= alpha ?? 1
            if context.palette[target] != nil { return (target, factor) }
            guard visited.insert(target).inserted else { return nil }
            current = target
        }
        return nil
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

    /// The palette entries the file writes in its palette namespace: those with a color in
    /// every theme and appearance, in file order.
    static func writtenPalette(_ theme: ResolvedTheme) -> [TokenDefinition] {
        theme.document.palette.filter { definition in
            theme.themeNames.allSatisfy { name in Appearance.all.allSatisfy { theme.color(definition.path, in: $0, theme: name) != nil } }
        }
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
