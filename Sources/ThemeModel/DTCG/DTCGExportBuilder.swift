import ColorScience

/// Works out what ``DTCGExport`` writes: each definition's value per appearance, which are the
/// same everywhere, which contexts are needed, and the JSON trees.
struct DTCGExportBuilder {
    /// What a token holds in one appearance, as DTCG writes it.
    enum Entry: Hashable {
        case color(Color)
        case alias(TokenPath)
        /// A reference with its alpha scaled, and the color it resolves to in that appearance.
        case scaled(TokenPath, alpha: Double, resolved: Color)
    }

    /// A named theme as the export writes it: what it changes from the file's own theme.
    struct ThemeExport {
        struct Change {
            /// The theme's definition (the override merged with what it inherits).
            var definition: TokenDefinition
            /// Its entry in the eight appearances.
            var entries: [Entry]
            /// The token of the values group holding its value per appearance, when the value
            /// differs between appearances.
            var valuesToken: TokenPath?
        }

        var theme: NamedTheme
        /// In the order of ``definitions``, palette colors the theme adds last.
        var changes: [Change]
    }

    let theme: ResolvedTheme
    /// Palette, tokens, the system colors they refer to, then the values group's tokens (see
    /// ``DTCGThemeModifier``), in that order.
    var definitions: [TokenDefinition] = []
    /// Each definition's entry in the eight appearances, by path.
    var entries: [TokenPath: [Entry]] = [:]
    /// The context names to write, in ``DTCGAppearanceContext/names`` order; empty when every
    /// token is the same in every appearance.
    private(set) var contexts: [String] = []
    /// The named themes, in file order.
    var themes: [ThemeExport] = []
    /// The top-level group holding named themes' values per appearance.
    var valuesGroup = DTCGThemeModifier.valuesGroup
    /// The paths of that group's tokens.
    var valuesTokens: Set<TokenPath> = []

    init(theme: ResolvedTheme) {
        self.theme = theme
    }

    var document: ThemeDocument { theme.document }

    mutating func build() {
        let own = document.palette + document.tokens
        let overrides = document.themes.flatMap(\.overrides)
        let referenced = Set((own + overrides).flatMap { $0.values.values.compactMap { $0.expression.reference } }.filter(\.isSystem))
        let system = SystemPalette.definitions(document.systemEra).filter { referenced.contains($0.path) }
        definitions = own + system
        for definition in definitions {
            entries[definition.path] = Appearance.all.map { entry(definition, $0) }
        }
        buildThemes()
        chooseContexts()
    }

    func entry(_ definition: TokenDefinition, _ appearance: Appearance, theme name: String = ThemeDocument.defaultThemeName) -> Entry {
        let resolved = theme.color(definition.path, in: appearance, theme: name)?.color
        guard let (_, value) = definition.value(for: appearance) else { return .color(resolved ?? Color(space: .srgb, coordinates: .init(0, 0, 0))) }
        switch value.expression {
        case .literal(let color, _): return .color(color)
        case .reference(let path, nil): return .alias(path)
        case .reference(let path, let alpha?):
            return .scaled(path, alpha: alpha, resolved: resolved ?? Color(space: .srgb, coordinates: .init(0, 0, 0), alpha: 0))
        }
    }

    func isConstant(_ path: TokenPath) -> Bool {
        guard let values = entries[path], let first = values.first else { return true }
        return values.allSatisfy { $0 == first }
    }

    /// `light` and `dark`, then each other context whose appearance some token would get wrong
    /// when the files are read back from the contexts chosen so far, until none would.
    ///
    /// Reading back is what ``ThemeDocument/init(dtcgResolver:file:loadSource:)`` does: a
    /// context's value that its fallback repeats is dropped, and an appearance without a context
    /// takes the value Tincture's fallback order finds among what is left. So a context that only
    /// repeats its fallback is no fallback for the appearances beyond it: when
    /// `darkHighContrast` repeats `dark`, an appearance left to it falls to `darkElevated`.
    private mutating func chooseContexts() {
        let varying = definitions.filter { !isConstant($0.path) }
        guard !varying.isEmpty else { return }
        var chosen = ["light", "dark"]
        var added = true
        while added {
            added = false
            for name in DTCGAppearanceContext.names where !chosen.contains(name) {
                guard let appearance = DTCGAppearanceContext.appearance(for: name) else { continue }
                if varying.contains(where: { !readsBack($0.path, from: chosen, in: appearance) }) {
                    chosen.append(name)
                    added = true
                }
            }
        }
        contexts = DTCGAppearanceContext.names.filter(chosen.contains)
    }

    /// Whether a token read back from `contexts` has its own entry in `appearance`.
    private func readsBack(_ path: TokenPath, from contexts: [String], in appearance: Appearance) -> Bool {
        guard let values = entries[path] else { return true }
        let given = contexts.compactMap { name -> (AppearanceCondition, Entry)? in
            guard let condition = DTCGAppearanceContext.condition(for: name), let context = DTCGAppearanceContext.appearance(for: name) else { return nil }
            return (condition, values[context.index])
        }
        let read = ThemeDocument.minimalValues(given, same: Self.readAlike)
        guard let value = read.filter({ $0.key.matches(appearance) }).max(by: { $0.key.rank < $1.key.rank })?.value else { return false }
        return Self.readAlike(value, values[appearance.index])
    }

    /// Whether two entries read back as the same value: a scaled reference reads back as its
    /// reference and alpha, whatever it resolves to in each appearance.
    static func readAlike(_ a: Entry, _ b: Entry) -> Bool {
        switch (a, b) {
        case (.scaled(let p, let x, _), .scaled(let q, let y, _)): p == q && x == y
        default: a == b
        }
    }

    // MARK: Trees

    /// The token file of what is the same in every appearance (everything, when `single`).
    func baseTree(single: Bool) -> DTCGJSON {
        let constant = definitions.filter { isConstant($0.path) }
        if let source = document.dtcg {
            return merged(into: source.tokens, constant: constant)
        }
        var tree = DTCGJSON.object([DTCGMember("$schema", .string(DTCGExport.formatSchema))])
        if single, let description = document.description { tree.set("$description", .string(description)) }
        for definition in constant { insert(definition, entry: entries[definition.path]![0], into: &tree) }
        return tree
    }

    /// The token file of one context: every token that differs between appearances, with its
    /// value in the context's appearance.
    func contextTree(_ context: String) -> DTCGJSON {
        let index = DTCGAppearanceContext.appearance(for: context)?.index ?? 0
        var tree = DTCGJSON.object([DTCGMember("$schema", .string(DTCGExport.formatSchema))])
        for definition in definitions where !isConstant(definition.path) {
            insert(definition, entry: entries[definition.path]![index], into: &tree)
        }
        return tree
    }

    /// Adds a token at its path, creating groups as needed (the `system` group marked as
    /// Tincture's).
    func insert(_ definition: TokenDefinition, entry: Entry, into tree: inout DTCGJSON) {
        let components = definition.path.components
        if definition.path.isSystem, tree["system"] == nil {
            tree.set("system", .object([DTCGMember("$extensions", .object([DTCGMember(DTCGTinctureExtension.key, .object([
                DTCGMember(DTCGTinctureExtension.systemColorsKey, .string(document.systemEra.rawValue)),
            ]))]))]))
        }
        if valuesTokens.contains(definition.path), tree[valuesGroup] == nil {
            tree.set(valuesGroup, .object([
                DTCGMember("$description", .string("The values of named themes' tokens that differ between appearances, by theme; the theme modifier's contexts refer to them.")),
                DTCGMember("$extensions", .object([DTCGMember(DTCGTinctureExtension.key, .object([
                    DTCGMember(DTCGTinctureExtension.themeValuesKey, .bool(true)),
                ]))])),
            ]))
        }
        tree.insert(token(definition, entry: entry), at: components[...])
    }

    /// A token object: `$type`, `$value`, `$description`, and Tincture's extension when needed.
    func token(_ definition: TokenDefinition, entry: Entry, keeping original: DTCGJSON? = nil) -> DTCGJSON {
        var token = original ?? .object([DTCGMember("$type", .string("color"))])
        switch entry {
        case .color(let color): token.set("$value", DTCGColorValue.json(for: color))
        case .alias(let path): token.set("$value", .string("{\(path)}"))
        case .scaled(_, _, let resolved): token.set("$value", DTCGColorValue.json(for: resolved))
        }
        token.set("$description", definition.description.map(DTCGJSON.string))
        var tincture = token["$extensions"]?[DTCGTinctureExtension.key] ?? .object([])
        for key in DTCGTinctureExtension.tokenKeys { tincture.set(key, nil) }
        if !definition.path.isSystem, let role = definition.role, role != DTCGTokenFile.inferredRole(definition.path) {
            tincture.set("role", .string(role.rawValue))
        }
        if let size = definition.size { tincture.set("size", .string(size.description)) }
        if case .scaled(let path, let alpha, _) = entry {
            tincture.set("reference", .string("{\(path)}"))
            tincture.set("alpha", .number(alpha))
        }
        var extensions = token["$extensions"] ?? .object([])
        extensions.set(DTCGTinctureExtension.key, tincture.members?.isEmpty == false ? tincture : nil)
        token.set("$extensions", extensions.members?.isEmpty == false ? extensions : nil)
        return token
    }
}

extension AppearanceCondition {
    /// Scheme 4, contrast 2, level 1: the order in which the fallback prefers conditions.
    var rank: Int { (scheme == nil ? 0 : 4) + (contrast == nil ? 0 : 2) + (level == nil ? 0 : 1) }
}

extension DTCGJSON {
    /// Puts `value` at a path of object members, creating objects on the way; replaces what is
    /// there.
    mutating func insert(_ value: DTCGJSON, at path: ArraySlice<String>) {
        guard let first = path.first else {
            self = value
            return
        }
        var child = self[first] ?? .object([])
        if child.members == nil { child = .object([]) }
        child.insert(value, at: path.dropFirst())
        set(first, child)
    }
}
