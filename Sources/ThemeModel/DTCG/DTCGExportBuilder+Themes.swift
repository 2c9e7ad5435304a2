extension DTCGExportBuilder {
    /// Works out what each named theme changes from the file's own theme, and gives each change
    /// whose value differs between appearances a token in the values group (see
    /// ``DTCGThemeModifier``).
    ///
    /// A change is a palette color or token whose entries (what DTCG writes in each appearance)
    /// or description, role or size differ from the file's own, or a palette color the theme
    /// adds. A theme's changes include what it inherits from the theme it extends: an input
    /// chooses one context of the theme modifier.
    mutating func buildThemes() {
        guard !document.themes.isEmpty else { return }
        let own = definitions.filter { !$0.path.isSystem }.map(\.path)
        let ownSet = Set(own)
        var added: [TokenPath] = []
        for override in document.themes.flatMap(\.overrides) where override.path.isPalette && !ownSet.contains(override.path) && !added.contains(override.path) {
            added.append(override.path)
        }
        // Colors the same in every appearance first, as the files hold them and as reading
        // them back orders them, so that a theme read back writes the same files.
        let candidates = own.filter(isConstant) + own.filter { !isConstant($0) } + added
        let roots = Set(candidates.map(\.root))
        var group = DTCGThemeModifier.valuesGroup
        var suffix = 1
        while roots.contains(group) {
            suffix += 1
            group = "\(DTCGThemeModifier.valuesGroup)-\(suffix)"
        }
        valuesGroup = group
        for named in document.themes {
            var changes: [ThemeExport.Change] = []
            for path in candidates {
                guard let definition = theme.definition(of: path, theme: named.name) else { continue }
                let values = Appearance.all.map { entry(definition, $0, theme: named.name) }
                if let base = theme.definition(of: path), entries[path] == values, base.description == definition.description,
                   base.role == definition.role, base.size == definition.size {
                    continue
                }
                var valuesToken: TokenPath?
                if values.contains(where: { $0 != values[0] }) {
                    let token = TokenPath([group, named.name] + path.components)
                    definitions.append(TokenDefinition(path: token, values: [:], location: definition.location))
                    entries[token] = values
                    valuesTokens.insert(token)
                    valuesToken = token
                }
                changes.append(ThemeExport.Change(definition: definition, entries: values, valuesToken: valuesToken))
            }
            themes.append(ThemeExport(theme: named, changes: changes))
        }
    }

    /// The token file of a named theme's context: each change, as its value or as an alias to
    /// its token in the values group.
    func themeTree(_ export: ThemeExport) -> DTCGJSON {
        var tree = DTCGJSON.object([DTCGMember("$schema", .string(DTCGExport.formatSchema))])
        for change in export.changes {
            insert(change.definition, entry: change.valuesToken.map(Entry.alias) ?? change.entries[0], into: &tree)
        }
        return tree
    }

    /// The theme modifier's `$extensions.com.tincture.themes`: each theme's `extends` (when not
    /// the file's own theme) and description; nil when there is nothing to keep.
    var themesExtension: DTCGJSON? {
        var members: [DTCGMember] = []
        for export in themes {
            var entry: [DTCGMember] = []
            if export.theme.extends != ThemeDocument.defaultThemeName { entry.append(DTCGMember("extends", .string(export.theme.extends))) }
            if let description = export.theme.description { entry.append(DTCGMember("description", .string(description))) }
            if !entry.isEmpty { members.append(DTCGMember(export.theme.name, .object(entry))) }
        }
        return members.isEmpty ? nil : .object(members)
    }
}
