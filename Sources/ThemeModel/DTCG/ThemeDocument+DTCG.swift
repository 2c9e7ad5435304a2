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
        dtcg = DTCGSource(tokens: root.json)
        format = tokenFile.stringColors.isEmpty ? .dtcg : .dtcgDraft
    }

    /// Reads a DTCG resolver document (Design Tokens Resolver Module 2025.10) and the token files
    /// it refers to, as one theme whose tokens have a value per appearance.
    ///
    /// The resolver's one modifier names appearances in its contexts (``DTCGAppearanceContext``:
    /// `light`, `dark`, `lightHighContrast`, `darkHighContrastElevated`, …); any other context
    /// name is an ``ThemeError/Kind/unsupported`` error. The tokens are composed once per context
    /// as the module's resolution logic says, and each token takes the value it has in a
    /// context for that context's condition (`dark` → `dark`, `lightHighContrast` →
    /// `light+increased`); a token with the same value in every context has one value for `any`.
    /// Without a modifier, every token has one value.
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
        var order: [TokenPath] = []
        var merged: [TokenPath: (definition: TokenDefinition, contexts: [String?: ColorValueDefinition])] = [:]
        var era: SystemPalette.Era?
        for (context, tokens) in compositions {
            var tokenFile = DTCGTokenFile(root: tokens)
            let definitions = tokenFile.colorDefinitions()
            errors += tokenFile.errors
            era = era ?? Self.systemEra(in: tokens)
            for definition in definitions {
                guard let value = definition.values[.any] else { continue }
                if merged[definition.path] == nil {
                    order.append(definition.path)
                    merged[definition.path] = (definition, [:])
                }
                merged[definition.path]?.contexts[context] = value
            }
        }
        guard errors.isEmpty else { throw ThemeErrors(errors.deduplicated().sortedByLocation()) }
        var definitions: [TokenDefinition] = []
        for path in order {
            guard let (first, contexts) = merged[path] else { continue }
            var definition = first
            let values = Set(contexts.values.map(\.expression))
            if contexts.count == compositions.count, values.count == 1 {
                definition.values = [.any: contexts.first!.value]
            } else {
                definition.values = Self.minimalValues(contexts)
            }
            definitions.append(definition)
        }
        self.init(file: file, name: resolver.name, description: resolver.description,
                  palette: definitions.filter(\.path.isPalette), tokens: definitions.filter { !$0.path.isPalette })
        systemEra = era ?? systemEra
        format = .dtcgResolver
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
