/// A Tokens Studio project read from its folder: token sets (one file each, named by path),
/// `$metadata.json`'s `tokenSetOrder`, and `$themes.json`'s themes.
///
/// A theme composes as the Tokens Studio plugin does: its `enabled` and `source` sets in the
/// global set order (`tokenSetOrder`, then the others by name), later sets winning, with every
/// other set beneath as the lowest fallback for references (the plugin's own rule since 2.1:
/// a token of a set the theme does not select still resolves references); each token taken
/// that way gets a note naming the set. The theme shows the tokens of its enabled sets. Themes that share a `group` are one dimension: the group whose themes are named
/// after appearances (`Light`, `Dark`, `Light HC`) gives the appearances; each other group's
/// first theme is part of the document's own theme and its other themes become named themes.
/// A theme whose enabled sets are not all in the folder is left out with a note.
struct TokensStudioProject {
    struct Theme {
        var name: String
        var group: String?
        var enabled: [String]
        var source: [String]
        var location: SourceLocation
    }

    var sets: [TokenFile]
    var order: [String]
    var themes: [Theme]
    let themesFile: String?

    /// Nil when the files hold no `$themes.json` nor `$metadata.json`.
    init?(files: [TokenFile]) {
        let themesFile = files.first { $0.kind == .tokensStudioThemes }
        let metadata = files.first { $0.kind == .tokensStudioMetadata }
        guard themesFile != nil || metadata != nil else { return nil }
        self.themesFile = themesFile?.path
        sets = files.filter { $0.format != nil }
        var order = metadata?.root["tokenSetOrder"]?.array?.compactMap(\.string) ?? []
        order += sets.map(\.setName).filter { !order.contains($0) }.sorted()
        self.order = order
        var skipped: [ThemeNote] = []
        if let orderNode = metadata?.root["tokenSetOrder"], orderNode.array == nil {
            skipped.append(ThemeNote(.unsupported, "tokenSetOrder is not a list of set names; the sets are ordered by name", at: orderNode.location))
        }
        themes = (themesFile?.root.array ?? []).compactMap { node in
            guard let name = node["name"]?.string, let selected = node["selectedTokenSets"]?.members else {
                skipped.append(ThemeNote(.unsupported, "a theme is left out: it needs a \"name\" string and a \"selectedTokenSets\" object of set names",
                                         at: node.location))
                return nil
            }
            return Theme(name: name, group: node["group"]?.string,
                         enabled: selected.filter { $0.value.string == "enabled" }.map(\.key),
                         source: selected.filter { $0.value.string == "source" }.map(\.key), location: node.location)
        }
        readingNotes = skipped
    }

    /// What reading `$themes.json` and `$metadata.json` left out.
    var readingNotes: [ThemeNote] = []

    func compositions(notes: inout [ThemeNote]) -> [TokenComposition] {
        notes += readingNotes
        let present = Set(sets.map(\.setName))
        var usable: [Theme] = []
        for theme in themes {
            let missing = theme.enabled.filter { !present.contains($0) }
            if !missing.isEmpty || theme.enabled.isEmpty {
                notes.append(ThemeNote(.unsupported, "theme '\(theme.name)' is left out: " + (missing.isEmpty ? "it enables no token set"
                                       : "its token set\(missing.count == 1 ? "" : "s") \(missing.joined(separator: ", ")) \(missing.count == 1 ? "is" : "are") not in the folder"),
                                       at: theme.location))
                continue
            }
            usable.append(theme)
        }
        guard !usable.isEmpty else { return TokenSetReader.modeCompositions(sets) }
        var groups: [(name: String?, themes: [Theme])] = []
        for theme in usable {
            if let index = groups.firstIndex(where: { $0.name == theme.group }) { groups[index].themes.append(theme) } else { groups.append((theme.group, [theme])) }
        }
        let appearanceGroup = groups.firstIndex { $0.themes.contains { AppearanceWords.condition(in: $0.name) != nil } }
        var appearanceThemes: [(AppearanceCondition?, Theme?)] = [(nil, nil)]
        if let appearanceGroup {
            var seen: Set<AppearanceCondition> = []
            appearanceThemes = groups[appearanceGroup].themes.compactMap { theme in
                guard let condition = AppearanceWords.condition(in: theme.name) else {
                    notes.append(ThemeNote(.unsupported, "theme '\(theme.name)' names no appearance, beside themes that do; it is left out",
                                           at: theme.location))
                    return nil
                }
                guard seen.insert(condition).inserted else {
                    notes.append(ThemeNote(.unsupported, "theme '\(theme.name)' is a second theme for \(condition.name); it is left out", at: theme.location))
                    return nil
                }
                return (condition, theme)
            }
            groups.remove(at: appearanceGroup)
        }
        let defaults = groups.map { $0.themes[0] }
        var result: [TokenComposition] = []
        func add(_ choice: [Theme], named: String?) {
            for (condition, appearance) in appearanceThemes {
                result.append(composition(choice + [appearance].compactMap { $0 }, condition: condition, theme: named))
            }
        }
        add(defaults, named: nil)
        for (index, group) in groups.enumerated() {
            for theme in group.themes.dropFirst() {
                var choice = defaults
                choice[index] = theme
                add(choice, named: group.name.map { "\($0) \(theme.name)" } ?? theme.name)
            }
        }
        return result
    }

    private func composition(_ themes: [Theme], condition: AppearanceCondition?, theme: String?) -> TokenComposition {
        let used = Set(themes.flatMap { $0.enabled + $0.source })
        let enabled = Set(themes.flatMap(\.enabled))
        let ordered = order.compactMap { name in sets.first { $0.setName == name } }
        let fallback = ordered.filter { !used.contains($0.setName) }
        return TokenComposition(condition: condition, theme: theme, layers: fallback + ordered.filter { used.contains($0.setName) }, shown: enabled,
                                fallbackLayers: fallback.count, label: themes.map(\.name).joined(separator: " + "))
    }
}
