import Yams

extension ThemeParser {
    static let contrastKeys = ["foreground", "background", "size", "minimum", "description"]
    static let distinctKeys = ["tokens", "minimum", "description"]
    static let themeKeys = ["extends", "description", "palette", "tokens"]

    /// `contrast:` — a list of `{foreground, background, size?, minimum?}`.
    mutating func contrastDeclarations(_ node: Node) -> [ContrastDeclaration] {
        guard let items = list(node, for: "contrast") else { return [] }
        var result: [ContrastDeclaration] = []
        for item in items {
            guard let mapping = item.mapping else {
                errors.append(ThemeError(.wrongType, "each `contrast` entry is a mapping with `foreground` and `background`",
                                         at: location(of: item), suggestion: "- { foreground: text.primary, background: background.primary }"))
                continue
            }
            var foregrounds: [TokenPattern]?
            var backgrounds: [TokenPattern]?
            var size: TextSize?
            var minimum: Double?
            for (keyNode, value) in mapping {
                switch keyNode.string ?? "" {
                case "foreground": foregrounds = patterns(value, for: "foreground")
                case "background": backgrounds = patterns(value, for: "background")
                case "size": size = textSize(value)
                case "minimum": minimum = ratioMinimum(value)
                case "description": break
                default: unknownKey(keyNode, among: Self.contrastKeys, in: "a contrast entry")
                }
            }
            guard let foregrounds, let backgrounds else {
                errors.append(ThemeError(.missingValue, "a contrast entry needs both `foreground` and `background`", at: location(of: item)))
                continue
            }
            result.append(ContrastDeclaration(foregrounds: foregrounds, backgrounds: backgrounds, size: size, minimum: minimum,
                                              location: location(of: item)))
        }
        return result
    }

    /// `distinct:` — a list of token lists, or of `{tokens, minimum?}`.
    mutating func distinctGroups(_ node: Node) -> [DistinctGroup] {
        guard let items = list(node, for: "distinct") else { return [] }
        var result: [DistinctGroup] = []
        for item in items {
            if item.sequence != nil {
                if let tokens = patterns(item, for: "distinct") {
                    result.append(DistinctGroup(tokens: tokens, minimum: nil, location: location(of: item)))
                }
                continue
            }
            guard let mapping = item.mapping else {
                errors.append(ThemeError(.wrongType, "each `distinct` entry is a list of tokens, or a mapping with `tokens`",
                                         at: location(of: item), suggestion: "- [status.success, status.error]"))
                continue
            }
            var tokens: [TokenPattern]?
            var minimum: Double?
            for (keyNode, value) in mapping {
                switch keyNode.string ?? "" {
                case "tokens": tokens = patterns(value, for: "tokens")
                case "minimum": minimum = number(value, for: "minimum", in: 0...1, hint: "a ΔEOK between 0 and 1, such as 0.1")
                case "description": break
                default: unknownKey(keyNode, among: Self.distinctKeys, in: "a distinct entry")
                }
            }
            guard let tokens else {
                errors.append(ThemeError(.missingValue, "a distinct entry needs `tokens`", at: location(of: item)))
                continue
            }
            result.append(DistinctGroup(tokens: tokens, minimum: minimum, location: location(of: item)))
        }
        return result
    }

    /// `themes:` — a mapping of names to `{extends?, description?, palette?, tokens?}`.
    mutating func namedThemes(_ node: Node) -> [NamedTheme] {
        guard let mapping = node.mapping else {
            if !node.isNull {
                errors.append(ThemeError(.wrongType, "`themes` is a mapping of theme names to their overrides", at: location(of: node)))
            }
            return []
        }
        var result: [NamedTheme] = []
        for (nameNode, value) in mapping {
            let name = nameNode.string ?? ""
            guard TokenPath.isValidComponent(name) else {
                errors.append(ThemeError(.invalidName, "a theme name may hold letters, digits, '-' and '_'", at: location(of: nameNode), value: name))
                continue
            }
            if name == ThemeDocument.defaultThemeName {
                errors.append(ThemeError(.duplicateName, "'default' names the theme the file itself defines", at: location(of: nameNode),
                                         value: name, suggestion: "give the named theme another name"))
                continue
            }
            var theme = NamedTheme(name: name, extends: ThemeDocument.defaultThemeName, overrides: [], location: location(of: nameNode))
            if let body = value.mapping {
                for (keyNode, value) in body {
                    switch keyNode.string ?? "" {
                    case "extends":
                        if let parent = string(value, for: "extends") {
                            theme.extends = parent
                            theme.extendsLocation = location(of: value)
                        }
                    case "description": theme.description = string(value, for: "description")
                    case "palette": theme.overrides += definitions(value, under: ["palette"])
                    case "tokens": theme.overrides += definitions(value, under: [])
                    default: unknownKey(keyNode, among: Self.themeKeys, in: "a named theme")
                    }
                }
            } else if !value.isNull {
                errors.append(ThemeError(.wrongType, "a named theme is a mapping of `extends`, `palette` and `tokens`", at: location(of: value),
                                         value: name))
            }
            result.append(theme)
        }
        return result
    }

    static let generateKeys = ["format", "output", "options"]

    /// `generate:` — a list of `{format, output, options?}`.
    mutating func generateOutputs(_ node: Node) -> [GenerateOutput] {
        guard let items = list(node, for: "generate") else { return [] }
        var result: [GenerateOutput] = []
        for item in items {
            guard let mapping = item.mapping else {
                errors.append(ThemeError(.wrongType, "each `generate` entry is a mapping with `format` and `output`", at: location(of: item),
                                         suggestion: "- { format: swift, output: Sources/App/Colors.swift }"))
                continue
            }
            var format: String?
            var output: String?
            var options: [String: String] = [:]
            for (keyNode, value) in mapping {
                switch keyNode.string ?? "" {
                case "format": format = string(value, for: "format")
                case "output": output = string(value, for: "output")
                case "options":
                    guard let optionMapping = value.mapping else {
                        errors.append(ThemeError(.wrongType, "`options` is a mapping of option names to values", at: location(of: value)))
                        continue
                    }
                    for (optionKey, optionValue) in optionMapping {
                        if let key = optionKey.string, let text = scalarText(optionValue) { options[key] = text }
                    }
                default: unknownKey(keyNode, among: Self.generateKeys, in: "a generate entry")
                }
            }
            guard let format, let output else {
                errors.append(ThemeError(.missingValue, "a generate entry needs `format` and `output`", at: location(of: item)))
                continue
            }
            result.append(GenerateOutput(format: format, output: output, options: options, location: location(of: item)))
        }
        return result
    }

    // MARK: Helpers

    mutating func list(_ node: Node, for key: String) -> [Node]? {
        if let sequence = node.sequence { return Array(sequence) }
        if node.isNull { return [] }
        errors.append(ThemeError(.wrongType, "`\(key)` is a list", at: location(of: node), suggestion: "start each entry with '- '"))
        return nil
    }

    /// One path or a list of paths; `group.*` for every token under a group; braces allowed.
    mutating func patterns(_ node: Node, for key: String) -> [TokenPattern]? {
        let nodes = node.sequence.map(Array.init) ?? [node]
        var result: [TokenPattern] = []
        for item in nodes {
            guard var text = scalarText(item)?.trimmingLeadingAndTrailingSpaces else {
                errors.append(ThemeError(.wrongType, "`\(key)` takes token paths", at: location(of: item)))
                return nil
            }
            if text.hasPrefix("{"), text.hasSuffix("}") { text = String(text.dropFirst().dropLast()) }
            let isWildcard = text.hasSuffix(".*") || text.hasSuffix("/*")
            if isWildcard { text = String(text.dropLast(2)) }
            guard let path = TokenPath(parsing: text) else {
                errors.append(ThemeError(.invalidName, "not a token path", at: location(of: item), value: scalarText(item),
                                         suggestion: "write paths as group.name, or group.* for a whole group"))
                return nil
            }
            result.append(TokenPattern(path: path, isWildcard: isWildcard, location: location(of: item)))
        }
        return result
    }

    /// A `size`: small, normal, large, a point size (`17pt`, `'14pt bold'`) or a Dynamic Type
    /// style, optionally at a size category (`caption2`, `"caption2 AX5"`).
    mutating func textSize(_ node: Node, path: TokenPath? = nil) -> TextSize? {
        guard let text = scalarText(node) else {
            errors.append(ThemeError(.wrongType, "`size` takes small, normal, large, a point size or a text style", at: location(of: node),
                                     path: path?.string))
            return nil
        }
        if let size = TextSize(parsing: text) { return size }
        errors.append(ThemeError(.invalidName, "unknown text size", at: location(of: node), path: path?.string, value: text,
                                 suggestion: "use small, normal, large, a point size such as 17pt or '14pt bold', or a text style such as 'caption2 AX5'"))
        return nil
    }

    /// A `role`: one of ``TokenRole``'s names, a misspelling answered with the nearest.
    mutating func role(_ node: Node, path: TokenPath) -> TokenRole? {
        guard let name = string(node, for: "role", path: path) else { return nil }
        if let role = TokenRole(rawValue: name) { return role }
        let names = TokenRole.allCases.map(\.rawValue)
        errors.append(ThemeError(.invalidName, "unknown role", at: location(of: node), path: path.string, value: name,
                                 suggestion: suggestion(for: name, among: names, otherwise: "roles: " + names.joined(separator: ", "))))
        return nil
    }

    /// A declared `minimum` contrast: a WCAG ratio, 1…21.
    mutating func ratioMinimum(_ node: Node) -> Double? {
        number(node, for: "minimum", in: 1...21, hint: "a WCAG ratio between 1 and 21, such as 4.5")
    }

    mutating func number(_ node: Node, for key: String, in range: ClosedRange<Double>, hint: String) -> Double? {
        if let text = scalarText(node), let value = Double(text), range.contains(value) { return value }
        errors.append(ThemeError(.invalidName, "`\(key)` must be \(hint)", at: location(of: node), value: scalarText(node)))
        return nil
    }
}
