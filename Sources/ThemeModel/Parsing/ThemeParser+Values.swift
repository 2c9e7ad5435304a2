import ColorScience
import Yams

extension ThemeParser {
    /// A color value: a CSS color, `{path}`, or either followed by `/ alpha`.
    mutating func colorValue(_ node: Node, path: TokenPath, keyNode: Node) -> ColorValueDefinition? {
        let here = location(of: node)
        if let mapping = node.mapping, Self.isBareReference(mapping), let key = mapping.first?.key.string,
           let target = TokenPath(parsing: key) {
            return ColorValueDefinition(.reference(target, alpha: nil), at: here)
        }
        if node.isNull {
            errors.append(ThemeError(.missingValue, "has no color", at: location(of: keyNode), path: path.string,
                                     suggestion: commentHint(after: keyNode) ?? "give a color such as \"#1c1c1e\" or a reference such as \"{palette.black}\""))
            return nil
        }
        guard let scalar = node.scalar else {
            errors.append(ThemeError(.wrongType, "expected a color, found a \(node.mapping != nil ? "mapping" : "list")", at: here, path: path.string,
                                     suggestion: "write a CSS color or a reference such as \"{palette.black}\""))
            return nil
        }
        let text = scalar.string
        let contentColumn = here.column + (scalar.style == .singleQuoted || scalar.style == .doubleQuoted ? 1 : 0)
        let trimmed = text.trimmingLeadingAndTrailingSpaces
        if trimmed.hasPrefix("{") {
            return reference(trimmed, at: here, path: path)
        }
        let (colorText, alphaText) = Self.splitAlpha(trimmed)
        var scale: Double?
        if let alphaText {
            guard let alpha = Self.alpha(alphaText) else {
                errors.append(ThemeError(.invalidColor, "expected an alpha after '/'", at: here, path: path.string, value: text,
                                         suggestion: "write the alpha as a percentage or a number from 0 to 1: \(colorText) / 50%"))
                return nil
            }
            scale = alpha
        }
        do {
            var color = try Color(css: colorText)
            if let scale, let alpha = color.alpha { color.alpha = alpha * scale }
            return ColorValueDefinition(.literal(color, text: trimmed), at: here)
        } catch {
            let column = contentColumn + error.column - 1
            errors.append(ThemeError(.invalidColor, "invalid color: \(error.message)",
                                     at: SourceLocation(file: file, line: here.line, column: column), path: path.string, value: text,
                                     suggestion: error.suggestion))
            return nil
        }
    }

    /// `{a.b}` or `{a.b} / 60%` (or `/ 0.6`).
    mutating func reference(_ text: String, at here: SourceLocation, path: TokenPath) -> ColorValueDefinition? {
        guard let close = text.firstIndex(of: "}") else {
            errors.append(ThemeError(.invalidColor, "a reference is missing its closing '}'", at: here, path: path.string, value: text,
                                     suggestion: "write references as {group.name}"))
            return nil
        }
        let inner = String(text[text.index(after: text.startIndex)..<close]).trimmingLeadingAndTrailingSpaces
        guard let target = TokenPath(parsing: inner) else {
            errors.append(ThemeError(.invalidColor, "not a valid reference path", at: here, path: path.string, value: text,
                                     suggestion: "write references as {group.name}, with letters, digits, '-' and '_'"))
            return nil
        }
        let rest = text[text.index(after: close)...].trimmingLeadingAndTrailingSpaces
        if rest.isEmpty { return ColorValueDefinition(.reference(target, alpha: nil), at: here) }
        guard rest.hasPrefix("/"), let alpha = Self.alpha(rest.dropFirst().trimmingLeadingAndTrailingSpaces) else {
            errors.append(ThemeError(.invalidColor, "unexpected text after a reference", at: here, path: path.string, value: text,
                                     suggestion: "only an alpha may follow a reference: {\(inner)} / 60%"))
            return nil
        }
        return ColorValueDefinition(.reference(target, alpha: alpha), at: here)
    }

    /// A literal and the alpha written after it (`#ff3b30 / 50%`, as a reference takes one):
    /// split at the last `/` outside parentheses, so `rgb(0 0 0 / 0.5)` stays whole. The alpha
    /// is nil when there is none.
    static func splitAlpha(_ text: String) -> (color: String, alpha: String?) {
        var depth = 0
        var slash: String.Index?
        for index in text.indices {
            switch text[index] {
            case "(": depth += 1
            case ")": depth -= 1
            case "/" where depth == 0: slash = index
            default: break
            }
        }
        guard let slash else { return (text, nil) }
        let color = text[..<slash].trimmingLeadingAndTrailingSpaces
        guard !color.isEmpty else { return (text, nil) }
        return (color, text[text.index(after: slash)...].trimmingLeadingAndTrailingSpaces)
    }

    /// `60%` or `0.6`, within 0…1.
    static func alpha(_ text: String) -> Double? {
        let isPercent = text.hasSuffix("%")
        guard let number = Double(isPercent ? String(text.dropLast()) : text), number.isFinite else { return nil }
        let alpha = isPercent ? number / 100 : number
        return (0...1).contains(alpha) ? alpha : nil
    }

    /// When a value is empty because an unquoted `#` started a YAML comment, says so.
    func commentHint(after keyNode: Node) -> String? {
        let mark = keyNode.mark
        guard let mark, lines.indices.contains(mark.line - 1) else { return nil }
        let line = lines[mark.line - 1]
        guard let colon = line.firstIndex(of: ":") else { return nil }
        let after = line[line.index(after: colon)...].trimmingLeadingAndTrailingSpaces
        guard after.hasPrefix("#") else { return nil }
        let hex = after.prefix { !$0.isWhitespace }
        return "in YAML an unquoted # starts a comment: quote the color, \(keyNode.string ?? "key"): \"\(hex)\""
    }
}

extension StringProtocol {
    /// Without leading and trailing spaces and tabs.
    var trimmingLeadingAndTrailingSpaces: String {
        let scalars = unicodeScalars.drop { $0 == " " || $0 == "\t" }
        var end = scalars.endIndex
        while end > scalars.startIndex {
            let before = scalars.index(before: end)
            guard scalars[before] == " " || scalars[before] == "\t" else { break }
            end = before
        }
        return String(String.UnicodeScalarView(scalars[scalars.startIndex..<end]))
    }
}
