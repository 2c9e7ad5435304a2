extension ThemeDocument {
    /// Reads a DTCG token file (Design Tokens Format Module 2025.10, colors per the Color Module
    /// 2025.10), throwing every problem found with its place.
    ///
    /// Color tokens become palette colors (under a top-level `palette` group) or tokens, with
    /// one value for every appearance: an alias (`"{group.token}"`, or a `$ref` JSON Pointer to a
    /// token's `$value`) becomes a reference, a color object a literal. `$description` is kept;
    /// a role and text size are read from `$extensions.com.tincture` (see
    /// ``DTCGTinctureExtension``). Everything else — other token types, `$extensions`,
    /// `$deprecated`, member order — is kept in ``dtcg`` for ``DTCGExport``.
    ///
    /// - Parameters:
    ///   - text: The file's JSON text.
    ///   - file: The file's name, used in every location.
    public init(dtcg text: String, file: String) throws(ThemeErrors) {
        let root: DTCGNode
        do {
            root = try DTCGJSONParser.parse(text, file: file)
        } catch {
            throw ThemeErrors([error])
        }
        var tokenFile = DTCGTokenFile(root: root)
        let definitions = tokenFile.colorDefinitions()
        guard tokenFile.errors.isEmpty else { throw ThemeErrors(tokenFile.errors.deduplicated().sortedByLocation()) }
        self.init(file: file, description: root["$description"]?.string,
                  palette: definitions.filter(\.path.isPalette), tokens: definitions.filter { !$0.path.isPalette })
        systemEra = Self.systemEra(in: root) ?? systemEra
        glass = try DTCGGlass.declarations(in: root)
        dtcg = DTCGSource(tokens: root.json)
        format = tokenFile.stringColors.isEmpty ? .dtcg : .dtcgDraft
    }

    /// Reads a DTCG resolver document (Design Tokens Resolver Module 2025.10) and the token files
    /// it refers to, as one theme whose tokens have a value per appearance, with its named
    /// themes.
    ///
    /// A modifier whose contexts name appearances (``DTCGAppearanceContext``: `light`, `dark`,
    /// `lightHighContrast`, `darkHighContrastElevated`, …) sets appearances; any other of its
    /// context names is an ``ThemeError/Kind/unsupported`` error. The tokens are composed once
    /// per context as the module's resolution logic says, and each token takes the value it has
    /// in a context for that context's condition (`dark` → `dark`, `lightHighContrast` →
    /// `light+increased`); a token with the same value in every context has one value for `any`.
    /// Without a modifier, every token has one value.
    ///
    /// Another modifier sets themes (``DTCGThemeModifier``): its default context is the file's
    /// own theme, and each other context a named theme, composed with every appearance context.
    /// A named theme overrides what differs from the theme it extends (kept in the modifier's
    /// `$extensions.com.tincture.themes`, else the file's own), in any appearance; an alias to a
    /// named themes' values group takes the value that group gives in each appearance.
    ///
    /// - Parameters:
    ///   - text: The resolver's JSON text.
    ///   - file: The resolver's path; token files named by `$ref` are found relative to it.
    ///   - loadSource: Returns the text of the token file at a path (``ThemeSource/read(path:)``
    ///     reads from disk); called once per file.
    public init(dtcgResolver text: String, file: String, loadSource: @escaping (String) throws(ThemeErrors) -> String) throws(ThemeErrors) {
        let root: DTCGNode
        do {
            root = try DTCGJSONParser.parse(text, file: file)
        } catch {
            throw ThemeErrors([error])
        }
        var resolver = DTCGResolverFile(root: root, file: file, loadSource: loadSource)
        let compositions = resolver.compositions()
        var errors = resolver.errors
        var era: SystemPalette.Era?
        var byTheme: [String: [TokenDefinition]] = [:]
        let themes = resolver.themes
        for theme in themes.map({ $0.contexts.map(\.name) }) ?? [ThemeDocument.defaultThemeName] {
            let mine = compositions.filter { ($0.theme ?? ThemeDocument.defaultThemeName) == theme }
            byTheme[theme] = Self.definitions(composedIn: mine, errors: &errors, era: &era)
        }
        guard errors.isEmpty else { throw ThemeErrors(errors.deduplicated().sortedByLocation()) }
        let baseName = themes?.base ?? ThemeDocument.defaultThemeName
        let definitions = byTheme[baseName] ?? []
        self.init(file: file, name: resolver.name, description: resolver.description,
                  palette: definitions.filter(\.path.isPalette), tokens: definitions.filter { !$0.path.isPalette })
        if let themes {
            self.themes = try Self.namedThemes(themes, definitions: byTheme)
        }
        systemEra = era ?? systemEra
        glass = try DTCGGlass.declarations(in: root)
        format = .dtcgResolver
    }

    /// The definitions of one theme from its compositions (one per appearance context): each
    /// token's value per context, an alias into the named themes' values group replaced by the
    /// value the group gives in that context.
    private static func definitions(composedIn compositions: [DTCGResolverFile.Composition], errors: inout [ThemeError],
                                    era: inout SystemPalette.Era?) -> [TokenDefinition] {
        var order: [TokenPath] = []
        var merged: [TokenPath: (definition: TokenDefinition, contexts: [String?: ColorValueDefinition])] = [:]
        for composition in compositions {
            var tokenFile = DTCGTokenFile(root: composition.tokens)
            let definitions = tokenFile.colorDefinitions()
            let themeValues = tokenFile.themeValues()
            errors += tokenFile.errors
            era = era ?? systemEra(in: composition.tokens)
            for definition in definitions {
                guard var value = definition.values[.any] else { continue }
                if case .reference(let path, nil) = value.expression, let given = themeValues[path] { value = given }
                if merged[definition.path] == nil {
                    order.append(definition.path)
                    merged[definition.path] = (definition, [:])
                }
                merged[definition.path]?.contexts[composition.appearance] = value
            }
        }
        var definitions: [TokenDefinition] = []
        for path in order {
            guard let (first, contexts) = merged[path] else { continue }
            var definition = first
            let values = Set(contexts.values.map(\.expression))
            if contexts.count == compositions.count, values.count == 1 {
                definition.values = [.any: contexts.first!.value]
            } else {
                definition.values = minimalValues(contexts)
            }
            definitions.append(definition)
        }
        return definitions
    }

    /// The named themes of a theme modifier: each overrides the palette colors and tokens whose
    /// value in some appearance, role, description or size differs from the theme it extends.
    private static func namedThemes(_ themes: DTCGResolverFile.Themes, definitions: [String: [TokenDefinition]]) throws(ThemeErrors) -> [NamedTheme] {
        func context(_ name: String) -> String { name == defaultThemeName ? themes.base : name }
        var errors: [ThemeError] = []
        var result: [NamedTheme] = []
        for (name, location) in themes.contexts where name != themes.base {
            let parentName = themes.extends[name]?.name ?? defaultThemeName
            let parent = Dictionary((definitions[context(parentName)] ?? []).map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
            var overrides: [TokenDefinition] = []
            for definition in definitions[name] ?? [] {
                guard let inherited = parent[definition.path] else {
                    if definition.path.isPalette {
                        overrides.append(definition)
                    } else {
                        errors.append(ThemeError(.unsupported, "theme '\(name)' adds a token the theme it extends does not have; a named theme can only replace tokens",
                                                 at: definition.location, path: definition.path.string,
                                                 suggestion: "give the token a value in the sets every theme shares"))
                    }
                    continue
                }
                let same = Appearance.all.allSatisfy { definition.value(for: $0)?.value.expression == inherited.value(for: $0)?.value.expression }
                if !same || definition.role != inherited.role || definition.description != inherited.description || definition.size != inherited.size {
                    overrides.append(definition)
                }
            }
            result.append(NamedTheme(name: name, extends: parentName, description: themes.descriptions[name], overrides: overrides,
                                     location: location, extendsLocation: themes.extends[name]?.location))
        }
        guard errors.isEmpty else { throw ThemeErrors(errors.sortedByLocation()) }
        return result
    }

    /// A token's value per context as values per condition, leaving out a context whose value is
    /// the one the fallback order would give it anyway: when `darkHighContrast` repeats `dark`'s
    /// background, the background has no `dark+increased` value, so that
    /// `dark+increased+elevated` takes `dark+elevated`'s rather than the repeated one.
    static func minimalValues(_ contexts: [String?: ColorValueDefinition]) -> [AppearanceCondition: ColorValueDefinition] {
        minimalValues(contexts.compactMap { context, value in
            context.flatMap(DTCGAppearanceContext.condition(for:)).map { ($0, value) }
        })
    }

    /// Values per condition, leaving out a condition whose value the fallback order would give
    /// it anyway (see ``minimalValues(_:)-(String?:ColorValueDefinition)``).
    static func minimalValues(_ given: [(AppearanceCondition, ColorValueDefinition)]) -> [AppearanceCondition: ColorValueDefinition] {
        minimalValues(given) { $0.expression == $1.expression }
    }

    /// Values per condition, leaving out a condition whose value the fallback order would give
    /// it anyway, `same` telling values apart. ``DTCGExport`` reads its own contexts back with
    /// it to know which it must write.
    static func minimalValues<Value>(_ given: [(AppearanceCondition, Value)], same: (Value, Value) -> Bool) -> [AppearanceCondition: Value] {
        let given = given.sorted { $0.0.rank != $1.0.rank ? $0.0.rank < $1.0.rank : $0.0.sortKey.lexicographicallyPrecedes($1.0.sortKey) }
        var values: [AppearanceCondition: Value] = [:]
        for (condition, value) in given {
            let appearance = Appearance(condition.scheme ?? .light, condition.contrast ?? .normal, condition.level ?? .base)
            let fallback = values.filter { $0.key.matches(appearance) }.max { $0.key.rank < $1.key.rank }
            if !(fallback.map { same($0.value, value) } ?? false) { values[condition] = value }
        }
        return values
    }

    /// Reads a DTCG resolver document and its token files from disk.
    public init(contentsOfDTCGResolver path: String) throws(ThemeErrors) {
        try self.init(dtcgResolver: ThemeSource.read(path: path), file: path) { (source: String) throws(ThemeErrors) -> String in
            try ThemeSource.read(path: source)
        }
    }

    /// The release named by the `system` group Tincture writes, if the tokens have one.
    static func systemEra(in root: DTCGNode) -> SystemPalette.Era? {
        root["system"]?["$extensions"]?[DTCGTinctureExtension.key]?[DTCGTinctureExtension.systemColorsKey]?.string
            .flatMap(SystemPalette.Era.init(name:))
    }
}

extension [ThemeError] {
    /// Without repeats (the same problem in a file composed into several contexts), first
    /// occurrence kept.
    func deduplicated() -> [ThemeError] {
        var seen: Set<String> = []
        return filter { seen.insert($0.description).inserted }
    }
}
