/// One way a set of token files comes together: the files merged in order (later tokens replace
/// earlier ones), the appearance and named theme the result stands for, and which files' tokens
/// the theme shows (the others only resolve references).
struct TokenComposition {
    /// The appearance the composition gives values for; nil for every appearance.
    var condition: AppearanceCondition?
    /// The named theme, or nil for the document's own.
    var theme: String?
    var layers: [TokenFile]
    /// Set names whose tokens are shown; nil for every layer's.
    var shown: Set<String>?
    /// How many of the first layers are only a fallback for references (Tokens Studio's
    /// unselected sets), and the name of what the composition stands for, for notes.
    var fallbackLayers = 0
    var label = ""

    /// Tokens that a later layer defines again: the earlier file, the later, how many, one of them.
    var redefinitions: [(earlier: TokenFile, later: TokenFile, count: Int, example: String)] {
        var result: [(TokenFile, TokenFile, Int, String)] = []
        let defined = layers.map(\.definedPaths)
        for later in layers.indices {
            for earlier in 0..<later {
                let both = defined[earlier].intersection(defined[later])
                if let example = both.min() { result.append((layers[earlier], layers[later], both.count, example)) }
            }
        }
        return result
    }

    /// Tokens the composition can take only from its fallback layers, with the set of each.
    var fallbackPaths: [String: String] {
        let used = layers.dropFirst(fallbackLayers).reduce(into: Set<String>()) { $0.formUnion($1.definedPaths) }
        var result: [String: String] = [:]
        for layer in layers.prefix(fallbackLayers) {
            for path in layer.definedPaths where !used.contains(path) { result[path] = layer.setName }
        }
        return result
    }

    /// The layers merged into one token structure.
    var merged: DTCGNode {
        var members: [DTCGNode.Member] = []
        for layer in layers { DTCGNode.merge(&members, layer.root.members ?? []) }
        let location = layers.last.map { SourceLocation(file: $0.path, line: 1, column: 1) } ?? SourceLocation(file: "", line: 0, column: 0)
        return DTCGNode(content: .object(members), location: location)
    }

    /// The dotted paths of the tokens the theme shows.
    var shownPaths: Set<String> {
        layers.filter { shown?.contains($0.setName) ?? true }.reduce(into: Set<String>()) { $0.formUnion($1.definedPaths) }
    }
}
