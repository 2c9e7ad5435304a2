import ColorScience

extension DTCGTokenFile {
    /// The color tokens as definitions with one value for every appearance (`any`), in file
    /// order; problems go to ``errors``. Tokens of the `system` group Tincture writes are left out
    /// (Tincture has those colors built in), as are those of a named themes' values group (read
    /// through ``themeValues()``).
    mutating func colorDefinitions() -> [TokenDefinition] {
        var result: [TokenDefinition] = []
        for token in tokens where token.type == "color" {
            if token.path.first == "system", !token.isTinctureSystemColor {
                errors.append(ThemeError(.invalidName, "'system' is reserved for Apple's system colors and cannot start a token's path",
                                         at: token.keyLocation, path: token.dottedPath,
                                         suggestion: "rename the group; refer to system colors as {system.label}"))
                continue
            }
            guard token.tinctureGroup == nil, let definition = definition(of: token) else { continue }
            result.append(definition)
        }
        return result
    }

    /// The values of the tokens in a group Tincture marks as named themes' values per appearance
    /// (see ``DTCGThemeModifier``), by path; problems go to ``errors``.
    mutating func themeValues() -> [TokenPath: ColorValueDefinition] {
        var result: [TokenPath: ColorValueDefinition] = [:]
        for token in tokens where token.type == "color" && token.tinctureGroup == .themeValues {
            if let value = definition(of: token)?.values[.any] { result[TokenPath(token.path)] = value }
        }
        return result
    }

    private mutating func definition(of token: DTCGToken) -> TokenDefinition? {
        let path = TokenPath(token.path)
        let name = token.dottedPath
        let before = errors.count
        var definition = TokenDefinition(path: path, role: Self.inferredRole(path), values: [:], location: token.keyLocation)
        if let descriptionNode = token.node["$description"] {
            if let text = descriptionNode.string { definition.description = text } else {
                errors.append(ThemeError(.wrongType, "$description is a string", at: descriptionNode.location, path: name, value: descriptionNode.excerpt))
            }
        }
        let tincture = token.node["$extensions"]?[DTCGTinctureExtension.key]
        if let tincture { readExtension(tincture, into: &definition, name: name) }
        guard var value = value(of: token, name: name, tincture: tincture) else { return nil }
        if let modify = token.node["$extensions"]?["studio.tokens"]?["modify"] {
            guard let modified = modified(value, of: token, modify: modify, name: name) else { return nil }
            value = modified
        }
        definition.values[.any] = value
        return errors.count == before ? definition : nil
    }

    /// The role a token's groups (or, outside the palette, its name) imply, as theme files infer it.
    static func inferredRole(_ path: TokenPath) -> TokenRole? {
        path.components.dropLast().reversed().lazy.compactMap(TokenRole.inferred(from:)).first
            ?? (path.isPalette ? nil : TokenRole.inferred(fromName: path.name))
    }

    private mutating func readExtension(_ node: DTCGNode, into definition: inout TokenDefinition, name: String) {
        guard let members = node.members else {
            errors.append(ThemeError(.wrongType, "$extensions.\(DTCGTinctureExtension.key) is an object", at: node.location, path: name))
            return
        }
        for member in members {
            switch member.key {
            case "role":
                if let text = member.value.string, let role = TokenRole(rawValue: text) {
                    definition.role = role
                } else {
                    let roles = TokenRole.allCases.map(\.rawValue)
                    errors.append(ThemeError(.invalidName, "unknown role", at: member.value.location, path: name, value: member.value.excerpt,
                                             suggestion: member.value.string.flatMap { Spelling.nearest(to: $0, among: roles) }.map { "did you mean '\($0)'?" }
                                                 ?? "roles: " + roles.joined(separator: ", ")))
                }
            case "size":
                if let text = member.value.string, let size = TextSize(parsing: text) {
                    definition.size = size
                } else {
                    errors.append(ThemeError(.invalidName, "unknown text size", at: member.value.location, path: name, value: member.value.excerpt,
                                             suggestion: "use small, normal, large, or a point size such as 17pt or '14pt bold'"))
                }
            case "reference", "alpha": break  // read with the value
            default: break  // kept as written
            }
        }
    }

    /// `rgba({color.black}, 0.5)`, as Tokens Studio writes a reference with an alpha: the path
    /// and the alpha (0…1, or a percentage).
    static func aliasWithAlpha(_ text: String) -> (path: [String], alpha: Double)? {
        let compact = text.filter { !$0.isWhitespace }
        guard compact.hasPrefix("rgba({") || compact.hasPrefix("rgb({"), compact.hasSuffix(")"),
              let open = compact.firstIndex(of: "("), let comma = compact.lastIndex(of: ",") else { return nil }
        guard let path = aliasPath(String(compact[compact.index(after: open)..<comma])) else { return nil }
        var number = String(compact[compact.index(after: comma)...].dropLast())
        let percent = number.hasSuffix("%")
        if percent { number.removeLast() }
        guard var alpha = Double(number) else { return nil }
        if percent { alpha /= 100 }
        return (0...1).contains(alpha) ? (path, alpha) : nil
    }

    /// The token's value as a literal or reference.
    private mutating func value(of token: DTCGToken, name: String, tincture: DTCGNode?) -> ColorValueDefinition? {
        let valueNode = token.node["$value"]
        if let refNode = token.node["$ref"] {
            if valueNode != nil {
                errors.append(ThemeError(.wrongType, "a token has either $value or $ref, not both", at: refNode.location, path: name))
                return nil
            }
            return pointerReference(refNode, name: name)
        }
        guard let valueNode else { return nil }
        if let text = valueNode.string {
            if let target = Self.aliasPath(text) { return alias(target, at: valueNode, name: name, alpha: nil) }
            if let (target, alpha) = Self.aliasWithAlpha(text) { return alias(target, at: valueNode, name: name, alpha: alpha) }
            guard let color = try? Color(css: text.trimmingCharacters(in: .whitespaces)) else {
                errors.append(ThemeError(.invalidColor, "a color $value is an object with colorSpace and components (DTCG 2025.10), a CSS color, or an alias",
                                         at: valueNode.location, path: name, value: text,
                                         suggestion: #"write { "colorSpace": "srgb", "components": [r, g, b] }, or an alias such as "{color.blue}""#))
                return nil
            }
            stringColors.append((name, text, valueNode.location))
            return ColorValueDefinition(.literal(color, text: text.trimmingCharacters(in: .whitespaces)), at: valueNode.location)
        }
        if let members = valueNode.members, members.count == 1, let refNode = valueNode["$ref"] {
            return pointerReference(refNode, name: name)
        }
        guard let color = DTCGColorValue.color(from: valueNode, path: name, errors: &errors) else { return nil }
        if let referenceNode = tincture?["reference"] {
            guard let text = referenceNode.string, let target = Self.aliasPath(text) else {
                errors.append(ThemeError(.wrongType, "\(DTCGTinctureExtension.key).reference is an alias such as \"{palette.black}\"",
                                         at: referenceNode.location, path: name, value: referenceNode.excerpt))
                return nil
            }
            var alpha: Double?
            if let alphaNode = tincture?["alpha"] {
                guard case .number(let number) = alphaNode.content, (0...1).contains(number) else {
                    errors.append(ThemeError(.invalidColor, "\(DTCGTinctureExtension.key).alpha is a number from 0 to 1", at: alphaNode.location,
                                             path: name, value: alphaNode.excerpt))
                    return nil
                }
                alpha = number
            }
            return alias(target, at: referenceNode, name: name, alpha: alpha)
        }
        return ColorValueDefinition(.literal(color, text: color.css()), at: valueNode.location)
    }

    private mutating func pointerReference(_ node: DTCGNode, name: String) -> ColorValueDefinition? {
        guard let pointer = node.string, var components = Self.pointerPath(pointer), !components.isEmpty else {
            errors.append(ThemeError(.unsupported, "only JSON Pointers into this file (#/group/token/$value) can be read",
                                     at: node.location, path: name, value: node.excerpt,
                                     suggestion: "use an alias such as \"{group.token}\""))
            return nil
        }
        if components.last == "$value" { components.removeLast() }
        if let valueIndex = components.firstIndex(of: "$value") {
            errors.append(ThemeError(.unsupported, "a reference to part of a color value cannot be expressed in Tincture",
                                     at: node.location, path: name, value: pointer,
                                     suggestion: "refer to the whole token: #/" + components[..<valueIndex].joined(separator: "/") + "/$value"))
            return nil
        }
        return alias(components, at: node, name: name, alpha: nil)
    }

    private mutating func alias(_ target: [String], at node: DTCGNode, name: String, alpha: Double?) -> ColorValueDefinition? {
        let dotted = target.joined(separator: ".")
        let path = TokenPath(target)
        if path.isSystem, token(at: dotted) == nil {
            // Apple's system colors are built in; the resolver checks the name.
            return ColorValueDefinition(.reference(path, alpha: alpha), at: node.location)
        }
        guard let referenced = token(at: dotted) else {
            if leavesOutUnresolved {
                unresolved.append((name, dotted, node.location))
                return nil
            }
            let colors = tokens.filter { $0.type == "color" }.map(\.dottedPath)
            errors.append(ThemeError(.unknownReference, "refers to a token that does not exist", at: node.location, path: name,
                                     value: "{\(dotted)}",
                                     suggestion: Spelling.nearest(to: dotted, among: colors).map { "did you mean '{\($0)}'?" }))
            return nil
        }
        guard referenced.type == "color" else {
            errors.append(ThemeError(.wrongType, "a color token refers to a token of type \(referenced.type.map { "'\($0)'" } ?? "unknown")",
                                     at: node.location, path: name, value: "{\(dotted)}",
                                     suggestion: "an alias must name a token of the same $type"))
            return nil
        }
        return ColorValueDefinition(.reference(path, alpha: alpha), at: node.location)
    }
}
