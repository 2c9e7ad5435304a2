import ColorScience
import Yams

/// Reads a theme file's YAML or JSON into a ``ThemeDocument``, collecting every problem with its
/// place instead of stopping at the first.
struct ThemeParser {
    let file: String
    /// The text's lines as libYAML numbers them (see `yamlLines`), for messages that quote a line.
    let lines: [Substring]
    var errors: [ThemeError] = []

    init(file: String, text: String) {
        self.file = file
        self.lines = text.yamlLines
    }

    static let topLevelKeys = ["name", "description", "system", "palette", "tokens", "contrast", "distinct", "themes", "generate", "widgets", "materials", "glass", "neumorphic", "version", "$schema"]

    mutating func parse(_ text: String) -> ThemeDocument {
        var document = ThemeDocument(file: file)
        if let problem = aliasProblem(in: text) {
            errors.append(problem)
            return document
        }
        let root: Node?
        do {
            root = try Yams.compose(yaml: text)
        } catch {
            errors.append(yamlError(error))
            return document
        }
        guard let root, !(root.isNull) else {
            errors.append(ThemeError(.empty, "is empty: a theme needs at least `palette` or `tokens`",
                                     at: SourceLocation(file: file, line: 1, column: 1),
                                     suggestion: "run `tincture init` for a starter theme"))
            return document
        }
        guard let mapping = root.mapping else {
            errors.append(ThemeError(.wrongType, "the top level must be a mapping of `palette`, `tokens`, …",
                                     at: location(of: root), value: root.scalar?.string))
            return document
        }
        for (keyNode, value) in mapping {
            let key = keyNode.string ?? ""
            switch key {
            case "name": document.name = string(value, for: key)
            case "description": document.description = string(value, for: key)
            case "version", "$schema": break
            case "system":
                guard let name = string(value, for: key) else { break }
                if let era = SystemPalette.Era(name: name) {
                    document.systemEra = era
                } else {
                    errors.append(ThemeError(.invalidName, "unknown system palette release", at: location(of: value), value: name,
                                             suggestion: "use ios18 (iOS 15–18) or ios26"))
                }
            case "palette": document.palette = definitions(value, under: ["palette"])
            case "tokens": document.tokens = definitions(value, under: [])
            case "contrast": document.contrast = contrastDeclarations(value)
            case "distinct": document.distinct = distinctGroups(value)
            case "themes": document.themes = namedThemes(value)
            case "generate": document.outputs = generateOutputs(value)
            case "widgets": document.widgets = widgets(value)
            case "materials": document.materials = materialDeclarations(value)
            case "glass": document.glass = glassDeclarations(value)
            case "neumorphic": document.neumorphic = neumorphicControls(value)
            default: unknownKey(keyNode, among: Self.topLevelKeys, in: "a theme file")
            }
        }
        return document
    }

    // MARK: Palette and tokens

    static let tokenKeys = ["role", "size", "description", "value"]

    /// Whether a mapping is one token (it has a token key or an appearance key) rather than a
    /// group of tokens.
    ///
    /// A mapping whose every key is a misspelling of a token key (`{ligth: "#fff"}`) counts as a
    /// token too, so the misspelling is reported rather than read as a token named `ligth`.
    static func isToken(_ mapping: Node.Mapping) -> Bool {
        if isBareReference(mapping) { return true }
        let keys = mapping.keys.compactMap(\.string)
        if keys.contains(where: { tokenKeys.contains($0) || AppearanceCondition(name: $0) != nil }) { return true }
        return !keys.isEmpty && keys.allSatisfy { Spelling.nearest(to: $0, among: tokenKeyWords) != nil }
    }

    /// The keys a token may have, for suggestions.
    static let tokenKeyWords = tokenKeys + AppearanceCondition.words
        + ["light+increased", "dark+increased", "dark+elevated", "light+elevated", "dark+increased+elevated", "light+increased+elevated"]

    /// `{palette.black}` written without quotes: YAML reads it as a mapping of one key and no
    /// value. Taken as the reference it was meant to be.
    static func isBareReference(_ mapping: Node.Mapping) -> Bool {
        guard mapping.count == 1, let (key, value) = mapping.first, value.isNull, mapping.style == .flow,
              let text = key.string else { return false }
        return TokenPath(parsing: text) != nil
    }

    /// Token or palette definitions from a mapping of names (with `/` or `.` for groups) to
    /// values, tokens or nested groups.
    mutating func definitions(_ node: Node, under prefix: [String]) -> [TokenDefinition] {
        var result: [TokenDefinition] = []
        var seen: [TokenPath: SourceLocation] = [:]
        collect(node, under: prefix, into: &result, seen: &seen)
        return result
    }

    private mutating func collect(_ node: Node, under prefix: [String], into result: inout [TokenDefinition], seen: inout [TokenPath: SourceLocation]) {
        guard let mapping = node.mapping else {
            if !node.isNull || !prefix.isEmpty {
                errors.append(ThemeError(.wrongType, "expected a mapping of names to colors or groups", at: location(of: node),
                                         path: prefix.isEmpty ? nil : TokenPath(prefix).string, value: node.scalar?.string))
            }
            return
        }
        for (keyNode, value) in mapping {
            let key = keyNode.string ?? ""
            guard let keyPath = TokenPath(parsing: key) else {
                errors.append(ThemeError(.invalidName, "a name may hold letters, digits, '-' and '_', with '/' or '.' between groups",
                                         at: location(of: keyNode), path: prefix.isEmpty ? nil : TokenPath(prefix).string, value: key))
                continue
            }
            let path = TokenPath(prefix + keyPath.components)
            if prefix.isEmpty, path.root == "palette" || path.root == "system" {
                errors.append(ThemeError(.invalidName, "'\(path.root)' is reserved for \(path.root) colors and cannot start a token's path",
                                         at: location(of: keyNode), value: key, suggestion: "put palette colors under the top-level `palette`"))
                continue
            }
            if let groupMapping = value.mapping, !Self.isToken(groupMapping) {
                collect(value, under: path.components, into: &result, seen: &seen)
                continue
            }
            guard let definition = token(value, path: path, keyNode: keyNode) else { continue }
            if let first = seen[path] {
                errors.append(ThemeError(.duplicateName, "is defined twice (first at \(first))", at: location(of: keyNode),
                                         path: path.string, suggestion: "keep one definition"))
                continue
            }
            seen[path] = definition.location
            result.append(definition)
        }
    }

    /// What stands for a value that could not be read (the error is reported): transparent
    /// black, so that the document read so far still resolves — references to the token are
    /// not reported as references to nothing — and its other problems are found in the same
    /// pass. A document with errors is never returned, so this color is never used.
    static func unread(at location: SourceLocation) -> ColorValueDefinition {
        ColorValueDefinition(.literal(Color(space: .srgb, coordinates: ColorCoordinates(0, 0, 0), alpha: 0), text: "transparent"), at: location)
    }

    /// One token: a color value (for every appearance), or a mapping of token keys and
    /// appearance conditions. A value that cannot be read is reported and stands as `unread`.
    mutating func token(_ node: Node, path: TokenPath, keyNode: Node) -> TokenDefinition? {
        let here = location(of: keyNode)
        let inferredRole = path.components.dropLast().reversed().lazy.compactMap(TokenRole.inferred(from:)).first
            ?? (path.isPalette ? nil : TokenRole.inferred(fromName: path.name))
        var definition = TokenDefinition(path: path, role: inferredRole, values: [:], location: here)
        guard let mapping = node.mapping, !Self.isBareReference(mapping) else {
            definition.values[.any] = colorValue(node, path: path, keyNode: keyNode) ?? Self.unread(at: here)
            return definition
        }
        for (keyNode, value) in mapping {
            let key = keyNode.string ?? ""
            switch key {
            case "role":
                if let role = role(value, path: path) { definition.role = role }
            case "size":
                if let size = textSize(value, path: path) { definition.size = size }
            case "description":
                definition.description = string(value, for: key, path: path)
            default:
                let condition = key == "value" ? AppearanceCondition.any : AppearanceCondition(name: key)
                guard let condition else {
                    unknownKey(keyNode, among: Self.tokenKeyWords, in: "a token", path: path)
                    continue
                }
                if let earlier = definition.values[condition] {
                    errors.append(ThemeError(.duplicateName, "gives the appearance '\(condition)' twice (first at \(earlier.location))",
                                             at: location(of: keyNode), path: path.string, value: key))
                    continue
                }
                definition.values[condition] = colorValue(value, path: path, keyNode: keyNode) ?? Self.unread(at: location(of: keyNode))
            }
        }
        if definition.values.isEmpty, errors.allSatisfy({ $0.path != path.string }) {
            errors.append(ThemeError(.missingValue, "has no color", at: here, path: path.string,
                                     suggestion: "add `value:` or per-appearance keys such as `light:` and `dark:`"))
        }
        return definition
    }

    // MARK: Helpers

    func location(of node: Node) -> SourceLocation {
        let mark = node.mark
        return SourceLocation(file: file, line: mark?.line ?? 1, column: mark?.column ?? 1)
    }

    /// A scalar's text, whatever YAML would make of it (numbers and booleans included).
    ///
    /// Leading U+FEFF characters (invisible: a byte-order mark, or a zero-width no-break space)
    /// are left out. Yams drops the first one (it decodes each scalar with Foundation, which takes
    /// it for a byte-order mark), so leaving out all of them makes a text read the same however
    /// many it starts with, and a theme file written from what was read reads back the same.
    func scalarText(_ node: Node) -> String? {
        guard let scalar = node.scalar, !node.isNull else { return nil }
        return String(String.UnicodeScalarView(scalar.string.unicodeScalars.drop { $0 == "\u{FEFF}" }))
    }

    mutating func string(_ node: Node, for key: String, path: TokenPath? = nil) -> String? {
        if let text = scalarText(node) { return text }
        errors.append(ThemeError(.wrongType, "`\(key)` takes a single text value", at: location(of: node), path: path?.string))
        return nil
    }

    mutating func unknownKey(_ keyNode: Node, among keys: [String], in context: String, path: TokenPath? = nil) {
        let key = keyNode.string ?? ""
        errors.append(ThemeError(
            .unknownKey, "unknown key in \(context)", at: location(of: keyNode), path: path?.string, value: key,
            suggestion: suggestion(for: key, among: keys, otherwise: "valid keys: " + keys.joined(separator: ", "))))
    }

    func suggestion(for word: String, among candidates: [String], otherwise: String? = nil) -> String? {
        if let nearest = Spelling.nearest(to: word, among: candidates) { return "did you mean '\(nearest)'?" }
        return otherwise
    }

    func yamlError(_ error: Error) -> ThemeError {
        let start = SourceLocation(file: file, line: 1, column: 1)
        guard let yaml = error as? YamlError else {
            return ThemeError(.malformed, "does not parse: \(error)", at: start)
        }
        switch yaml {
        case .scanner(let context, let problem, let mark, _),
             .parser(let context, let problem, let mark, _),
             .composer(let context, let problem, let mark, _):
            let at = SourceLocation(file: file, line: mark.line, column: mark.column)
            var message = "malformed YAML or JSON: \(problem)"
            if let context { message += " (\(context.text) at line \(context.mark.line), column \(context.mark.column))" }
            let near = lines.indices.contains(mark.line - 1) ? String(lines[mark.line - 1]).trimmingCharacters(in: .whitespaces) : nil
            return ThemeError(.malformed, message, at: at, value: near?.isEmpty == false ? near : nil,
                              suggestion: problem.contains("tab") ? "indent with spaces, not tabs" : nil)
        case .duplicatedKeysInMapping(let duplicates, let context):
            let first = SourceLocation(file: file, line: context.mark.line, column: context.mark.column)
            let second = duplicates.first.flatMap { repeatedKey($0, after: first) }
            return ThemeError(.duplicateKey, "a key appears more than once in the same mapping" + (second == nil ? "" : " (first at \(first))"),
                              at: second ?? first, value: duplicates.joined(separator: ", "),
                              suggestion: "keep one, or merge their contents")
        case .reader(let problem, let offset, _, _):
            return ThemeError(.notText, "cannot be read as text: \(problem)" + (offset.map { " at byte \($0)" } ?? ""), at: start)
        default:
            return ThemeError(.malformed, "does not parse: \(yaml)", at: start)
        }
    }
}

extension ThemeParser {
    /// Where a block mapping's key appears again at the same column after its first place, if
    /// it does (libYAML reports only the first).
    func repeatedKey(_ key: String, after first: SourceLocation) -> SourceLocation? {
        let indent = String(repeating: " ", count: max(first.column - 1, 0))
        for number in lines.indices.dropFirst(first.line) {
            let line = lines[number]
            guard line.hasPrefix(indent) else { continue }
            let rest = line.dropFirst(indent.count)
            for spelling in [key, "\"\(key)\"", "'\(key)'"] where rest.hasPrefix(spelling + ":") {
                return SourceLocation(file: file, line: number + 1, column: first.column)
            }
        }
        return nil
    }
}

extension Node {
    /// Whether YAML reads this node as null (`~`, `null`, or nothing at all).
    var isNull: Bool {
        guard let scalar else { return false }
        return scalar.style == .plain && ["", "~", "null", "Null", "NULL"].contains(scalar.string)
    }
}
