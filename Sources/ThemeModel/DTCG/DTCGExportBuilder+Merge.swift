extension DTCGExportBuilder {
    /// The token file a document was read from, with its colors brought up to date: a color token
    /// whose value, description, role and size are unchanged is kept byte for byte; a changed one
    /// gets its `$value`, `$description` and Tincture extension replaced where it stands; one no
    /// longer in the document (or no longer the same in every appearance) is removed; new ones
    /// are added at the end of their groups. Tincture's `system` group is written afresh.
    func merged(into source: DTCGJSON, constant: [TokenDefinition]) -> DTCGJSON {
        var tokenFile = DTCGTokenFile(root: DTCGNode(json: source, file: document.file))
        let originals = Dictionary(tokenFile.colorDefinitions().map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        let colorPaths = Set(tokenFile.tokens.filter { $0.type == "color" }.map(\.dottedPath))
        let byPath = Dictionary(constant.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        var tree = update(source, path: [], colorPaths: colorPaths, originals: originals, constant: byPath)
        if tree["system"]?["$extensions"]?[DTCGTinctureExtension.key]?[DTCGTinctureExtension.systemColorsKey] != nil {
            tree.set("system", nil)
        }
        for definition in constant where !colorPaths.contains(definition.path.string) || definition.path.isSystem {
            insert(definition, entry: entries[definition.path]![0], into: &tree)
        }
        return tree
    }

    private func update(_ node: DTCGJSON, path: [String], colorPaths: Set<String>, originals: [TokenPath: TokenDefinition],
                        constant: [TokenPath: TokenDefinition]) -> DTCGJSON {
        guard let members = node.members else { return node }
        var result: [DTCGMember] = []
        for member in members {
            let childPath = path + [member.key]
            let dotted = childPath.joined(separator: ".")
            guard member.key == "$root" || !member.key.hasPrefix("$") else {
                result.append(member)
                continue
            }
            guard colorPaths.contains(dotted), member.value["$value"] != nil || member.value["$ref"] != nil else {
                let isGroup = member.value.members != nil && member.value["$value"] == nil && member.value["$ref"] == nil
                result.append(isGroup ? DTCGMember(member.key, update(member.value, path: childPath, colorPaths: colorPaths,
                                                                        originals: originals, constant: constant)) : member)
                continue
            }
            let tokenPath = TokenPath(childPath)
            guard let definition = constant[tokenPath] else { continue }  // removed, or now per appearance
            if let original = originals[tokenPath], original.values.mapValues(\.expression) == definition.values.mapValues(\.expression),
               original.description == definition.description, original.role == definition.role, original.size == definition.size {
                result.append(member)
                continue
            }
            var original = member.value
            original.set("$ref", nil)
            result.append(DTCGMember(member.key, token(definition, entry: entries[tokenPath]![0], keeping: original)))
        }
        return .object(result)
    }
}

extension DTCGNode {
    /// A node for JSON that was not read from a file (every place is `file:0:0`).
    init(json: DTCGJSON, file: String) {
        let location = SourceLocation(file: file, line: 0, column: 0)
        switch json {
        case .object(let members):
            self.init(content: .object(members.map { Member(key: $0.key, keyLocation: location, value: DTCGNode(json: $0.value, file: file)) }),
                      location: location)
        case .array(let items): self.init(content: .array(items.map { DTCGNode(json: $0, file: file) }), location: location)
        case .string(let text): self.init(content: .string(text), location: location)
        case .number(let number): self.init(content: .number(number), location: location)
        case .bool(let flag): self.init(content: .bool(flag), location: location)
        case .null: self.init(content: .null, location: location)
        }
    }
}
