import ColorScience
import ThemeModel

/// CSS custom properties for every semantic token: `--text-primary: #2c2c2c;`.
///
/// The file (`<name>.css`, the name in kebab case) holds, in this order:
///
/// 1. `:root { … }` — every token in light appearance;
/// 2. `@media (prefers-color-scheme: dark) { :root { … } }`;
/// 3. `@media (prefers-contrast: more) { :root { … } }` — light, increased contrast;
/// 4. `@media (prefers-color-scheme: dark) and (prefers-contrast: more) { :root { … } }`;
/// 5. the same four blocks for each named theme, as `[data-theme="ocean"]`;
/// 6. the elevated level: the same four blocks as `[data-level="elevated"]`, each followed by
///    each named theme's, as `[data-theme="ocean"] [data-level="elevated"],
///    [data-theme="ocean"][data-level="elevated"]`.
///
/// Each block declares only what differs from what the blocks before it already give in its
/// appearance, so a token that is the same in dark is not repeated. Named themes come after
/// every `:root` block, so `data-theme` works both on `<html>` and on any element inside it
/// (where a token the theme does not change is inherited from `:root`).
///
/// The web has no elevated interface level and CSS no media feature for it: a page marks what
/// it raises (a modal sheet, a popover, a window beside another) with `data-level="elevated"`,
/// and the custom properties below that element take the elevated values. An elevated block
/// declares what differs from what the element would otherwise have — the values it inherits,
/// or the elevated blocks before it — so an elevated element works under `data-theme` set on
/// the same element or on one around it. (A `data-theme` set inside an elevated element takes
/// its theme's base-level values.)
///
/// Colors inside sRGB are hex (`#rrggbb`, or `#rrggbbaa` when the alpha is a whole 8-bit
/// value) or `rgb(r g b / alpha)`. A color outside sRGB is two declarations: the sRGB color
/// (clipped) first, for browsers without wide color, then `color(display-p3 r g b)`, which
/// browsers that understand it use instead, so that no wide color is lost where it can be
/// shown. A color outside Display P3 too is clipped into it; ``clippedColors(_:)`` names
/// those, with the ΔEOK lost. Output is deterministic.
public struct CSSGenerator: ThemeGenerator {
    public static let name = "css"

    public init() {}

    /// The blocks, in cascade order, with the appearance each stands for and its media query.
    static let blocks: [(appearance: Appearance, media: String?)] = [
        (Appearance(.light), nil),
        (Appearance(.dark), "(prefers-color-scheme: dark)"),
        (Appearance(.light, .increased), "(prefers-contrast: more)"),
        (Appearance(.dark, .increased), "(prefers-color-scheme: dark) and (prefers-contrast: more)"),
    ]

    /// The selector of the elevated level's blocks.
    public static let elevatedSelector = "[data-level=\"elevated\"]"

    public func generate(_ input: GeneratorInput) throws(GeneratorError) -> [GeneratedFile] {
        let names = try input.uniqueNames { path throws(GeneratorError) in "--" + IdentifierWords(path).kebab }
        let theme = input.theme
        // values[block][token]: the declaration values of each token, base level or elevated.
        func values(_ themeName: String, elevated: Bool = false) -> [[[String]]] {
            Self.blocks.map { block in
                let appearance = elevated ? Appearance(block.appearance.scheme, block.appearance.contrast, .elevated) : block.appearance
                return names.map { entry in
                    theme.color(entry.path, in: appearance, theme: themeName).map { Self.values(for: $0.color) } ?? []
                }
            }
        }
        let defaultValues = values(ThemeDocument.defaultThemeName)
        // rules[block]: (selector, declarations) in order.
        var rules: [[(selector: String, declarations: [String])]] = Array(repeating: [], count: Self.blocks.count)
        let defaultDeclarations = Self.cascade(defaultValues, inherited: nil, names: names.map(\.name))
        for (index, declarations) in defaultDeclarations.enumerated() where !declarations.isEmpty || index == 0 {
            rules[index].append((":root", declarations))
        }
        var themedRules: [[(selector: String, declarations: [String])]] = Array(repeating: [], count: Self.blocks.count)
        var elevatedRules: [[(selector: String, declarations: [String])]] = Array(repeating: [], count: Self.blocks.count)
        let elevatedDeclarations = Self.cascade(values(ThemeDocument.defaultThemeName, elevated: true), inherited: defaultValues,
                                                names: names.map(\.name))
        for (index, declarations) in elevatedDeclarations.enumerated() where !declarations.isEmpty {
            elevatedRules[index].append((Self.elevatedSelector, declarations))
        }
        let elevatedDeclared = Self.declared(elevatedDeclarations, names: names.map(\.name))
        for themeName in theme.themeNames where themeName != ThemeDocument.defaultThemeName {
            let selector = "[data-theme=\"\(Self.escaped(themeName))\"]"
            let base = values(themeName)
            let declarations = Self.cascade(base, inherited: defaultValues, names: names.map(\.name))
            for (index, block) in declarations.enumerated() where !block.isEmpty {
                themedRules[index].append((selector, block))
            }
            // Without its own block, an elevated element in this theme has what the default's
            // elevated blocks declare, else the theme's base value it inherits.
            let fallback = base.indices.map { index in base[index].indices.map { elevatedDeclared[index][$0] ?? base[index][$0] } }
            let elevated = Self.cascade(values(themeName, elevated: true), inherited: fallback, names: names.map(\.name))
            for (index, block) in elevated.enumerated() where !block.isEmpty {
                elevatedRules[index].append(("\(selector) \(Self.elevatedSelector),\n\(selector)\(Self.elevatedSelector)", block))
            }
        }
        var text = GeneratedMarker.comment(.block) + "\n"
        if let title = theme.document.name { text += "/* \(Self.commentSafe(title)) */\n" }
        for (passIndex, pass) in [rules, themedRules, elevatedRules].enumerated() {
            if passIndex == 2, pass.contains(where: { !$0.isEmpty }) {
                text += "\n/* The elevated level (sheets, popovers, a window beside another): CSS has no media feature for it;\n"
                text += "   set data-level=\"elevated\" on the raised element. */\n"
            }
            for (index, blockRules) in pass.enumerated() where !blockRules.isEmpty {
                let media = Self.blocks[index].media
                let indent = media == nil ? "" : "  "
                text += "\n"
                if let media { text += "@media \(media) {\n" }
                for (ruleIndex, rule) in blockRules.enumerated() {
                    if ruleIndex > 0 { text += "\n" }
                    text += indent + rule.selector.split(separator: "\n").joined(separator: "\n" + indent) + " {\n"
                    for declaration in rule.declarations { text += "\(indent)  \(declaration)\n" }
                    text += "\(indent)}\n"
                }
                if media != nil { text += "}\n" }
            }
        }
        return [GeneratedFile(path: IdentifierWords(input.name).kebab + ".css", contents: text)]
    }

    /// The declarations of each block: those whose values differ from what the earlier blocks
    /// matching the block's appearance give (or, when none does, from `inherited`).
    static func cascade(_ values: [[[String]]], inherited: [[[String]]]?, names: [String]) -> [[String]] {
        var emitted: [[[String]?]] = Array(repeating: Array(repeating: nil, count: names.count), count: blocks.count)
        var result: [[String]] = []
        for (index, block) in blocks.enumerated() {
            var declarations: [String] = []
            for token in names.indices {
                let wanted = values[index][token]
                guard !wanted.isEmpty else { continue }
                var current = inherited?[index][token]
                for earlier in 0..<index where blocks[earlier].appearance.isMatched(by: block.appearance) {
                    if let value = emitted[earlier][token] { current = value }
                }
                if current != wanted {
                    emitted[index][token] = wanted
                    declarations += wanted.map { "\(names[token]): \($0);" }
                }
            }
            result.append(declarations)
        }
        return result
    }

    /// For each block and token, the values the last of the blocks up to it that match its
    /// appearance declares, if any: what `declarations` (from ``cascade(_:inherited:names:)``)
    /// give an element in that block's appearance.
    static func declared(_ declarations: [[String]], names: [String]) -> [[[String]?]] {
        blocks.indices.map { index in
            names.map { name in
                var current: [String]?
                for earlier in 0...index where blocks[earlier].appearance.isMatched(by: blocks[index].appearance) {
                    let found = declarations[earlier].filter { $0.hasPrefix(name + ": ") }
                    if !found.isEmpty { current = found.map { String($0.dropFirst(name.count + 2).dropLast()) } }
                }
                return current
            }
        }
    }

    /// The declaration values of a color: one, or an sRGB fallback then Display P3.
    static func values(for color: Color) -> [String] {
        let alpha = color.alpha ?? 0
        if Gamut.srgb.contains(color, tolerance: 1e-6) {
            var srgb = color.srgb.clipped
            srgb.alpha = alpha
            return [Color(srgb).css()]
        }
        var fallback = Gamut.srgb.clipped(color)
        fallback.alpha = alpha
        var p3 = Gamut.displayP3.clipped(color)
        p3.alpha = alpha
        return [fallback.css(), p3.css()]
    }

    /// How far outside Display P3 a channel may lie before the color counts as clipped: what
    /// the five decimals written round away.
    static let p3Rounding = 1e-5

    /// The tokens whose colors lie outside Display P3 in some block of some theme: the
    /// `color(display-p3 …)` declaration holds them clipped, with the ΔEOK lost. (The sRGB
    /// fallback before it is clipped for every wide color: only browsers without wide color
    /// read it.)
    public func clippedColors(_ input: GeneratorInput) -> [GamutClip] {
        var clips = GamutClipCollector(gamut: .displayP3, format: "CSS's color(display-p3 …)", tolerance: Self.p3Rounding)
        for themeName in input.theme.themeNames {
            for appearance in Self.blocks.map(\.appearance) + Self.blocks.map({ Appearance($0.appearance.scheme, $0.appearance.contrast, .elevated) }) {
                for token in input.tokens {
                    guard let color = input.theme.color(token.path, in: appearance, theme: themeName) else { continue }
                    _ = clips.fit(color.color, token: token.path, place: GamutClipCollector.place(appearance, theme: themeName))
                }
            }
        }
        return clips.result
    }

    static func escaped(_ text: String) -> String {
        text.replacingCharacters(["\\": "\\\\", "\"": "\\\""])
    }

    static func commentSafe(_ text: String) -> String {
        text.replacingCharacters(["*": "∗", "\n": " "])
    }
}

extension Appearance {
    /// Whether a block standing for this appearance applies in `other` (light and normal
    /// contrast blocks are unconditional).
    func isMatched(by other: Appearance) -> Bool {
        (scheme == .light || other.scheme == scheme) && (contrast == .normal || other.contrast == contrast)
    }
}

extension String {
    /// The text with each character in `map` replaced.
    func replacingCharacters(_ map: [Character: String]) -> String {
        var result = ""
        for character in self {
            if let replacement = map[character] { result += replacement } else { result.append(character) }
        }
        return result
    }
}

extension CSSGenerator {
    /// An alpha 0…1 with at most three decimals and no trailing zeros (`1`, `0.75`, `0.302`).
    static func alphaText(_ alpha: Double) -> String {
        let thousandths = Int((min(max(alpha, 0), 1) * 1000).rounded())
        if thousandths % 1000 == 0 { return String(thousandths / 1000) }
        var fraction = String(thousandths % 1000)
        while fraction.count < 3 { fraction = "0" + fraction }
        while fraction.hasSuffix("0") { fraction.removeLast() }
        return "0." + fraction
    }
}
