import ColorScience

/// The tokens of one DTCG token file (Design Tokens Format Module 2025.10), or of the single
/// token structure a resolver composes, flattened to paths.
///
/// Groups are objects without `$value`; tokens are objects with `$value` (or a `$ref` JSON
/// Pointer). A token's `$type` is its own or the nearest enclosing group's. A group's `$extends`
/// (`"{other.group}"` or `{"$ref": "#/other/group"}`) copies the other group's tokens in, local
/// members winning. Names may not contain `.`, `{` or `}`; members starting with `$` that the
/// format does not define are kept but not read.
///
/// Only color tokens become ``TokenDefinition``s; the rest stay in the JSON (they are kept on
/// export, see ``DTCGSource``).
struct DTCGTokenFile {
    private(set) var tokens: [DTCGToken] = []
    private var index: [String: Int] = [:]
    var errors: [ThemeError] = []
    /// Colors written as CSS strings (DTCG drafts, Tokens Studio, Style Dictionary): token,
    /// text and place.
    var stringColors: [(token: String, text: String, location: SourceLocation)] = []
    /// When set, a token whose alias names no token of the structure is left out and listed in
    /// ``unresolved`` instead of being an error: token sets read one file at a time.
    var leavesOutUnresolved = false
    /// Tokens left out for an alias into tokens the structure lacks: token, alias, place.
    var unresolved: [(token: String, target: String, location: SourceLocation)] = []
    private let root: DTCGNode

    init(root: DTCGNode, leavesOutUnresolved: Bool = false) {
        self.root = root
        self.leavesOutUnresolved = leavesOutUnresolved
        guard root.members != nil else {
            errors.append(ThemeError(.wrongType, "a DTCG token file is a JSON object of groups and tokens, not \(root.kindName)",
                                     at: root.location, value: root.excerpt))
            return
        }
        walk(root, path: [], type: nil, group: nil, extending: [])
        for (offset, token) in tokens.enumerated() { index[token.dottedPath] = offset }
        inferAliasTypes()
    }

    func token(at path: String) -> DTCGToken? { index[path].map { tokens[$0] } }

    // MARK: Walking groups

    private mutating func walk(_ group: DTCGNode, path: [String], type: String?, group tincture: DTCGToken.TinctureGroup?, extending: [[String]]) {
        var group = group
        if let extends = group.member("$extends") {
            group = extended(group, by: extends, path: path, extending: extending)
        }
        var type = type
        if let typeNode = group["$type"] {
            if let name = typeNode.string { type = name } else {
                errors.append(ThemeError(.wrongType, "$type is a string such as \"color\"", at: typeNode.location,
                                         path: path.isEmpty ? nil : path.joined(separator: "."), value: typeNode.excerpt))
            }
        }
        for member in group.members ?? [] {
            let childPath = path + [member.key]
            if member.key == "$root" {
                addToken(member, path: childPath, type: type, group: tincture)
                continue
            }
            if member.key.hasPrefix("$") { continue }
            if member.key.contains(where: { $0 == "." || $0 == "{" || $0 == "}" }) {
                errors.append(ThemeError(.invalidName, "a token or group name may not contain '.', '{' or '}'", at: member.keyLocation,
                                         path: path.isEmpty ? nil : path.joined(separator: "."), value: member.key,
                                         suggestion: "nest groups instead of writing dots in a name"))
                continue
            }
            guard let members = member.value.members else {
                errors.append(ThemeError(.wrongType, "a token or group is a JSON object, not \(member.value.kindName)", at: member.value.location,
                                         path: childPath.joined(separator: "."), value: member.value.excerpt,
                                         suggestion: #"write a token as { "$type": "color", "$value": … }"#))
                continue
            }
            if members.contains(where: { $0.key == "$value" || $0.key == "$ref" }) {
                addToken(member, path: childPath, type: type, group: tincture)
            } else {
                let marks = path.isEmpty ? member.value["$extensions"]?[DTCGTinctureExtension.key] : nil
                var marked = tincture
                if member.key == "system", marks?[DTCGTinctureExtension.systemColorsKey] != nil { marked = .system }
                if marks?[DTCGTinctureExtension.themeValuesKey] != nil { marked = .themeValues }
                walk(member.value, path: childPath, type: type, group: marked, extending: extending)
            }
        }
    }

    private mutating func addToken(_ member: DTCGNode.Member, path: [String], type: String?, group: DTCGToken.TinctureGroup?) {
        var type = type
        if let typeNode = member.value["$type"] {
            if let name = typeNode.string { type = name } else {
                errors.append(ThemeError(.wrongType, "$type is a string such as \"color\"", at: typeNode.location,
                                         path: path.joined(separator: "."), value: typeNode.excerpt))
            }
        }
        tokens.append(DTCGToken(path: path, type: type, node: member.value, keyLocation: member.keyLocation, tinctureGroup: group))
    }

    /// The group with the members of the group its `$extends` names merged under its own.
    private mutating func extended(_ group: DTCGNode, by extends: DTCGNode.Member, path: [String], extending: [[String]]) -> DTCGNode {
        let here = path.joined(separator: ".")
        guard let target = Self.groupPath(extends.value) else {
            errors.append(ThemeError(.wrongType, "$extends names a group as \"{group.name}\" or {\"$ref\": \"#/group/name\"}",
                                     at: extends.value.location, path: here, value: extends.value.excerpt))
            return group
        }
        guard !extending.contains(target), target != path else {
            errors.append(ThemeError(.referenceCycle, "groups extend each other in a circle", at: extends.value.location, path: here,
                                     value: extends.value.excerpt))
            return group
        }
        guard let base = Self.node(at: target, in: root), base.members != nil, base["$value"] == nil else {
            errors.append(ThemeError(.unknownReference, "$extends names a group that does not exist", at: extends.value.location,
                                     path: here, value: extends.value.excerpt))
            return group
        }
        var expanded = base
        if let nested = base.member("$extends") {
            expanded = extended(base, by: nested, path: target, extending: extending + [path])
        }
        var members = (expanded.members ?? []).filter { $0.key != "$extends" }
        DTCGNode.merge(&members, (group.members ?? []).filter { $0.key != "$extends" })
        return DTCGNode(content: .object(members), location: group.location)
    }

    /// `"{a.b}"` or `{"$ref": "#/a/b"}` as path components.
    static func groupPath(_ node: DTCGNode) -> [String]? {
        if let text = node.string { return aliasPath(text) }
        if let pointer = node["$ref"]?.string, node.members?.count == 1 { return pointerPath(pointer) }
        return nil
    }

    /// `{a.b}` → `["a", "b"]`; nil when the text is not one alias.
    static func aliasPath(_ text: String) -> [String]? {
        guard text.hasPrefix("{"), text.hasSuffix("}"), text.count > 2 else { return nil }
        let inner = text.dropFirst().dropLast()
        guard !inner.contains("{"), !inner.contains("}") else { return nil }
        let parts = inner.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        return parts.contains(where: \.isEmpty) ? nil : parts
    }

    /// `#/a/b` (RFC 6901, `~1` for `/` and `~0` for `~`) → `["a", "b"]`; nil for a pointer into
    /// another file.
    static func pointerPath(_ pointer: String) -> [String]? {
        guard pointer.hasPrefix("#/") else { return pointer == "#" ? [] : nil }
        return pointer.dropFirst(2).split(separator: "/", omittingEmptySubsequences: false).map { part in
            var result = ""
            var escaped = false
            for character in part {
                if escaped {
                    result.append(character == "1" ? "/" : character == "0" ? "~" : character)
                    escaped = false
                } else if character == "~" {
                    escaped = true
                } else {
                    result.append(character)
                }
            }
            return result
        }
    }

    static func node(at path: [String], in root: DTCGNode) -> DTCGNode? {
        var node = root
        for component in path {
            guard let next = node[component] else { return nil }
            node = next
        }
        return node
    }

    // MARK: Types

    /// Tokens without a `$type` whose value is an alias take the type of the token it names;
    /// those whose value is a CSS color string (as Style Dictionary writes them, with no type)
    /// are colors.
    private mutating func inferAliasTypes() {
        for offset in tokens.indices where tokens[offset].type == nil {
            if let text = tokens[offset].node["$value"]?.string, Self.aliasPath(text) == nil,
               Self.aliasWithAlpha(text) != nil || (try? Color(css: text.trimmingCharacters(in: .whitespaces))) != nil {
                tokens[offset].type = "color"
            }
        }
        for offset in tokens.indices where tokens[offset].type == nil {
            var seen: Set<String> = []
            var current = tokens[offset]
            while current.type == nil, let target = referencedPath(of: current), seen.insert(target).inserted,
                  let next = index[target].map({ tokens[$0] }) {
                current = next
            }
            tokens[offset].type = current.type
        }
    }

    /// The path an alias token names (by `{…}` or a `$ref` to a token's `$value`), if it is one.
    func referencedPath(of token: DTCGToken) -> String? {
        if let text = token.node["$value"]?.string { return Self.aliasPath(text)?.joined(separator: ".") }
        let pointer = token.node["$ref"]?.string ?? token.node["$value"]?["$ref"]?.string
        guard let pointer, var components = Self.pointerPath(pointer) else { return nil }
        if components.last == "$value" { components.removeLast() }
        return components.joined(separator: ".")
    }
}

extension DTCGNode {
    /// Merges `overlay` into `members` as DTCG composition does: a group (an object without
    /// `$value`) present in both is merged member by member; anything else is replaced where it
    /// stands; new members are added at the end.
    static func merge(_ members: inout [Member], _ overlay: [Member]) {
        for member in overlay {
            guard let index = members.firstIndex(where: { $0.key == member.key }) else {
                members.append(member)
                continue
            }
            let existing = members[index].value
            if member.value.isGroup, existing.isGroup, var inner = existing.members {
                merge(&inner, member.value.members ?? [])
                members[index].value = DTCGNode(content: .object(inner), location: existing.location)
            } else {
                members[index] = member
            }
        }
    }

    /// An object that is not a token: no `$value` or `$ref`.
    var isGroup: Bool {
        guard let members else { return false }
        return !members.contains { $0.key == "$value" || $0.key == "$ref" }
    }
}
