extension ThemeDocument {
    /// The document as a theme file: palette, tokens (each value under its appearance
    /// condition), contrast and distinct declarations, named themes and outputs — what
    /// `tincture import` writes for a DTCG file. Parsing the text gives the same colors.
    ///
    /// Names a theme file cannot hold (DTCG allows spaces: `Hot pink`) are written with `-` in
    /// place of each character it does not allow, in definitions and references alike.
    public var yaml: String {
        var lines: [String] = []
        if let name { lines.append("name: \(Self.quoted(name))") }
        if let description { lines.append("description: \(Self.quoted(description))") }
        if systemEra != .ios18 { lines.append("system: \(systemEra.rawValue)") }
        if !palette.isEmpty {
            lines.append("")
            lines.append("palette:")
            for definition in palette { lines += Self.lines(definition, name: Self.name(Array(definition.path.components.dropFirst())), indent: "  ") }
        }
        if !tokens.isEmpty {
            lines.append("")
            lines.append("tokens:")
            for definition in tokens { lines += Self.lines(definition, name: Self.name(definition.path.components), indent: "  ") }
        }
        if !contrast.isEmpty {
            lines.append("")
            lines.append("contrast:")
            for declaration in contrast {
                lines.append("  - foreground: [\(declaration.foregrounds.map(\.description).joined(separator: ", "))]")
                lines.append("    background: [\(declaration.backgrounds.map(\.description).joined(separator: ", "))]")
                if let size = declaration.size { lines.append("    size: \(Self.quoted(size.description))") }
                if let minimum = declaration.minimum { lines.append("    minimum: \(minimum)") }
            }
        }
        if !distinct.isEmpty {
            lines.append("")
            lines.append("distinct:")
            for group in distinct {
                lines.append("  - tokens: [\(group.tokens.map(\.description).joined(separator: ", "))]")
                if let minimum = group.minimum { lines.append("    minimum: \(minimum)") }
            }
        }
        lines += materialsYAML
        lines += glassYAML
        if !themes.isEmpty {
            lines.append("")
            lines.append("themes:")
            for theme in themes {
                lines += Self.keyLines(Self.safe(theme.name), indent: "  ")
                if theme.extends != Self.defaultThemeName { lines.append("    extends: \(Self.quoted(Self.safe(theme.extends)))") }
                if let description = theme.description { lines.append("    description: \(Self.quoted(description))") }
                let palette = theme.overrides.filter(\.path.isPalette)
                let tokens = theme.overrides.filter { !$0.path.isPalette }
                if !palette.isEmpty {
                    lines.append("    palette:")
                    for definition in palette {
                        lines += Self.lines(definition, name: Self.name(Array(definition.path.components.dropFirst())), indent: "      ")
                    }
                }
                if !tokens.isEmpty {
                    lines.append("    tokens:")
                    for definition in tokens { lines += Self.lines(definition, name: Self.name(definition.path.components), indent: "      ") }
                }
            }
        }
        lines += widgetLines
        if !neumorphic.isEmpty {
            lines.append("")
            lines.append("neumorphic:")
            for control in neumorphic { lines += Self.lines(control) }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func lines(_ control: NeumorphicControl) -> [String] {
        var lines = keyLines(control.name, indent: "  ")
        if let description = control.description { lines.append("    description: \(quoted(description))") }
        lines.append("    surface: \(quoted(text(of: control.surface.expression)))")
        lines.append("    icon: \(quoted(text(of: control.icon.expression)))")
        if let accent = control.accent { lines.append("    accent: \(quoted(text(of: accent.expression)))") }
        lines.append("    shape: \(control.shape.name)")
        if case .rounded(let radius) = control.shape { lines.append("    corner-radius: \(DTCGJSON.numberText(radius))") }
        if control.fill != .gradient { lines.append("    fill: \(control.fill.rawValue)") }
        if !control.stroked { lines.append("    stroke: false") }
        let size = control.width == control.height
            ? DTCGJSON.numberText(control.width) : "\(DTCGJSON.numberText(control.width))x\(DTCGJSON.numberText(control.height))"
        lines.append("    size: \(size)")
        return lines
    }

    private static func lines(_ definition: TokenDefinition, name: String, indent: String) -> [String] {
        var lines = keyLines(name, indent: indent)
        let inner = indent + "  "
        if let role = definition.role { lines.append("\(inner)role: \(role.rawValue)") }
        if let size = definition.size { lines.append("\(inner)size: \(quoted(size.description))") }
        if let description = definition.description { lines.append("\(inner)description: \(quoted(description))") }
        for condition in definition.conditions {
            let key = condition == .any ? "value" : condition.name
            lines.append("\(inner)\(key): \(quoted(text(of: definition.values[condition]!.expression)))")
        }
        return lines
    }

    /// Path components joined by `/`, each made valid for a theme file.
    static func name(_ components: [String]) -> String {
        components.map(safe).joined(separator: "/")
    }

    static func safe(_ component: String) -> String {
        guard !TokenPath.isValidComponent(component) else { return component }
        let scalars = component.unicodeScalars.map { TokenPath.isValidComponent(String($0)) ? Character($0) : "-" }
        return scalars.isEmpty ? "-" : String(scalars)
    }

    /// An expression as written, with reference paths made valid like names.
    public static func text(of expression: ColorExpression) -> String {
        guard case .reference(let path, let alpha) = expression else { return expression.description }
        return ColorExpression.reference(TokenPath(path.components.map(safe)), alpha: alpha).description
    }

    /// The line (or two) that open a mapping entry named `name`: `name:`, or — for a name longer
    /// than YAML lets a key on one line be (1024 characters) — the explicit form `? "name"` then
    /// `:`, which holds a key of any length.
    static func keyLines(_ name: String, indent: String) -> [String] {
        let written = key(name)
        guard written.unicodeScalars.count > 1000 else { return ["\(indent)\(written):"] }
        return ["\(indent)? \(quoted(name))", "\(indent):"]
    }

    /// A name as a mapping key: as it is when a plain scalar reads back as the same name (it
    /// starts with a letter, digit or `_`), quoted otherwise (`- a` would start a list item).
    static func key(_ name: String) -> String {
        guard let first = name.unicodeScalars.first,
              first.properties.isAlphabetic || ("0"..."9").contains(first) || first == "_" else { return quoted(name) }
        return name
    }

    /// A double-quoted YAML scalar that libYAML reads back as the same text: JSON's escapes
    /// (`\"`, `\\`, `\n`, `\t`, …) and `\u` escapes for every other character YAML 1.1 does not
    /// allow in a stream or reads as a line break — C0 and C1 controls, DEL, NEL, LS, PS, the
    /// byte-order mark, U+FFFE and U+FFFF.
    public static func quoted(_ text: String) -> String {
        QuotedText.quoted(text, uppercase: true) { !isPrintable($0) }
    }

    /// A comment line, `# text`, with every character a comment cannot hold (a line break, or
    /// what YAML does not allow in a stream) written as its `\u` escape, so that a name from a
    /// folder or file (`Brand\u{7}.xcassets`) cannot break the file it heads.
    public static func comment(_ text: String) -> String {
        "# " + text.unicodeScalars.map { isPrintable($0) ? String($0) : escaped($0) }.joined()
    }

    /// Whether YAML 1.1 (libYAML) takes the character as it is in a scalar or comment: printable
    /// (x20–x7E, xA0–xD7FF, xE000–xFFFD but the byte-order mark, x10000 and up) and not a line
    /// break (NEL x85, LS x2028 and PS x2029 are line breaks to libYAML).
    static func isPrintable(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x20...0x7E, 0xA0...0x2027, 0x202A...0xD7FF, 0xE000...0xFEFE, 0xFF00...0xFFFD, 0x10000...: true
        default: false
        }
    }

    /// `\u00XX`-style escape of a character, four hex digits (every character needing one is in
    /// the Basic Multilingual Plane).
    static func escaped(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
}
