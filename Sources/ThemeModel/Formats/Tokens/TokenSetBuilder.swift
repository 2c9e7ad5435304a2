import ColorScience

/// Turns compositions into a document's tokens: each composition's color tokens read as DTCG,
/// then merged into values per appearance (the document's own theme) and overrides (named
/// themes). Tokens that cannot be read, or whose aliases lead nowhere, are left out with a
/// warning.
struct TokenSetBuilder {
    private var order: [TokenPath] = []
    /// Per theme (nil: the document's own), per path: the first definition and its value per
    /// composition.
    private var values: [String?: [TokenPath: (definition: TokenDefinition, given: [(AppearanceCondition?, ColorValueDefinition)])]] = [:]
    private var compositionCount: [String?: Int] = [:]
    private var themeOrder: [String] = []
    private(set) var notes: [ThemeNote] = []
    private var noted: Set<String> = []

    /// Each composition's readable definitions and the paths it shows (with what they refer to).
    private var read: [(composition: TokenComposition, definitions: [TokenDefinition], shown: Set<TokenPath>)] = []
    private var built = false

    mutating func add(_ composition: TokenComposition) {
        var file = DTCGTokenFile(root: composition.merged, leavesOutUnresolved: true)
        var definitions = file.colorDefinitions()
        for error in file.errors { note(ThemeNote(.unreadableColor, error: error)) }
        for (token, target, location) in file.unresolved {
            note(ThemeNote(.unresolvedReference, .warning, "refers to {\(target)}, which none of the files read defines; the token is left out",
                           at: location, path: token, suggestion: "read the files that define it together: give their folder"))
        }
        noteStringColors(file.stringColors.filter { stringColorFiles.contains($0.location.file) })
        if composition.label.isEmpty {
            // Files merged as one tree (Tokens Studio themes override on purpose).
            for (earlier, later, count, example) in composition.redefinitions {
                note(ThemeNote(.skipped, "\(count) token\(count == 1 ? "" : "s") (such as {\(example)}) \(count == 1 ? "is" : "are") defined in \(earlier.path) too; this file's value\(count == 1 ? " is" : "s are") used",
                               at: SourceLocation(file: later.path, line: 0, column: 0)))
            }
        }
        definitions = dropDangling(definitions)
        let shown = composition.shownPaths
        let kept = Self.closure(of: definitions.filter { shown.contains($0.path.string) }, in: definitions).map(\.path)
        let borrowed = composition.fallbackPaths
        for path in kept where borrowed[path.string] != nil {
            let location = definitions.first { $0.path == path }?.location
            note(ThemeNote(.fallbackReference, "theme '\(composition.label)' takes {\(path)} from set '\(borrowed[path.string]!)', which it does not select (Tokens Studio resolves references in unselected sets too)",
                           at: location, path: path.string))
        }
        read.append((composition, definitions, Set(kept)))
    }

    /// Files whose CSS color strings get a `legacy-color-string` note (DTCG drafts; Tokens
    /// Studio and Style Dictionary write colors as strings by design).
    var stringColorFiles: Set<String> = []

    /// Merges what ``add(_:)`` read: a path one composition shows is kept from every composition
    /// that defines it, so a primitive one appearance refers to has its value in all.
    private mutating func build() {
        guard !built else { return }
        built = true
        let kept = read.reduce(into: Set<TokenPath>()) { $0.formUnion($1.shown) }
        for (composition, definitions, _) in read {
            let theme = composition.theme
            if let theme, !themeOrder.contains(theme) { themeOrder.append(theme) }
            compositionCount[theme, default: 0] += 1
            for definition in definitions where kept.contains(definition.path) {
                guard let value = definition.values[.any] else { continue }
                if values[theme]?[definition.path] == nil {
                    if theme == nil, !order.contains(definition.path) { order.append(definition.path) }
                    values[theme, default: [:]][definition.path] = (definition, [])
                }
                values[theme]?[definition.path]?.given.append((composition.condition, value))
            }
        }
    }

    /// The document's palette, tokens and named themes (each with the definitions whose values
    /// differ from the document's own).
    mutating func result() -> (palette: [TokenDefinition], tokens: [TokenDefinition], themes: [NamedTheme]) {
        build()
        let own = merged(nil)
        return (own.filter(\.path.isPalette), own.filter { !$0.path.isPalette }, namedThemes)
    }

    private var namedThemes: [NamedTheme] {
        let base = Dictionary(merged(nil).map { ($0.path, $0) }, uniquingKeysWith: { a, _ in a })
        return themeOrder.map { name in
            let overrides = merged(name).filter { base[$0.path]?.values != $0.values }
            return NamedTheme(name: name, extends: ThemeDocument.defaultThemeName, overrides: overrides,
                              location: overrides.first?.location ?? SourceLocation(file: "", line: 0, column: 0))
        }
    }

    private func merged(_ theme: String?) -> [TokenDefinition] {
        let table = values[theme] ?? [:]
        let paths = theme == nil ? order : table.keys.sorted()
        let count = compositionCount[theme] ?? 0
        return paths.compactMap { path in
            guard let entry = table[path] else { return nil }
            var definition = entry.definition
            let given = entry.given
            let expressions = Set(given.map(\.1.expression))
            if expressions.count == 1 || (given.count == count && given.allSatisfy({ $0.0 == nil })) {
                definition.values = [.any: given.last!.1]
            } else {
                definition.values = ThemeDocument.minimalValues(given.map { ($0.0 ?? .any, $0.1) })
            }
            return definition
        }
    }

    /// The shown definitions and every definition they refer to, in the composition's order.
    static func closure(of shown: [TokenDefinition], in all: [TokenDefinition]) -> [TokenDefinition] {
        let byPath = Dictionary(all.map { ($0.path, $0) }, uniquingKeysWith: { a, _ in a })
        var kept = Set(shown.map(\.path))
        var queue = shown
        while let next = queue.popLast() {
            for value in next.values.values {
                guard let target = value.expression.reference, !kept.contains(target), let referenced = byPath[target] else { continue }
                kept.insert(target)
                queue.append(referenced)
            }
        }
        return all.filter { kept.contains($0.path) }
    }

    /// Leaves out, with a warning, definitions whose aliases go round in a circle, and then
    /// those whose aliases lead to a token that was left out.
    private mutating func dropDangling(_ definitions: [TokenDefinition]) -> [TokenDefinition] {
        let byPath = Dictionary(definitions.map { ($0.path, $0) }, uniquingKeysWith: { a, _ in a })
        var cyclic: Set<TokenPath> = []
        for definition in definitions where !cyclic.contains(definition.path) {
            var chain: [TokenPath] = [definition.path]
            var current = definition
            while let target = current.values[.any]?.expression.reference, let next = byPath[target] {
                if let start = chain.firstIndex(of: target) {
                    let circle = chain[start...]
                    for path in circle where cyclic.insert(path).inserted {
                        note(ThemeNote(.unreadableColor, .warning, "its aliases go round in a circle (" + (circle + [target]).map { "{\($0)}" }.joined(separator: " → ")
                                       + "); the token is left out", at: byPath[path]?.location, path: path.string))
                    }
                    break
                }
                chain.append(target)
                current = next
            }
        }
        var result = definitions.filter { !cyclic.contains($0.path) }
        while true {
            let present = Set(result.map(\.path))
            let dangling = result.filter { definition in
                definition.values.values.contains { value in
                    value.expression.reference.map { !$0.isSystem && !present.contains($0) } ?? false
                }
            }
            guard !dangling.isEmpty else { return result }
            for definition in dangling {
                let target = definition.values.values.compactMap(\.expression.reference).first { !present.contains($0) }
                note(ThemeNote(.unresolvedReference, .warning, "refers to {\(target?.string ?? "?")}, which was left out; so is this token",
                               at: definition.location, path: definition.path.string))
            }
            let names = Set(dangling.map(\.path))
            result.removeAll { names.contains($0.path) }
        }
    }

    /// One note per file for colors written as CSS strings in DTCG files, showing the 2025.10
    /// form of the first.
    private mutating func noteStringColors(_ colors: [(token: String, text: String, location: SourceLocation)]) {
        let byFile = Dictionary(grouping: colors, by: \.location.file)
        for file in byFile.keys.sorted() {
            guard let first = byFile[file]?.first, let color = try? Color(css: first.text) else { continue }
            let count = byFile[file]!.count
            note(ThemeNote(.legacyColorString, (count == 1 ? "1 color is a CSS string" : "\(count) colors are CSS strings") + ", as DTCG drafts write them; read as DTCG 2025.10 colors",
                           at: first.location, path: first.token,
                           suggestion: "2025.10 writes \"\(first.text)\" as " + DTCGColorValue.json(for: color).compactText))
        }
    }

    private mutating func note(_ note: ThemeNote) {
        if noted.insert(note.description).inserted { notes.append(note) }
    }
}
