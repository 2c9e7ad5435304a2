import ColorScience
import ThemeModel

/// The tokens section of one theme: each palette color, token and system color a pair uses,
/// as a swatch in each of the eight appearances, with its value and where it comes from.
struct TokenTable {
    struct Row {
        var id: String
        var name: String
        var group: String
        var details: String?
        var place: String?
        var cells: [Cell]
    }

    struct Cell {
        var appearance: String
        var label: String
        var present: Bool
        var swatch: String
        var value: String
        var wide: String?
        var origin: String?
        var unconfirmed: Bool
    }

    var rows: [Row]

    /// The paths shown, in order: palette, tokens, then the system colors the pairs name.
    static func paths(of theme: ResolvedTheme, pairs: [TokenPath]) -> [(group: String, path: TokenPath)] {
        var seen: Set<TokenPath> = []
        var result: [(String, TokenPath)] = []
        for definition in theme.document.palette where seen.insert(definition.path).inserted { result.append(("Palette", definition.path)) }
        for definition in theme.tokens where seen.insert(definition.path).inserted { result.append(("Tokens", definition.path)) }
        for path in pairs where path.isSystem && seen.insert(path).inserted { result.append(("System colors", path)) }
        return result
    }

    init(theme: ResolvedTheme, name: String, number: Int, appearances: [Appearance], paths: [(group: String, path: TokenPath)],
         colors: inout PageColors) {
        rows = paths.enumerated().map { index, entry in
            let definition = theme.definition(of: entry.path, theme: name)
            var details: [String] = []
            if let role = definition?.role { details.append(role.rawValue) }
            if let size = definition?.size { details.append(size.description) }
            if let description = definition?.description { details.append(description) }
            let cells = appearances.map { appearance in
                Self.cell(theme.color(entry.path, in: appearance, theme: name), appearance: appearance, colors: &colors)
            }
            return Row(id: "t\(number)-k\(index)", name: entry.path.string, group: entry.group, details: details.isEmpty ? nil : details.joined(separator: " · "),
                       place: definition.map { PagePlace.text($0.location) }, cells: cells)
        }
    }

    private static func cell(_ resolved: ResolvedColor?, appearance: Appearance, colors: inout PageColors) -> Cell {
        let label = AppearanceLabel.text(appearance)
        guard let resolved else {
            return Cell(appearance: String(appearance.index), label: label, present: false, swatch: "", value: "", wide: nil, origin: nil,
                        unconfirmed: false)
        }
        // A translucent color is shown as it looks on the scheme's plain background.
        let shown = resolved.alpha < 1 ? resolved.srgb.composited(over: appearance.scheme.plainBackground) : resolved.srgb
        var value = resolved.rgba8.hexRGB
        if resolved.alpha < 1 { value += " at \(Int((resolved.alpha * 100).rounded())) %" }
        let srgb = resolved.srgb
        let isWide = [srgb.red, srgb.green, srgb.blue].contains { $0 < -0.0005 || $0 > 1.0005 }
        var origin: String?
        if let system = resolved.system {
            origin = "system \(system.name)"
        } else if !resolved.chain.isEmpty {
            origin = "from " + resolved.chain.map(\.string).joined(separator: " → ")
        }
        return Cell(appearance: String(appearance.index), label: label, present: true, swatch: colors.value(shown), value: value,
                    wide: isWide ? resolved.color.cssString : nil, origin: origin, unconfirmed: resolved.system?.confirmed == false)
    }
}

/// What the page calls an appearance: `Light`, `Dark · Increased contrast · Elevated`.
enum AppearanceLabel {
    static func text(_ appearance: Appearance) -> String {
        var words = [appearance.scheme == .light ? "Light" : "Dark"]
        if appearance.contrast == .increased { words.append("Increased contrast") }
        if appearance.level == .elevated { words.append("Elevated") }
        return words.joined(separator: " · ")
    }

    /// Several appearances in few words: `Light and dark, every contrast and level`, `Dark ·
    /// Elevated, Dark · Increased contrast · Elevated`.
    static func list(_ appearances: [Appearance]) -> String {
        let set = Set(appearances)
        if set.count == 8 { return "Every appearance" }
        for scheme in Appearance.Scheme.allCases where set == Set(Appearance.all.filter { $0.scheme == scheme }) {
            return scheme == .light ? "Light, every contrast and level" : "Dark, every contrast and level"
        }
        return appearances.map(text).joined(separator: "; ")
    }

    /// Short column headings: `Light`, `Light +C`, `Light +E`, `Light +C +E`.
    static func short(_ appearance: Appearance) -> String {
        var words = [appearance.scheme == .light ? "Light" : "Dark"]
        if appearance.contrast == .increased { words.append("+C") }
        if appearance.level == .elevated { words.append("+E") }
        return words.joined(separator: " ")
    }
}

/// A source location as the page prints it: `file:line:column`.
enum PagePlace {
    static func text(_ location: SourceLocation) -> String {
        "\(location.file):\(location.line):\(location.column)"
    }
}
