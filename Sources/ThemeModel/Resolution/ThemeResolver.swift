import ColorScience

/// Resolves every palette color, system color and token of every theme of a document in all
/// eight appearances, collecting every error.
struct ThemeResolver {
    let document: ThemeDocument
    var errors: [ThemeError] = []
    private var reported: Set<String> = []
    private var reportedThemeCycles: Set<Set<String>> = []

    /// Every path any theme defines, with its index in the tables.
    private(set) var paths: [TokenPath] = []
    private(set) var pathIndex: [TokenPath: Int] = [:]
    /// Theme names in resolution order (parents first), and each theme's table of colors.
    private(set) var themeOrder: [String] = []
    private(set) var tables: [String: ThemeTable] = [:]

    private let systemUse: [String: [AppearanceCondition: SystemColorUse]]

    init(document: ThemeDocument) {
        self.document = document
        var systemUse: [String: [AppearanceCondition: SystemColorUse]] = [:]
        for color in SystemPalette.colors(document.systemEra) {
            var uses: [AppearanceCondition: SystemColorUse] = [:]
            for (key, value) in color.values {
                guard let condition = AppearanceCondition(name: key) else { continue }
                uses[condition] = SystemColorUse(name: color.name, confirmed: value.confirmed, alternatives: value.alternatives)
            }
            systemUse[color.name] = uses
        }
        self.systemUse = systemUse
    }

    mutating func resolve() {
        let sources = [SystemPalette.definitions(document.systemEra), document.palette, document.tokens]
        for source in sources { source.forEach { register($0.path) } }
        for theme in document.themes { theme.overrides.forEach { register($0.path) } }

        var base = [TokenDefinition?](repeating: nil, count: paths.count)
        for source in sources {
            for definition in source { base[pathIndex[definition.path]!] = definition }
        }
        var definitions: [String: [TokenDefinition?]] = [ThemeDocument.defaultThemeName: base]
        themeOrder = orderedThemes()
        for name in themeOrder where name != ThemeDocument.defaultThemeName {
            let theme = document.themes.first { $0.name == name }!
            var table = definitions[theme.extends]!
            for override in theme.overrides { apply(override, to: &table, theme: theme) }
            definitions[name] = table
        }
        for name in themeOrder {
            var table = ThemeTable(definitions: definitions[name]!, pathIndex: pathIndex)
            resolveAll(&table, theme: name)
            tables[name] = table
        }
        checkPatterns()
    }

    private mutating func register(_ path: TokenPath) {
        guard pathIndex[path] == nil else { return }
        pathIndex[path] = paths.count
        paths.append(path)
    }

    // MARK: Themes

    /// `default`, then every named theme after the theme it extends; themes extending an
    /// unknown theme or in a cycle are reported and left out.
    private mutating func orderedThemes() -> [String] {
        let names = Set(document.themeNames)
        var seen: [String: SourceLocation] = [:]
        for theme in document.themes {
            if let first = seen[theme.name] {
                report(ThemeError(.duplicateName, "theme is defined twice (first at \(first))", at: theme.location, value: theme.name))
            }
            seen[theme.name] = theme.location
        }
        var order = [ThemeDocument.defaultThemeName]
        var placed: Set<String> = [ThemeDocument.defaultThemeName]
        for theme in document.themes {
            var chain = [theme.name]
            var current = theme
            while !placed.contains(current.extends) {
                guard names.contains(current.extends), let parent = document.themes.first(where: { $0.name == current.extends }) else {
                    report(ThemeError(.unknownTheme, "extends a theme that does not exist", at: current.extendsLocation ?? current.location,
                                      path: "themes.\(current.name)", value: current.extends,
                                      suggestion: Spelling.nearest(to: current.extends, among: document.themeNames).map { "did you mean '\($0)'?" }
                                          ?? "known themes: " + document.themeNames.joined(separator: ", ")))
                    chain = []
                    break
                }
                if let start = chain.firstIndex(of: parent.name) {
                    let cycle = Array(chain[start...]) + [parent.name]
                    if reportedThemeCycles.insert(Set(cycle)).inserted {
                        report(ThemeError(.themeCycle, "themes extend each other in a circle: " + cycle.joined(separator: " → "),
                                          at: parent.extendsLocation ?? parent.location, path: "themes.\(parent.name)",
                                          suggestion: "make one of them extend 'default'"))
                    }
                    chain = []
                    break
                }
                chain.append(parent.name)
                current = parent
            }
            for name in chain.reversed() where !placed.contains(name) {
                placed.insert(name)
                order.append(name)
            }
        }
        return order
    }

    private mutating func apply(_ override: TokenDefinition, to table: inout [TokenDefinition?], theme: NamedTheme) {
        let index = pathIndex[override.path]!
        guard let parent = table[index] else {
            if override.path.isPalette {
                table[index] = override
            } else {
                let known = document.tokens.map(\.path.string)
                report(ThemeError(.unknownReference, "theme '\(theme.name)' overrides a token that does not exist", at: override.location,
                                  path: override.path.string,
                                  suggestion: Spelling.nearest(to: override.path.string, among: known).map { "did you mean '\($0)'?" }
                                      ?? "a named theme can only replace tokens the file defines"))
            }
            return
        }
        var merged = override
        merged.role = parent.role ?? override.role
        merged.size = override.size ?? parent.size
        merged.description = override.description ?? parent.description
        table[index] = merged
    }

    // MARK: Colors

    private mutating func resolveAll(_ table: inout ThemeTable, theme: String) {
        var missing: [Int: [Appearance]] = [:]
        var stack: [Int] = []
        stack.reserveCapacity(16)
        for index in paths.indices where table.definitions[index] != nil {
            for appearance in Appearance.all {
                _ = resolve(index, appearance, in: &table, stack: &stack, missing: &missing)
            }
        }
        for (index, appearances) in missing.sorted(by: { $0.key < $1.key }) {
            let definition = table.definitions[index]!
            let given = definition.conditions.map(\.name).joined(separator: ", ")
            report(ThemeError(.missingValue, "has no value for " + appearances.map(\.name).joined(separator: ", ")
                                  + (theme == ThemeDocument.defaultThemeName ? "" : " in theme '\(theme)'") + " (it gives \(given))",
                              at: definition.location, path: definition.path.string,
                              suggestion: "add an `any:` value, or one for \(appearances[0].scheme.rawValue)"))
        }
    }

    /// Resolves one slot to a literal slot, a next hop and an alpha scale; whether it resolved.
    /// Colors are built from these only when asked for (``ThemeTable/color(_:paths:)``).
    @discardableResult
    private mutating func resolve(_ index: Int, _ appearance: Appearance, in table: inout ThemeTable, stack: inout [Int],
                                  missing: inout [Int: [Appearance]]) -> Bool {
        let slot = index * 8 + appearance.index
        switch table.state[slot] {
        case .done: return true
        case .failed: return false
        case .visiting:
            reportCycle(from: index, stack: stack, table: table)
            return false
        case .new: break
        }
        guard let choice = table.choice(slot) else {
            missing[index, default: []].append(appearance)
            table.state[slot] = .failed
            return false
        }
        switch choice.value.expression {
        case .literal:
            let path = paths[index]
            if path.isSystem, let use = systemUse[path.name]?[choice.condition] { table.systemUses[slot] = use }
            table.slots[slot] = ThemeTable.Slot(literal: Int32(slot), next: -1, alpha: 1)
        case .reference(let target, let alpha):
            guard choice.target >= 0, table.definitions[choice.target] != nil else {
                reportUnknown(target, from: table.definitions[index]!, value: choice.value, table: table)
                table.state[slot] = .failed
                return false
            }
            table.state[slot] = .visiting
            stack.append(index)
            let resolved = resolve(choice.target, appearance, in: &table, stack: &stack, missing: &missing)
            stack.removeLast()
            guard resolved else {
                table.state[slot] = .failed
                return false
            }
            let targetSlot = table.slots[choice.target * 8 + appearance.index]
            table.slots[slot] = ThemeTable.Slot(literal: targetSlot.literal, next: Int32(choice.target), alpha: targetSlot.alpha * (alpha ?? 1))
        }
        table.state[slot] = .done
        return true
    }

    private mutating func reportUnknown(_ target: TokenPath, from definition: TokenDefinition, value: ColorValueDefinition, table: ThemeTable) {
        let known = paths.indices.filter { table.definitions[$0] != nil }.map { paths[$0].string }
        var suggestion = Spelling.nearest(to: target.string, among: known).map { "did you mean '{\($0)}'?" }
        if suggestion == nil, target.isSystem {
            suggestion = "system colors: " + SystemPalette.colors(document.systemEra).map(\.name).joined(separator: ", ")
        }
        report(ThemeError(.unknownReference, "refers to a color that does not exist", at: value.location, path: definition.path.string,
                          value: "{\(target)}", suggestion: suggestion))
    }

    private mutating func reportCycle(from index: Int, stack: [Int], table: ThemeTable) {
        guard let start = stack.firstIndex(of: index) else { return }
        let members = Array(stack[start...]) + [index]
        let definition = table.definitions[index]!
        report(ThemeError(.referenceCycle, "references lead back to where they started: " + members.map { paths[$0].string }.joined(separator: " → "),
                          at: definition.location, path: definition.path.string,
                          suggestion: "give one of them a color instead of a reference"))
    }

    // MARK: Declarations

    private mutating func checkPatterns() {
        let known = document.palette.map(\.path) + document.tokens.map(\.path)
        let glassPatterns: [TokenPattern] = document.glass.flatMap { $0.foregrounds + $0.over }
        let patterns = document.contrast.flatMap { $0.foregrounds + $0.backgrounds } + document.distinct.flatMap(\.tokens)
            + document.materials.flatMap(\.patterns) + glassPatterns
        for glass in document.glass {
            for target in [glass.tint, glass.dim].compactMap({ $0?.reference }) where pathIndex[target] == nil {
                report(ThemeError(.unknownReference, "a glass layer names a color that does not exist", at: glass.location, value: "{\(target)}",
                                  suggestion: Spelling.nearest(to: target.string, among: known.map(\.string)).map { "did you mean '{\($0)}'?" }))
            }
        }
        for pattern in patterns where !known.contains(where: pattern.matches) && !(pattern.path.isSystem && pathIndex[pattern.path] != nil) {
            let suggestion = Spelling.nearest(to: pattern.path.string, among: known.map(\.string)).map { "did you mean '\($0)'?" }
            report(ThemeError(.unknownReference, pattern.isWildcard ? "names a group with no tokens" : "names a token that does not exist",
                              at: pattern.location, value: pattern.description, suggestion: suggestion))
        }
        for (owner, value) in document.componentColors {
            guard let target = value.expression.reference, pathIndex[target] == nil else { continue }
            var suggestion = Spelling.nearest(to: target.string, among: known.map(\.string)).map { "did you mean '{\($0)}'?" }
            if suggestion == nil, target.isSystem {
                suggestion = "system colors: " + SystemPalette.colors(document.systemEra).map(\.name).joined(separator: ", ")
            }
            report(ThemeError(.unknownReference, "refers to a color that does not exist", at: value.location, path: owner.string,
                              value: "{\(target)}", suggestion: suggestion))
        }
    }

    private mutating func report(_ error: ThemeError) {
        if reported.insert(error.description).inserted { errors.append(error) }
    }
}

/// One theme's definitions and resolved colors, eight slots per path.
struct ThemeTable: Sendable {
    enum State: UInt8, Sendable { case new, visiting, done, failed }

    /// The value one appearance of a definition takes, with a reference's target already looked
    /// up (`target` is -1 for a literal, -2 for a reference to nothing).
    struct Choice: Sendable {
        var condition: AppearanceCondition
        var value: ColorValueDefinition
        var target: Int
        /// A literal's sRGB form, converted once for all the appearances that share it.
        var srgb: SRGB?
    }

    /// Where a resolved slot's color comes from: the literal's slot, the next path in the
    /// chain (-1 for a literal), and the product of the alphas scaled on the way.
    struct Slot: Sendable {
        var literal: Int32
        var next: Int32
        var alpha: Double
    }

    var definitions: [TokenDefinition?]
    var slots: [Slot]
    var state: [State]
    /// The system color use of literal slots that are Apple system colors.
    var systemUses: [Int: SystemColorUse] = [:]
    /// Each value of each definition, once.
    let values: [Choice]
    /// Eight slots per path: the position in `values` of the value each appearance takes, -1
    /// when none matches.
    let valueOfSlot: [Int32]

    /// The value a slot takes, if any.
    func choice(_ slot: Int) -> Choice? {
        let value = valueOfSlot[slot]
        return value < 0 ? nil : values[Int(value)]
    }

    init(definitions: [TokenDefinition?], pathIndex: [TokenPath: Int]) {
        self.definitions = definitions
        self.slots = Array(repeating: Slot(literal: -1, next: -1, alpha: 1), count: definitions.count * 8)
        self.state = Array(repeating: .new, count: definitions.count * 8)
        var values: [Choice] = []
        values.reserveCapacity(definitions.count * 2)
        var valueOfSlot = [Int32](repeating: -1, count: definitions.count * 8)
        var rank = [Int](repeating: -1, count: 8)
        for (index, definition) in definitions.enumerated() {
            guard let definition else { continue }
            // Among the conditions that match an appearance, the one that fixes the scheme, else
            // contrast, else level: the order of AppearanceCondition.fallbackOrder(for:).
            for slot in 0..<8 { rank[slot] = -1 }
            for (condition, value) in definition.values {
                let conditionRank = (condition.scheme == nil ? 0 : 4) + (condition.contrast == nil ? 0 : 2) + (condition.level == nil ? 0 : 1)
                var target = -1
                var srgb: SRGB?
                switch value.expression {
                case .reference(let reference, _): target = pathIndex[reference] ?? -2
                case .literal(let color, _): srgb = color.srgb
                }
                let position = Int32(values.count)
                values.append(Choice(condition: condition, value: value, target: target, srgb: srgb))
                for appearance in Appearance.all where condition.matches(appearance) && conditionRank > rank[appearance.index] {
                    rank[appearance.index] = conditionRank
                    valueOfSlot[index * 8 + appearance.index] = position
                }
            }
        }
        self.values = values
        self.valueOfSlot = valueOfSlot
    }
}

extension ThemeTable {
    /// The color of a slot, built from its literal and chain; nil when it did not resolve.
    func color(_ slot: Int, paths: [TokenPath]) -> ResolvedColor? {
        guard state[slot] == .done, let own = choice(slot) else { return nil }
        let entry = slots[slot]
        let literalSlot = Int(entry.literal)
        guard let literal = choice(literalSlot), case .literal(var color, _) = literal.value.expression else { return nil }
        var srgb = literal.srgb ?? color.srgb
        if entry.alpha != 1 {
            color.alpha = (color.alpha ?? 0) * entry.alpha
            srgb.alpha = color.alpha ?? 0
        }
        var chain: [TokenPath] = []
        var next = entry.next
        let appearance = slot % 8
        while next >= 0 {
            chain.append(paths[Int(next)])
            next = slots[Int(next) * 8 + appearance].next
        }
        return ResolvedColor(color: color, srgb: srgb, condition: own.condition, chain: chain, source: literal.value.location,
                             system: systemUses[literalSlot])
    }
}
